import { useId, useRef } from "react";
import type { BlockProps } from "../../../schema/blocks";
import type { IslandRule } from "../../islands/island-start";
import { MeterBar } from "../../ui/MeterBar";
import { Section } from "../../ui/Section";
import { SectionIntro } from "../../ui/SectionIntro";
import { useFillOnView } from "../../ui/use-fill-on-view";

/** The fill starts as the bars come near the screen. */
export const island: IslandRule<BlockProps<"progress-bars">> = "visible";

/**
 * Results as labelled bars (role=meter, described by their sentence), the heading beside them on wide
 * screens. They are the skill bars' bars, drawn and filled the same way: full in the HTML, emptied
 * once the island starts and filled when half in view.
 */
export default function ProgressBars({
  id,
  eyebrow,
  heading,
  lead,
  items,
  duration,
  surface,
}: BlockProps<"progress-bars">) {
  const headingId = useId();
  const list = useRef<HTMLUListElement>(null);
  const phase = useFillOnView(list);
  return (
    <Section id={id} surface={surface} block="progress-bars" labelledBy={headingId}>
      <div className="grid items-center gap-12 lg:grid-cols-2 lg:gap-20">
        <SectionIntro eyebrow={eyebrow} heading={heading} lead={lead} id={headingId} align="start" />
        <ul ref={list} className="grid gap-8" data-slot="items" data-phase={phase}>
          {items.map((item) => (
            <li key={item.title} className="flex" data-slot="item">
              <MeterBar
                label={item.title}
                description={item.description}
                percent={item.value}
                phase={phase}
                duration={duration}
              />
            </li>
          ))}
        </ul>
      </div>
    </Section>
  );
}
