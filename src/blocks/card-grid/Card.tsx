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
};

/** One card of a card grid: its mark (icon, image or number), title, text and optional link. */
export function Card({ card, index, variant, onDark }: CardProps) {
  const horizontal = variant === "bordered";
  return (
    <li
      data-slot="card"
      className={cx(
        looks[variant],
        onDark ? "bg-white/5 ring-1 ring-white/10" : "bg-white",
        horizontal && (onDark ? "border-white/10" : "border-line"),
      )}
    >
      <CardMark card={card} index={index} variant={variant} />
      <div className={cx("flex flex-1 flex-col", !horizontal && "mt-6")}>
        {card.tag && (
          <p className="mb-3 w-fit rounded-pill bg-accent-soft px-3 py-1 text-xs font-bold uppercase tracking-wider text-accent-strong">
            {card.tag}
          </p>
        )}
        <h3 className={horizontal ? "text-lg" : "text-xl"}>{card.title}</h3>
        <p className={cx("leading-relaxed", horizontal ? "mt-1.5" : "mt-3")}>{card.text}</p>
        {card.facts.length > 0 && (
          <ul
            className="mt-5 flex flex-wrap gap-x-5 gap-y-2 border-t border-line pt-4 text-sm font-semibold"
            data-slot="facts"
          >
            {card.facts.map((fact) => (
              <li key={fact} className="flex items-center gap-2">
                <Icon name="check" className="size-4 text-accent" />
                {fact}
              </li>
            ))}
          </ul>
        )}
        {card.link && (
          <a
            href={card.link.href}
            className={cx(
              "mt-auto inline-flex items-center gap-2 pt-5 font-semibold hover:underline",
              onDark ? "text-white" : "text-accent-strong",
              phoneLinkClass(card.link.href),
            )}
          >
            {card.link.label}
            <Icon name="arrow-right" className="size-4" />
          </a>
        )}
      </div>
    </li>
  );
}

function CardMark({ card, index, variant }: Pick<CardProps, "card" | "index" | "variant">) {
  if (variant === "numbered") {
    return (
      <span aria-hidden="true" className="text-4xl font-extrabold tracking-tight text-accent" data-slot="card-number">
        {String(index + 1).padStart(2, "0")}
      </span>
    );
  }
  if (card.image && variant === "icon-top") {
    return <Picture layout="card" image={card.image} alt="" className="h-auto w-full rounded-xl" />;
  }
  if (!card.icon) return null;
  const beside = variant === "bordered";
  return (
    <span
      className={cx(
        "grid shrink-0 place-items-center rounded-2xl",
        beside
          ? "size-12 bg-accent text-accent-ink"
          : "size-16 bg-accent-soft text-accent-strong ring-1 ring-accent/15",
      )}
    >
      <Icon name={card.icon} className={beside ? "size-6" : "size-8"} />
    </span>
  );
}
