import type { SiteData } from "../../../schema/site";
import { useUiText } from "../../page/ui-text";
import { useAriaCurrent } from "./use-aria-current";

type NavLink = SiteData["menu"][number]["sections"][number]["links"][number];

/** A landing page's own header links, in a row. */
export function LinkBar({ links }: { links: readonly NavLink[] }) {
  const ariaCurrent = useAriaCurrent();
  const text = useUiText();
  return (
    <nav aria-label={text.mainNavigation}>
      <ul className="flex items-center gap-1">
        {links.map((link) => (
          <li key={link.href}>
            <a
              href={link.href}
              aria-current={ariaCurrent(link.href)}
              className="rounded-full px-4 py-2 text-[0.9375rem] font-semibold text-ink transition-colors hover:text-accent aria-[current=page]:text-accent"
            >
              {link.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
