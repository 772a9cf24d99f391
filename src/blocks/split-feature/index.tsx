import { useId } from "react";
import type { BlockProps } from "../../../schema/blocks";
import { ActionRow } from "../../ui/ActionButton";
import { cx } from "../../ui/cx";
import { Icon } from "../../ui/Icon";
import { Picture } from "../../ui/Picture";
import { Section } from "../../ui/Section";
import { SectionIntro } from "../../ui/SectionIntro";

/** An illustration beside a heading, a lead and a list of points with icons. */
export default function SplitFeature({
  id,
  eyebrow,
  heading,
  lead,
  image,
  imageAlt,
  imageSide,
  points,
  actions,
  surface,
}: BlockProps<"split-feature">) {
  const headingId = useId();
  return (
    <Section id={id} surface={surface} block="split-feature" labelledBy={headingId}>
      <div className="grid items-center gap-12 lg:grid-cols-2 lg:gap-20">
        <div data-reveal className={cx(imageSide === "end" && "lg:order-last")}>
          <Picture
            layout="half"
            image={image}
            alt={imageAlt}
            // A photo is framed as the site's cards are; a drawing has its own shape.
            className={cx("mx-auto h-auto w-full max-w-xl", image.photo && "rounded-card shadow-card")}
          />
        </div>
        <div>
          <SectionIntro eyebrow={eyebrow} heading={heading} lead={lead} id={headingId} align="start" />
          {points.length > 0 && (
            <ul data-reveal className="mt-10 grid gap-7">
              {points.map((point) => (
                <li key={point.title} className="flex gap-5">
                  <span className="grid size-12 shrink-0 place-items-center rounded-2xl bg-accent text-accent-ink shadow-sm shadow-accent/30">
                    <Icon name={point.icon} className="size-6" />
                  </span>
                  <div>
                    <h3 className="text-lg">{point.title}</h3>
                    <p className="mt-1.5 leading-relaxed">{point.text}</p>
                  </div>
                </li>
              ))}
            </ul>
          )}
          <ActionRow actions={actions} className="mt-10 flex flex-wrap items-center gap-3" />
        </div>
      </div>
    </Section>
  );
}
