import type { BlockProps } from "../../../schema/blocks";
import { cx } from "../../ui/cx";
import { Icon } from "../../ui/Icon";
import { phoneLinkClass } from "../../ui/phone-link";
import { Picture } from "../../ui/Picture";

type CardGridProps = BlockProps<"card-grid">;
type CardData = CardGridProps["cards"][number];

interface CardProps {
  card: CardData;
  /** Position in the grid, from 0: the numbered variant shows it as 01, 02… */
  index: number;
  variant: CardGridProps["variant"];
  /** Cards on a dark section are translucent instead of white. */
  onDark: boolean;
}

/** Each variant's card look (cards.css). */
const looks: Record<CardProps["variant"], string> = {
  "icon-top": "card-raised",
  bordered: "card-bordered",
  numbered: "card-raised",
  list: "card-line",
};

/** One card of a card grid: its mark (icon, image or number), title, text and optional link; its row and look style its parts. */
export function Card({ card, index, variant, onDark }: CardProps) {
  const bordered = variant === "bordered" || variant === "list";
  return (
    <li
      data-slot="card"
      className={cx(
        looks[variant],
        // A list's rows lie on the section itself; every other card is a box of its own.
        variant !== "list" && (onDark ? "bg-white/5 ring-1 ring-white/10" : "bg-white"),
        bordered && (onDark ? "border-white/10" : "border-line"),
      )}
      data-tone={onDark ? "dark" : undefined}
    >
      <CardMark card={card} index={index} variant={variant} />
      <div>
        {card.tag && <p>{card.tag}</p>}
        <h3>{card.title}</h3>
        <p>{card.text}</p>
        {card.facts.length > 0 && (
          <ul data-slot="facts">
            {card.facts.map((fact) => (
              <li key={fact}>
                <Icon name="check" className="text-accent" />
                {fact}
              </li>
            ))}
          </ul>
        )}
        {card.link && (
          <a href={card.link.href} className={phoneLinkClass(card.link.href)}>
            {card.link.label}
            <Icon name="arrow-right" />
          </a>
        )}
      </div>
    </li>
  );
}

function CardMark({ card, index, variant }: Pick<CardProps, "card" | "index" | "variant">) {
  if (variant === "numbered") {
    // text-accent stays a class: a dark section recolours it.
    return (
      <span aria-hidden="true" className="text-accent" data-slot="card-number">
        {String(index + 1).padStart(2, "0")}
      </span>
    );
  }
  if (card.image && variant === "icon-top") {
    return <Picture layout="card" image={card.image} alt="" />;
  }
  if (!card.icon) return null;
  return (
    <span data-slot="card-icon">
      <Icon name={card.icon} />
    </span>
  );
}
