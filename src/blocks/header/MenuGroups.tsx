import { useId } from "react";
import { useSiteMenu } from "../../page/site-menu";
import { useUiText } from "../../page/ui-text";
import { cx } from "../../ui/cx";
import { Icon } from "../../ui/Icon";
import { MenuLinkList } from "./MenuLinkList";
import { useIsCurrentPage } from "./use-aria-current";

/**
 * The site's menu, written once for every width (menus.css lays it out).
 *
 * - From lg it is the header's menu bar: each group's button opens a popover, a dropdown under the
 *   button or, for a group of several sections, a mega panel under the header. The browser opens and
 *   closes it (click, Escape, a click outside) with no script; the shell adds opening on mouse hover
 *   and keeps aria-expanded in step.
 * - Below lg it sits in the header's side panel (HeaderMenu): each group is a details element of one
 *   exclusive set, and the same panel, never opened as a popover there, is drawn inside it as the
 *   group's list of links.
 */
export function MenuGroups() {
  const groups = useSiteMenu();
  const isCurrentPage = useIsCurrentPage();
  const text = useUiText();
  // Named per header, so a page that shows several (the block catalog) repeats no id. Kept short: every
  // page carries them twice per group.
  const menuId = useId();
  const panelId = (index: number) => `${menuId}-p${index}`;
  /** Details elements sharing a name form an exclusive set: opening one group closes the other. */
  const foldName = `${menuId}-g`;
  return (
    <nav aria-label={text.mainNavigation} className="menu-nav">
      <ul className="menu-bar">
        {groups.map((group, index) => {
          const holdsCurrent = group.sections.some((section) => section.links.some((link) => isCurrentPage(link.href)));
          const mega = group.sections.length > 1;
          return (
            <li key={group.label} data-menu-group>
              <button
                type="button"
                popoverTarget={panelId(index)}
                aria-expanded={false}
                className={cx("group", holdsCurrent ? "text-accent" : "text-ink")}
              >
                {group.label}
                <Icon name="chevron-down" />
              </button>
              <details name={foldName}>
                <summary>{group.label}</summary>
                <div id={panelId(index)} popover="auto" data-menu-panel={mega ? "mega" : "dropdown"}>
                  <div>
                    {group.sections.map((section, sectionIndex) => (
                      <div key={section.heading ?? sectionIndex}>
                        {section.heading && <p>{section.heading}</p>}
                        <MenuLinkList links={section.links} />
                      </div>
                    ))}
                  </div>
                </div>
              </details>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
