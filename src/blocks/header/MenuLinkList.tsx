import type { SiteData } from "../../../schema/site";
import { useAriaCurrent } from "./use-aria-current";

type NavLink = SiteData["menu"][number]["sections"][number]["links"][number];

const linkVariants = {
  /** In the desktop menu's dropdowns and mega-menu columns. */
  dropdown:
    "block rounded-lg px-3 py-2 text-[0.9375rem] font-medium text-body transition-colors hover:bg-accent-soft hover:text-accent-strong aria-[current=page]:bg-accent-soft aria-[current=page]:font-semibold aria-[current=page]:text-accent-strong",
  /** In the menu panel of small screens. */
  panel:
    "block rounded-lg px-3 py-2.5 font-medium text-body hover:bg-accent-soft aria-[current=page]:font-semibold aria-[current=page]:text-accent",
} as const;

interface MenuLinkListProps {
  links: readonly NavLink[];
  variant: keyof typeof linkVariants;
  className?: string | undefined;
}

/** A menu's links one under another, the page shown marked aria-current="page". */
export function MenuLinkList({ links, variant, className }: MenuLinkListProps) {
  const ariaCurrent = useAriaCurrent();
  return (
    <ul className={className}>
      {links.map((link) => (
        <li key={link.href + link.label}>
          <a href={link.href} aria-current={ariaCurrent(link.href)} className={linkVariants[variant]}>
            {link.label}
          </a>
        </li>
      ))}
    </ul>
  );
}
