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

/**
 * Each variant's list and the colours of its number and label; the counter-list utility (sections.css)
 * frames and sizes the figures. Two figures a row from the smallest phone up, so a phone shows the
 * figures in two rows instead of four. Below 640 px a number is at most 19% of its column's width
 * (cqi), which keeps the widest figures on the page, "150,000+" and "20 million", on one line inside
 * half of a 320 px phone; wider columns stop at the variant's size.
 */
const looks: Record<Variant, { list: string; number: string; label: string }> = {
  plain: {
    list: "grid grid-cols-2 gap-x-4 gap-y-10 sm:gap-x-10 lg:grid-flow-col lg:auto-cols-fr lg:grid-cols-none",
    number: "text-accent",
    label: "text-muted",
  },
  cards: {
    list: "grid grid-cols-2 gap-4 sm:gap-6 lg:grid-flow-col lg:auto-cols-fr lg:grid-cols-none",
    number: "text-ink",
    label: "text-muted",
  },
  band: {
    list: "grid grid-cols-2 gap-x-4 gap-y-10 rounded-4xl bg-accent px-4 py-10 text-accent-ink shadow-lift sm:gap-x-10 sm:px-8 sm:py-12 lg:grid-flow-col lg:auto-cols-fr lg:grid-cols-none lg:divide-x lg:divide-white/25",
    number: "text-accent-ink",
    label: "text-accent-ink",
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
      <ul className={cx("counter-list", look.list, heading && "mt-12")}>
        {items.map((item) => (
          <li key={item.label} data-slot="counter">
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
