import { useId } from "react";
import type { SiteData } from "../../../schema/site";
import { ActionButton, type Action } from "../../ui/ActionButton";
import { Icon } from "../../ui/Icon";
import { useUiText } from "../../page/ui-text";
import { SidePanelTop } from "./SidePanelTop";
import { MenuLinkList } from "./MenuLinkList";

type MenuGroup = SiteData["menu"][number];

interface MobileMenuProps {
  /** Menu groups; a group with an empty label shows its links without a heading. */
  groups: readonly MenuGroup[];
  actions: readonly Action[];
  brand: string;
}

/**
 * The menu on small screens, with no script: a button opens a popover panel from the right (Escape,
 * the close button or a tap on the dimmed page closes it) with the menu groups as an exclusive set of
 * details elements and the buttons at the end. Following a link loads the next page, which starts
 * with the menu closed.
 */
export function MobileMenu({ groups, actions, brand }: MobileMenuProps) {
  const text = useUiText();
  // Named per header, so a page that shows several (the block catalog) repeats no id.
  const panelId = `${useId()}-mobile-menu`;
  /** Details elements sharing a name form an exclusive group: opening one group closes the other. */
  const groupName = `${panelId}-group`;
  return (
    // Pushed to the right edge on phones, where the header's buttons are hidden and leave the space free.
    <div className="ml-auto sm:ml-0 lg:hidden">
      <button
        type="button"
        popoverTarget={panelId}
        aria-label={text.openMenu}
        aria-expanded={false}
        className="icon-button"
      >
        <Icon name="menu" className="size-6" />
      </button>
      <div
        id={panelId}
        popover="auto"
        role="dialog"
        aria-label={text.menuOf(brand)}
        className="side-panel w-[min(22rem,100vw)]"
      >
        <SidePanelTop
          brand={brand}
          closeWith={{ popoverTarget: panelId, popoverTargetAction: "hide" }}
          className="px-5"
        />
        <nav aria-label={text.mobileNavigation} className="flex-1 overflow-y-auto px-3 py-3">
          <ul>
            {groups.map((group) =>
              group.label ? (
                <li key={group.label} className="mobile-menu-item">
                  <details name={groupName} className="group">
                    <summary className="mobile-menu-group">
                      {group.label}
                      <Icon name="chevron-down" className="size-4 transition-transform group-open:rotate-180" />
                    </summary>
                    <MenuLinkList
                      links={group.sections.flatMap((section) => section.links)}
                      variant="panel"
                      className="pb-2 pl-3"
                    />
                  </details>
                </li>
              ) : (
                <li key="links">
                  <MenuLinkList links={group.sections.flatMap((section) => section.links)} variant="panel" />
                </li>
              ),
            )}
          </ul>
        </nav>
        <div className="grid gap-3 border-t border-line p-5">
          {actions.map((action) => (
            <ActionButton key={`${action.label}-${action.href}`} action={action} className="w-full" />
          ))}
        </div>
      </div>
    </div>
  );
}
