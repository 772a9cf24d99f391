import { Icon } from "./Icon";

interface ReadMoreLinkProps {
  href: string;
  /** The link's words, such as "Read more". */
  label: string;
  /** id of the title it leads to: the same words on every card need the title to tell them apart. */
  titleId: string;
}

/** A card's link to the whole piece, in the accent colour; its arrow moves on when the card (a `group`) is hovered. */
export function ReadMoreLink({ href, label, titleId }: ReadMoreLinkProps) {
  return (
    <a
      href={href}
      aria-describedby={titleId}
      className="inline-flex items-center gap-2 font-semibold text-accent transition-colors hover:text-accent-strong"
    >
      {label}
      <Icon name="arrow-right" className="size-4 transition-transform group-hover:translate-x-1" />
    </a>
  );
}
