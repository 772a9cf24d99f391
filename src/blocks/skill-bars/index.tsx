import { useId } from "react";
import type { BlockProps } from "../../../schema/blocks";
import { ActionRow } from "../../ui/ActionButton";
import { Icon } from "../../ui/Icon";
import { MeterBar, MeterList } from "../../ui/MeterBar";
import { Section } from "../../ui/Section";
import { SectionIntro } from "../../ui/SectionIntro";

/**
 * Skills as labelled bars (role=meter, with the percentage as its value), each after its icon, the
 * heading beside them on wide screens. The bars fill as they scroll into view (`MeterList`), with no
 * island: the shell's reveal starts the fill.
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
  return (
    <Section id={id} surface={surface} block="skill-bars" labelledBy={headingId}>
      <div className="grid items-center gap-12 lg:grid-cols-2 lg:gap-20">
        <div>
          <SectionIntro eyebrow={eyebrow} heading={heading} lead={lead} id={headingId} align="start" />
          <ActionRow actions={actions} className="mt-8 flex flex-wrap items-center gap-3" />
        </div>
        <MeterList duration={duration}>
          {skills.map((skill) => (
            <li key={skill.title} className="flex items-center gap-5">
              <span className="grid size-14 shrink-0 place-items-center rounded-2xl bg-white text-accent shadow-card ring-1 ring-line">
                <Icon name={skill.icon} className="size-7" />
              </span>
              <MeterBar label={skill.title} percent={skill.percent} />
            </li>
          ))}
        </MeterList>
      </div>
    </Section>
  );
}
