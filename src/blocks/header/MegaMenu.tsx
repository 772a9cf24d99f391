import { useId } from "react";
import type { SiteData } from "../../../schema/site";
import { usePageContext } from "../../page/page-context";
import { useUiText } from "../../page/ui-text";
import { isActivePath } from "../../routing/is-active-path";
import { cx } from "../../ui/cx";
import { Icon } from "../../ui/Icon";
import { MenuLinkList } from "./MenuLinkList";

type MenuGroup = SiteData["menu"][number];

/**
 * The desktop menu bar: each group's button opens a popover, a dropdown under the button or, for a
 * group of several sections, a mega-menu panel under the header. The browser opens and closes it
 * (click, Escape, a click outside) with no script; the shell adds opening on mouse hover and keeps
 * aria-expanded in step. Popover placement lives in menus.css.
 */
export function MegaMenu({ groups }: { groups: readonly MenuGroup[] }) {
  const { route } = usePageContext();
  const text = useUiText();
  // Named per header, so a page that shows several (the block catalog) repeats no id.
  const menuId = useId();
  const panelId = (index: number) => `${menuId}-main-menu-panel-${index}`;
  return (
    <nav aria-label={text.mainNavigation} className="h-full">
      <ul className="flex h-full gap-1">
        {groups.map((group, index) => {
          const holdsCurrent = group.sections.some((section) =>
            section.links.some((link) => isActivePath(link.href, route)),
          );
          const mega = group.sections.length > 1;
          return (
            // Stretched to the header's height, so the pointer stays inside the group on its way to the panel.
            <li key={group.label} data-menu-group className="flex items-center">
              <button
                type="button"
                popoverTarget={panelId(index)}
                aria-expanded={false}
                className={cx(
                  "group flex items-center gap-1 rounded-full px-4 py-2 text-[0.9375rem] font-semibold transition-colors hover:text-accent aria-expanded:text-accent",
                  holdsCurrent ? "text-accent" : "text-ink",
                )}
              >
                {group.label}
                <Icon name="chevron-down" className="size-4 transition-transform group-aria-expanded:rotate-180" />
              </button>
              <div
                id={panelId(index)}
                popover="auto"
                data-menu-panel={mega ? "mega" : "dropdown"}
                className={cx(
                  "open:motion-safe:animate-[fade-up_150ms_ease-out]",
                  mega ? "w-[calc(100%-4rem)] max-w-5xl" : "w-64",
                )}
              >
                <div
                  className={cx(
                    "rounded-card border border-line bg-white p-3 shadow-lift",
                    // One equal column per section, however many the menu group has.
                    mega && "grid auto-cols-fr grid-flow-col gap-2 p-6",
                  )}
                >
                  {group.sections.map((section, sectionIndex) => (
                    <div key={section.heading ?? sectionIndex}>
                      {section.heading && (
                        <p className="px-3 pb-2 text-xs font-bold uppercase tracking-[0.14em] text-muted">
                          {section.heading}
                        </p>
                      )}
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
