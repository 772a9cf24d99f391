import { useId, useRef } from "react";
import type { BlockProps } from "../../../schema/blocks";
import type { IslandRule } from "../../islands/island-start";
import { ActionRow } from "../../ui/ActionButton";
import { Icon } from "../../ui/Icon";
import { Section } from "../../ui/Section";
import { SectionIntro } from "../../ui/SectionIntro";
import { useFillOnView } from "./use-fill-on-view";

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
  const skillId = useId();
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
          {skills.map((skill, index) => (
            <li key={skill.title} className="flex items-center gap-5" data-slot="skill">
              <span className="grid size-14 shrink-0 place-items-center rounded-2xl bg-white text-accent shadow-card ring-1 ring-line">
                <Icon name={skill.icon} className="size-7" />
              </span>
              <div className="flex-1">
                <div className="flex items-baseline justify-between gap-4">
                  <span id={`${skillId}-${index}`} className="text-lg font-bold text-ink">
                    {skill.title}
                  </span>
                  <span aria-hidden="true" className="font-bold tabular-nums text-accent-strong">
                    {skill.percent}%
                  </span>
                </div>
                <div
                  role="meter"
                  aria-labelledby={`${skillId}-${index}`}
                  aria-valuemin={0}
                  aria-valuemax={100}
                  aria-valuenow={skill.percent}
                  aria-valuetext={`${skill.percent}%`}
                  className="mt-3 h-2.5 overflow-hidden rounded-full bg-white ring-1 ring-line"
                  data-slot="track"
                >
                  <div
                    className="h-full rounded-full bg-accent"
                    style={{
                      width: phase === "waiting" ? 0 : `${skill.percent}%`,
                      transition:
                        phase === "filling" ? `width ${duration}ms cubic-bezier(0.22, 1, 0.36, 1)` : undefined,
                    }}
                    data-slot="fill"
                  />
                </div>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </Section>
  );
}
