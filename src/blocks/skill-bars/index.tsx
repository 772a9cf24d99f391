import { useId, useRef } from "react";
import type { BlockProps } from "../../../schema/blocks";
import type { IslandRule } from "../../islands/island-start";
import { ActionRow } from "../../ui/ActionButton";
import { Icon } from "../../ui/Icon";
import { MeterBar } from "../../ui/MeterBar";
import { Section } from "../../ui/Section";
import { SectionIntro } from "../../ui/SectionIntro";
import { useFillOnView } from "../../ui/use-fill-on-view";

/** The fill starts as the bars come near the screen. */
export const island: IslandRule<BlockProps<"skill-bars">> = "visible";

/**
 * Skills as labelled bars (role=meter, with the percentage as its value), the heading beside them on
 * wide screens. The HTML draws every bar at its final width, which is what shows with JavaScript off
 * or reduced motion; otherwise the bars empty once the island starts and fill when half in view.
 */
export default function SkillBars({
  id,
  eyebrow,
  heading,
  lead,
  actions,
  skills,
  duration,
  surface,
}: BlockProps<"skill-bars">) {
  const headingId = useId();
  const list = useRef<HTMLUListElement>(null);
  const phase = useFillOnView(list);
  return (
    <Section id={id} surface={surface} block="skill-bars" labelledBy={headingId}>
      <div className="grid items-center gap-12 lg:grid-cols-2 lg:gap-20">
        <div>
          <SectionIntro eyebrow={eyebrow} heading={heading} lead={lead} id={headingId} align="start" />
          <ActionRow actions={actions} className="mt-8 flex flex-wrap items-center gap-3" />
        </div>
        <ul ref={list} className="grid gap-8" data-slot="skills" data-phase={phase}>
          {skills.map((skill) => (
            <li key={skill.title} className="flex items-center gap-5" data-slot="skill">
              <span className="grid size-14 shrink-0 place-items-center rounded-2xl bg-white text-accent shadow-card ring-1 ring-line">
                <Icon name={skill.icon} className="size-7" />
              </span>
              <MeterBar label={skill.title} percent={skill.percent} phase={phase} duration={duration} />
            </li>
          ))}
        </ul>
      </div>
    </Section>
  );
}
