import { useId } from "react";
import type { BlockProps } from "../../../schema/blocks";
import { cx } from "../../ui/cx";
import { Icon } from "../../ui/Icon";
import { Section } from "../../ui/Section";
import { SectionIntro } from "../../ui/SectionIntro";

/** A heading and a centred cloud of short tags, each with an icon (a check mark by default). */
export default function TagList({ id, eyebrow, heading, lead, tags, surface }: BlockProps<"tag-list">) {
  const headingId = useId();
  const dark = surface === "dark";
  return (
    <Section id={id} surface={surface} block="tag-list" labelledBy={headingId}>
      <SectionIntro eyebrow={eyebrow} heading={heading} lead={lead} id={headingId} />
      <ul data-reveal className="mx-auto mt-12 flex max-w-5xl flex-wrap justify-center gap-2.5 sm:gap-4">
        {tags.map((tag) => (
          <li
            key={tag.text}
            data-slot="tag"
            className={cx(
              "inline-flex min-h-11 items-center gap-2 rounded-pill px-4 py-2 text-sm font-semibold shadow-card sm:min-h-12 sm:gap-2.5 sm:px-5 sm:py-2.5 sm:text-base ring-1 transition-transform duration-200 hover:-translate-y-0.5",
              dark ? "bg-white/10 text-white ring-white/15" : "bg-white text-ink ring-line",
            )}
          >
            <Icon
              name={tag.icon ?? "check"}
              className={cx("size-5", dark ? "text-highlight-on-night" : "text-accent")}
            />
            {tag.text}
          </li>
        ))}
      </ul>
    </Section>
  );
}
