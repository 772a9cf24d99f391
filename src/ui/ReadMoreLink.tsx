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
    <a href={href} aria-describedby={titleId} className="read-more">
      {label}
      <Icon name="arrow-right" />
    </a>
  );
}
