import { useEffect, useId, useRef, useState } from "react";
import { useLocation } from "react-router";
import type { SiteData } from "../../../schema/site";
import { isActivePath } from "../../routing/is-active-path";
import { cx } from "../../ui/cx";
import { Icon } from "../../ui/Icon";
import { SmartLink } from "../../ui/SmartLink";
import { useUiText } from "../../app/ui-text";
import { useAriaCurrent } from "./use-aria-current";

type MenuGroup = SiteData["menu"][number];

/** The desktop menu bar: each group opens a dropdown, or a mega-menu panel when it has several sections. */
export function MegaMenu({ groups }: { groups: readonly MenuGroup[] }) {
  // A panel opened by hovering closes when the pointer leaves; one opened by a click stays until closed.
  const [open, setOpen] = useState<{ index: number; by: "hover" | "click" } | null>(null);
  const { pathname } = useLocation();
  const ariaCurrent = useAriaCurrent();
  const text = useUiText();
  const bar = useRef<HTMLUListElement>(null);
  const baseId = useId();

  useEffect(() => {
    if (open?.by !== "click") return;
    const closeOutside = (event: PointerEvent) => {
      if (!bar.current?.contains(event.target as Node)) setOpen(null);
    };
    document.addEventListener("pointerdown", closeOutside);
    return () => document.removeEventListener("pointerdown", closeOutside);
  }, [open]);

  return (
    <nav aria-label={text.mainNavigation}>
      <ul ref={bar} className="flex items-center gap-1">
        {groups.map((group, index) => {
          const isOpen = open?.index === index;
          const panelId = `${baseId}-panel-${index}`;
          const holdsCurrent = group.sections.some((section) =>
            section.links.some((link) => isActivePath(link.href, pathname)),
          );
          const mega = group.sections.length > 1;
          return (
            <li
              key={group.label}
              className={cx(!mega && "relative")}
              onPointerEnter={(event) => {
                if (event.pointerType === "mouse" && open?.by !== "click") setOpen({ index, by: "hover" });
              }}
              onPointerLeave={(event) => {
                if (event.pointerType === "mouse" && open?.by === "hover") setOpen(null);
              }}
              onKeyDown={(event) => {
                if (event.key === "Escape" && isOpen) {
                  setOpen(null);
                  event.currentTarget.querySelector("button")?.focus();
                }
              }}
            >
              <button
                type="button"
                aria-expanded={isOpen}
                aria-controls={panelId}
                onClick={() => setOpen(isOpen && open.by === "click" ? null : { index, by: "click" })}
                className={cx(
                  "flex items-center gap-1 rounded-full px-4 py-2 text-[0.9375rem] font-semibold transition-colors hover:text-accent",
                  holdsCurrent || isOpen ? "text-accent" : "text-ink",
                )}
              >
                {group.label}
                <Icon name="chevron-down" className={cx("size-4 transition-transform", isOpen && "rotate-180")} />
              </button>
              <div
                id={panelId}
                hidden={!isOpen}
                className={cx(
                  "absolute top-full z-50 pt-2",
                  mega ? "inset-x-0 mx-auto w-full max-w-5xl px-8" : "left-0 w-64",
                )}
              >
                <div
                  className={cx("rounded-card border border-line bg-white p-3 shadow-lift", mega && "grid gap-2 p-6")}
                  style={mega ? { gridTemplateColumns: `repeat(${group.sections.length}, minmax(0, 1fr))` } : undefined}
                >
                  {group.sections.map((section, sectionIndex) => (
                    <div key={section.heading ?? sectionIndex}>
                      {section.heading && (
                        <p className="px-3 pb-2 text-xs font-bold uppercase tracking-[0.14em] text-muted">
                          {section.heading}
                        </p>
                      )}
                      <ul>
                        {section.links.map((link) => (
                          <li key={link.href + link.label}>
                            <SmartLink
                              href={link.href}
                              aria-current={ariaCurrent(link.href)}
                              onClick={() => setOpen(null)}
                              className="block rounded-lg px-3 py-2 text-[0.9375rem] font-medium text-body transition-colors hover:bg-accent-soft hover:text-accent-strong aria-[current=page]:bg-accent-soft aria-[current=page]:font-semibold aria-[current=page]:text-accent-strong"
                            >
                              {link.label}
                            </SmartLink>
                          </li>
                        ))}
                      </ul>
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
