import type { SiteMenu } from "../../../schema/site";
import { useUiText } from "../../page/ui-text";
import type { AriaCurrent } from "./use-aria-current";

type NavLink = SiteMenu[number]["sections"][number]["links"][number];

interface LinkBarProps {
  links: readonly NavLink[];
  /** The aria-current of each link: the page shown, or the section being read. */
  ariaCurrent: (href: string) => AriaCurrent;
  /** Told which link was followed, for a section nav that marks it at once. */
  onFollow?: ((href: string) => void) | undefined;
}

/**
 * A landing page's own header links: a row in the header from lg, a list in the side panel below it
 * (HeaderMenu), one markup for both (the link-bar utility in menus.css).
 */
export function LinkBar({ links, ariaCurrent, onFollow }: LinkBarProps) {
  const text = useUiText();
  return (
    <nav aria-label={text.mainNavigation} className="menu-nav">
      <ul className="link-bar">
        {links.map((link) => (
          <li key={link.href}>
            <a href={link.href} aria-current={ariaCurrent(link.href)} onClick={onFollow && (() => onFollow(link.href))}>
              {link.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
