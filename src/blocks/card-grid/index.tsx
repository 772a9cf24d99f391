import { useId } from "react";
import type { BlockProps } from "../../../schema/blocks";
import { Section } from "../../ui/Section";
import { SectionIntro } from "../../ui/SectionIntro";
import { Card } from "./Card";

/**
 * A heading and a grid of cards: audiences, features, services. The list variant sets the heading
 * beside one column of rows instead (cards.css).
 */
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
  const list = variant === "list";
  const intro = (
    <SectionIntro eyebrow={eyebrow} heading={heading} lead={lead} id={headingId} align={list ? "start" : "center"} />
  );
  const items = cards.map((card, index) => (
    <Card key={card.title} card={card} index={index} variant={variant} onDark={surface === "dark"} />
  ));
  return (
    <Section id={id} surface={surface} block="card-grid" variant={variant} labelledBy={headingId}>
      {list ? (
        <div className="card-list-layout">
          {intro}
          <ul data-reveal className="card-row" data-layout="list">
            {items}
          </ul>
        </div>
      ) : (
        <>
          {intro}
          {/* The row sets its cards' widths by its number of columns (cards.css); a short last row stays centred. */}
          <ul data-reveal className="card-row" data-columns={columns}>
            {items}
          </ul>
        </>
      )}
    </Section>
  );
}
