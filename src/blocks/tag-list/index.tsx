import { useId } from "react";
import type { BlockProps } from "../../../schema/blocks";
import { Icon } from "../../ui/Icon";
import { Section } from "../../ui/Section";
import { SectionIntro } from "../../ui/SectionIntro";

/** A heading and a centred cloud of short tags, each with an icon (a check mark by default). */
export default function TagList({ id, eyebrow, heading, lead, tags, surface }: BlockProps<"tag-list">) {
  const headingId = useId();
  return (
    <Section id={id} surface={surface} block="tag-list" labelledBy={headingId}>
      <SectionIntro eyebrow={eyebrow} heading={heading} lead={lead} id={headingId} />
      <ul data-reveal className="tag-cloud mx-auto mt-12 flex max-w-5xl flex-wrap justify-center gap-2.5 sm:gap-4">
        {tags.map((tag) => (
          <li key={tag.text} data-slot="tag">
            <Icon name={tag.icon ?? "check"} />
            {tag.text}
          </li>
        ))}
      </ul>
    </Section>
  );
}
