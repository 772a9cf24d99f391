import { useId } from "react";
import type { BlockProps } from "../../../schema/blocks";
import { MeterBar, MeterList } from "../../ui/MeterBar";
import { Section } from "../../ui/Section";
import { SectionIntro } from "../../ui/SectionIntro";

/**
 * Results as labelled bars (role=meter, described by their sentence), the heading beside them on wide
 * screens. They are the skill bars' bars, drawn and filled the same way (`MeterList`).
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
  return (
    <Section id={id} surface={surface} block="progress-bars" labelledBy={headingId}>
      <div className="grid items-center gap-12 lg:grid-cols-2 lg:gap-20">
        <SectionIntro eyebrow={eyebrow} heading={heading} lead={lead} id={headingId} align="start" />
        <MeterList duration={duration}>
          {items.map((item) => (
            <li key={item.title} className="flex">
              <MeterBar label={item.title} description={item.description} percent={item.value} />
            </li>
          ))}
        </MeterList>
      </div>
    </Section>
  );
}
