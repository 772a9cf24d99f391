import { useId } from "react";
import type { BlockProps } from "../../../schema/blocks";
import { cx } from "../../ui/cx";
import { Section } from "../../ui/Section";
import { SectionIntro } from "../../ui/SectionIntro";

/**
 * A history as an ordered list of moments along a line (the timeline-list utility, sections.css). The
 * date is a label, not a heading: each moment's heading is what happened. The beside look sets the
 * heading beside the moments from lg, where it stays in view while they scroll past.
 */
export default function Timeline({ id, eyebrow, heading, lead, items, variant, surface }: BlockProps<"timeline">) {
  const headingId = useId();
  const beside = variant === "beside";
  const intro = (
    <SectionIntro
      eyebrow={eyebrow}
      heading={heading}
      lead={lead}
      id={headingId}
      align={beside ? "start" : "center"}
      className={beside ? "lg:sticky lg:top-28" : undefined}
    />
  );
  const moments = (
    <ol data-reveal className={cx("timeline-list", !beside && "mx-auto mt-12 max-w-2xl")}>
      {items.map((item, index) => (
        // Two moments may share a date or a title; their place in the history tells them apart.
        <li key={index}>
          <p className="eyebrow text-accent">{item.when}</p>
          <h3>{item.title}</h3>
          <p>{item.text}</p>
        </li>
      ))}
    </ol>
  );
  return (
    <Section id={id} surface={surface} block="timeline" variant={variant} labelledBy={headingId}>
      {beside ? (
        <div className="grid gap-12 lg:grid-cols-2 lg:items-start lg:gap-16">
          {intro}
          {moments}
        </div>
      ) : (
        <>
          {intro}
          {moments}
        </>
      )}
    </Section>
  );
}
