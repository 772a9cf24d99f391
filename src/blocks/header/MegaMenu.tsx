import { useId } from "react";
import type { SiteData } from "../../../schema/site";
import { useUiText } from "../../page/ui-text";
import { cx } from "../../ui/cx";
import { Icon } from "../../ui/Icon";
import { MenuLinkList } from "./MenuLinkList";
import { useIsCurrentPage } from "./use-aria-current";

type MenuGroup = SiteData["menu"][number];

/**
 * The desktop menu bar: each group's button opens a popover, a dropdown under the button or, for a
 * group of several sections, a mega-menu panel under the header. The browser opens and closes it
 * (click, Escape, a click outside) with no script; the shell adds opening on mouse hover and keeps
 * aria-expanded in step. Popover placement lives in menus.css.
 */
export function MegaMenu({ groups }: { groups: readonly MenuGroup[] }) {
  const isCurrentPage = useIsCurrentPage();
  const text = useUiText();
  // Named per header, so a page that shows several (the block catalog) repeats no id.
  const menuId = useId();
  const panelId = (index: number) => `${menuId}-main-menu-panel-${index}`;
  return (
    <nav aria-label={text.mainNavigation} className="h-full">
      <ul className="flex h-full gap-1">
        {groups.map((group, index) => {
          const holdsCurrent = group.sections.some((section) => section.links.some((link) => isCurrentPage(link.href)));
          const mega = group.sections.length > 1;
          return (
            // Stretched to the header's height, so the pointer stays inside the group on its way to the panel.
            <li key={group.label} data-menu-group className="flex items-center">
              <button
                type="button"
                popoverTarget={panelId(index)}
                aria-expanded={false}
                className={cx("group menu-button", holdsCurrent ? "text-accent" : "text-ink")}
              >
                {group.label}
                <Icon name="chevron-down" className="size-4 transition-transform group-aria-expanded:rotate-180" />
              </button>
              <div
                id={panelId(index)}
                popover="auto"
                data-menu-panel={mega ? "mega" : "dropdown"}
                className="menu-panel"
              >
                <div className="menu-card">
                  {group.sections.map((section, sectionIndex) => (
                    <div key={section.heading ?? sectionIndex}>
                      {section.heading && <p className="menu-heading">{section.heading}</p>}
                      <MenuLinkList links={section.links} variant="dropdown" />
                    </div>
                  ))}
                </div>
              </div>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
