import type { SiteData } from "../../../schema/site";
import { useUiText } from "../../page/ui-text";
import type { AriaCurrent } from "./use-aria-current";

type NavLink = SiteData["menu"][number]["sections"][number]["links"][number];

interface LinkBarProps {
  links: readonly NavLink[];
  /** The aria-current of each link: the page shown, or the section being read. */
  ariaCurrent: (href: string) => AriaCurrent;
  /** Told which link was followed, for a section nav that marks it at once. */
  onFollow?: ((href: string) => void) | undefined;
}

/** A landing page's own header links, in a row. */
export function LinkBar({ links, ariaCurrent, onFollow }: LinkBarProps) {
  const text = useUiText();
  return (
    <nav aria-label={text.mainNavigation}>
      <ul className="flex items-center gap-1">
        {links.map((link) => (
          <li key={link.href}>
            <a
              href={link.href}
              aria-current={ariaCurrent(link.href)}
              onClick={onFollow && (() => onFollow(link.href))}
              className="rounded-pill px-4 py-2 text-[0.9375rem] font-semibold text-ink transition-colors hover:text-accent [&[aria-current]]:bg-accent-soft [&[aria-current]]:text-accent-strong"
            >
              {link.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
