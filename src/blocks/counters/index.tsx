import { useId } from "react";
import type { BlockProps } from "../../../schema/blocks";
import type { IslandRule } from "../../islands/island-start";
import { cx } from "../../ui/cx";
import { Section } from "../../ui/Section";
import { SectionIntro } from "../../ui/SectionIntro";
import { Counter } from "./Counter";

/** The count starts as the figures come near the screen. */
export const island: IslandRule<BlockProps<"counters">> = "visible";

type Variant = BlockProps<"counters">["variant"];

/** Classes of each variant: the list, one figure, its number and its label. */
const looks: Record<Variant, { list: string; item: string; number: string; label: string }> = {
  plain: {
    list: "grid gap-10 sm:grid-cols-2 lg:grid-flow-col lg:auto-cols-fr lg:grid-cols-none",
    item: "text-center",
    number: "text-5xl text-accent",
    label: "mt-2 font-semibold text-muted",
  },
  cards: {
    list: "grid gap-6 sm:grid-cols-2 lg:grid-flow-col lg:auto-cols-fr lg:grid-cols-none",
    item: "rounded-card bg-white p-8 text-center shadow-card ring-1 ring-line",
    number: "text-4xl text-ink",
    label: "mt-2 font-medium text-muted",
  },
  band: {
    list: "grid gap-10 rounded-[2rem] bg-accent px-8 py-12 text-accent-ink shadow-lift sm:grid-cols-2 lg:grid-flow-col lg:auto-cols-fr lg:grid-cols-none lg:divide-x lg:divide-white/25",
    item: "text-center",
    number: "text-5xl text-accent-ink",
    label: "mt-2 font-semibold text-accent-ink",
  },
};

/** Key figures that count up from 0 once they scroll into view; the HTML already holds the final numbers. */
export default function Counters({
  id,
  eyebrow,
  heading,
  lead,
  items,
  seconds,
  variant,
  surface,
}: BlockProps<"counters">) {
  const headingId = useId();
  const look = looks[variant];
  return (
    <Section
      id={id}
      surface={surface}
      block="counters"
      variant={variant}
      labelledBy={heading ? headingId : undefined}
      spacing={heading ? "normal" : "compact"}
    >
      {heading && <SectionIntro eyebrow={eyebrow} heading={heading} lead={lead} id={headingId} />}
      <ul className={cx(look.list, heading && "mt-12")}>
        {items.map((item) => (
          <li key={item.label} className={look.item} data-slot="counter">
            <Counter
              item={item}
              duration={seconds * 1000}
              numberClass={cx(look.number, surface === "dark" && variant === "plain" && "text-white")}
              labelClass={cx(look.label, surface === "dark" && variant === "plain" && "text-slate-300")}
            />
          </li>
        ))}
      </ul>
    </Section>
  );
}
