import { useId } from "react";
import type { BlockProps } from "../../../schema/blocks";
import { Section } from "../../ui/Section";
import { SectionIntro } from "../../ui/SectionIntro";
import { Card } from "./Card";

/** A heading and a grid of cards: audiences, features, services. */
export default function CardGrid({
  id,
  eyebrow,
  heading,
  lead,
  columns,
  variant,
  cards,
  surface,
}: BlockProps<"card-grid">) {
  const headingId = useId();
  return (
    <Section id={id} surface={surface} block="card-grid" variant={variant} labelledBy={headingId}>
      <SectionIntro eyebrow={eyebrow} heading={heading} lead={lead} id={headingId} />
      {/* The row sets its cards' widths by its number of columns (cards.css); a short last row stays centred. */}
      <ul data-reveal className="card-row" data-columns={columns}>
        {cards.map((card, index) => (
          <Card key={card.title} card={card} index={index} variant={variant} onDark={surface === "dark"} />
        ))}
      </ul>
    </Section>
  );
}
