import type { SiteData } from "../../../schema/site";
import { cx } from "../../ui/cx";
import { useAriaCurrent } from "./use-aria-current";

type NavLink = SiteData["menu"][number]["sections"][number]["links"][number];

/** Each look's utility, in menus.css: set on the list, it styles the links. */
const listVariants = {
  /** In the desktop menu's dropdowns and mega-menu columns. */
  dropdown: "menu-links",
  /** In the menu panel of small screens. */
  panel: "mobile-menu-links",
} as const;

interface MenuLinkListProps {
  links: readonly NavLink[];
  variant: keyof typeof listVariants;
  className?: string | undefined;
}

/** A menu's links one under another, the page shown marked aria-current="page". */
export function MenuLinkList({ links, variant, className }: MenuLinkListProps) {
  const ariaCurrent = useAriaCurrent();
  return (
    <ul className={cx(listVariants[variant], className)}>
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
