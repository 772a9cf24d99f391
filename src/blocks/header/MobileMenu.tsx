import { useEffect, useRef, useState } from "react";
import { useLocation } from "react-router";
import type { SiteData } from "../../../schema/site";
import { ActionButton, type Action } from "../../ui/ActionButton";
import { cx } from "../../ui/cx";
import { Icon } from "../../ui/Icon";
import { SmartLink } from "../../ui/SmartLink";
import { useUiText } from "../../app/ui-text";
import { useAriaCurrent } from "./use-aria-current";

type MenuGroup = SiteData["menu"][number];

interface MobileMenuProps {
  /** Menu groups; a group with an empty label shows its links without a heading. */
  groups: readonly MenuGroup[];
  actions: readonly Action[];
  brand: string;
}

/**
 * The menu on small screens: a button opens a panel from the right (a modal dialog, so focus stays
 * in it and Escape closes it) with the menu groups as expandable lists and the buttons at the end.
 */
export function MobileMenu({ groups, actions, brand }: MobileMenuProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const [expanded, setExpanded] = useState<string | null>(null);
  const { pathname } = useLocation();
  const ariaCurrent = useAriaCurrent();
  const text = useUiText();

  useEffect(() => dialog.current?.close(), [pathname]);

  return (
    <div className="lg:hidden">
      <button
        type="button"
        aria-label={text.openMenu}
        aria-haspopup="dialog"
        onClick={() => dialog.current?.showModal()}
        className="grid size-11 place-items-center rounded-full text-ink hover:bg-accent-soft"
      >
        <Icon name="menu" className="size-6" />
      </button>
      <dialog
        ref={dialog}
        aria-label={text.menuOf(brand)}
        onClick={(event) => event.target === dialog.current && dialog.current.close()}
        className="m-0 ml-auto h-dvh max-h-none w-[min(22rem,100vw)] max-w-none bg-white p-0 shadow-lift backdrop:bg-ink/40 open:motion-safe:animate-[slide-in-right_300ms_ease-out]"
      >
        <div className="flex h-full flex-col">
          <div className="flex items-center justify-between border-b border-line px-5 py-4">
            <span className="text-lg font-extrabold text-ink">{brand}</span>
            <button
              type="button"
              aria-label={text.closeMenu}
              onClick={() => dialog.current?.close()}
              className="grid size-11 place-items-center rounded-full hover:bg-accent-soft"
            >
              <Icon name="close" className="size-6" />
            </button>
          </div>
          <nav aria-label={text.mobileNavigation} className="flex-1 overflow-y-auto px-3 py-3">
            <ul>
              {groups.map((group) => {
                const links = group.sections.flatMap((section) => section.links);
                const linkList = (
                  <ul className={cx(group.label && "pb-2 pl-3")}>
                    {links.map((link) => (
                      <li key={link.href + link.label}>
                        <SmartLink
                          href={link.href}
                          aria-current={ariaCurrent(link.href)}
                          onClick={() => dialog.current?.close()}
                          className="block rounded-lg px-3 py-2.5 font-medium text-body hover:bg-accent-soft aria-[current=page]:font-semibold aria-[current=page]:text-accent"
                        >
                          {link.label}
                        </SmartLink>
                      </li>
                    ))}
                  </ul>
                );
                if (!group.label) return <li key="links">{linkList}</li>;
                const isOpen = expanded === group.label;
                return (
                  <li key={group.label} className="border-b border-line last:border-0">
                    <button
                      type="button"
                      aria-expanded={isOpen}
                      onClick={() => setExpanded(isOpen ? null : group.label)}
                      className="flex w-full items-center justify-between px-3 py-3.5 text-left font-semibold text-ink"
                    >
                      {group.label}
                      <Icon name="chevron-down" className={cx("size-4 transition-transform", isOpen && "rotate-180")} />
                    </button>
                    {isOpen && linkList}
                  </li>
                );
              })}
            </ul>
          </nav>
          <div className="grid gap-3 border-t border-line p-5">
            {actions.map((action) => (
              <ActionButton key={`${action.label}-${action.href}`} action={action} className="w-full" />
            ))}
          </div>
        </div>
      </dialog>
    </div>
  );
}
