import type { BlockProps } from "../../../schema/blocks";
import type { SiteMenu } from "../../../schema/site";
import { menuName, useUiText } from "../../page/ui-text";
import { Icon } from "../../ui/Icon";
import { cx } from "../../ui/cx";
import { SidePanelTop } from "./SidePanelTop";
import type { AriaCurrent } from "./use-aria-current";

type NavLink = SiteMenu[number]["sections"][number]["links"][number];

interface OffcanvasProps {
  brand: string;
  links: readonly NavLink[];
  content: NonNullable<BlockProps<"header">["offcanvas"]>;
  ariaCurrent: (href: string) => AriaCurrent;
  onFollow?: ((href: string) => void) | undefined;
}

/** The header is drawn once per page, so a fixed id does not collide. */
const panelId = "offcanvas";

/**
 * A side panel from the right, at every width: a modal <dialog> that the menu button opens with an
 * invoker command and no script (showModal: the rest of the page is inert and focus moves in). Escape,
 * the close button or a click beside it closes it, and focus goes back to the menu button; the shell
 * keeps Tab inside it and closes it when one of its links leads to a section of the page.
 */
export function Offcanvas({ brand, links, content, ariaCurrent, onFollow }: OffcanvasProps) {
  const text = useUiText();
  return (
    <>
      <button
        type="button"
        commandfor={panelId}
        command="show-modal"
        aria-haspopup="dialog"
        aria-label={text.openMenu}
        className="icon-button ml-auto sm:ml-0 lg:order-last"
        data-slot="offcanvas-open"
      >
        <Icon name="menu" />
      </button>
      <dialog
        id={panelId}
        aria-label={menuName(text, brand)}
        closedby="any"
        className="side-panel w-[min(24rem,100vw)]"
        data-slot="offcanvas"
      >
        <SidePanelTop brand={brand} closeWith={{ commandfor: panelId, command: "close" }} className="px-6" />
        <div className="flex-1 overflow-y-auto px-6 py-6">
          <nav aria-label={text.panelNavigation}>
            <ul className="offcanvas-links">
              {links.map((link) => (
                <li key={link.href}>
                  <a
                    href={link.href}
                    aria-current={ariaCurrent(link.href)}
                    onClick={onFollow && (() => onFollow(link.href))}
                  >
                    {link.label}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
          {content.about && <p className="mt-8 leading-relaxed">{content.about}</p>}
          {content.contact.length > 0 && (
            <ul className="mt-6 grid gap-3" data-slot="offcanvas-contact">
              {content.contact.map((line) => (
                <li key={line.label} className="flex items-start gap-3">
                  <Icon name={line.icon} className="mt-0.5 size-5 text-accent" />
                  {line.href ? (
                    <a
                      href={line.href}
                      // A phone number breaks nowhere.
                      className={cx(
                        "font-medium text-ink hover:text-accent",
                        line.href.startsWith("tel:") && "whitespace-nowrap",
                      )}
                    >
                      {line.label}
                    </a>
                  ) : (
                    <span>{line.label}</span>
                  )}
                </li>
              ))}
            </ul>
          )}
        </div>
        {content.social.length > 0 && (
          <ul className="flex gap-3 border-t border-line px-6 py-5" aria-label={text.socialLinks}>
            {content.social.map((item) => (
              <li key={item.href}>
                <a
                  href={item.href}
                  aria-label={item.label}
                  className="grid size-11 place-items-center rounded-full bg-accent-soft text-accent-strong transition-colors hover:bg-accent hover:text-accent-ink"
                >
                  <Icon name={item.icon} className="size-5" />
                </a>
              </li>
            ))}
          </ul>
        )}
      </dialog>
    </>
  );
}
