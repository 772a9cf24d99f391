import type { SiteMenu } from "../../../schema/site";
import { useAriaCurrent } from "./use-aria-current";

type NavLink = SiteMenu[number]["sections"][number]["links"][number];

/**
 * A menu group's links one under another, the page shown marked aria-current="page". The menu-bar
 * utility (menus.css) styles them, in a dropdown and in the side panel alike.
 */
export function MenuLinkList({ links }: { links: readonly NavLink[] }) {
  const ariaCurrent = useAriaCurrent();
  return (
    <ul>
      {links.map((link) => (
        <li key={link.href + link.label}>
          <a href={link.href} aria-current={ariaCurrent(link.href)}>
            {link.label}
          </a>
        </li>
      ))}
    </ul>
  );
}
