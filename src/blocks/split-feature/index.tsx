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
            <ul data-reveal className="feature-points">
              {points.map((point) => (
                <li key={point.title}>
                  <span>
                    <Icon name={point.icon} />
                  </span>
                  <div>
                    <h3>{point.title}</h3>
                    <p>{point.text}</p>
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
