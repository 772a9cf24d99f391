import { useId, type ReactNode } from "react";
import { ActionButton, type Action } from "../../ui/ActionButton";
import { Icon } from "../../ui/Icon";
import { useUiText } from "../../page/ui-text";
import { SidePanelTop } from "./SidePanelTop";

interface HeaderMenuProps {
  /** The menu itself: the site's groups (MenuGroups) or a landing page's own links (LinkBar). */
  children: ReactNode;
  /** The buttons that end the side panel. */
  actions: readonly Action[];
  brand: string;
}

/**
 * Where the header's menu sits, written once for every width (menus.css lays it out).
 *
 * - Below lg, a menu button opens a popover side panel from the right, with no script: Escape, the
 *   close button or a tap on the dimmed page closes it. It holds the menu and ends with the buttons;
 *   following a link loads the next page, which starts with the panel closed.
 * - From lg the panel draws no box: its menu is the header's bar between the brand and the buttons,
 *   and its top, its buttons and the menu button are hidden.
 */
export function HeaderMenu({ children, actions, brand }: HeaderMenuProps) {
  const text = useUiText();
  // Named per header, so a page that shows several (the block catalog) repeats no id.
  const panelId = `${useId()}-side-panel`;
  return (
    <div className="header-menu">
      <button
        type="button"
        popoverTarget={panelId}
        aria-label={text.openMenu}
        aria-expanded={false}
        className="icon-button lg:hidden"
      >
        <Icon name="menu" />
      </button>
      <div id={panelId} popover="auto" className="side-panel menu-drawer">
        <SidePanelTop
          brand={brand}
          closeWith={{ popoverTarget: panelId, popoverTargetAction: "hide" }}
          className="px-5 lg:hidden"
        />
        {children}
        <div className="menu-drawer-actions">
          {actions.map((action) => (
            <ActionButton key={`${action.label}-${action.href}`} action={action} className="w-full" />
          ))}
        </div>
      </div>
    </div>
  );
}
