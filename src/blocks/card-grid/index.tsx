import { useId } from "react";
import type { BlockProps } from "../../../schema/blocks";
import { cx } from "../../ui/cx";
import { Section } from "../../ui/Section";
import { SectionIntro } from "../../ui/SectionIntro";
import { Card } from "./Card";

/** Card widths per number of columns; a short last row stays centred. */
const widths: Record<BlockProps<"card-grid">["columns"], string> = {
  2: "sm:w-[calc((100%-1.5rem)/2)]",
  3: "sm:w-[calc((100%-1.5rem)/2)] lg:w-[calc((100%-3rem)/3)]",
  4: "sm:w-[calc((100%-1.5rem)/2)] lg:w-[calc((100%-4.5rem)/4)]",
};

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
      <ul data-reveal className="mt-12 flex flex-wrap justify-center gap-6 md:mt-16">
        {cards.map((card, index) => (
          <Card
            key={card.title}
            card={card}
            index={index}
            variant={variant}
            onDark={surface === "dark"}
            className={cx("w-full", widths[columns])}
          />
        ))}
      </ul>
    </Section>
  );
}
