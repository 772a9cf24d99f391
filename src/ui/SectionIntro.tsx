import { AccentText } from "./AccentText";
import { cx } from "./cx";

interface SectionIntroProps {
  eyebrow?: string | undefined;
  heading: string;
  lead?: string | undefined;
  /** id for the heading, so the section can name itself after it. */
  id?: string | undefined;
  align?: "center" | "start";
  /** h1 for the first section of a page, h2 everywhere else. */
  level?: 1 | 2;
  className?: string;
}

/** The small label, heading and lead paragraph that open most sections, styled by the section-intro utility (sections.css). */
export function SectionIntro({
  eyebrow,
  heading,
  lead,
  id,
  align = "center",
  level = 2,
  className,
}: SectionIntroProps) {
  const Heading = level === 1 ? "h1" : "h2";
  return (
    <div data-reveal className={cx("section-intro", align === "center" && "mx-auto text-center", className)}>
      {eyebrow && <p className="eyebrow text-accent">{eyebrow}</p>}
      <Heading id={id}>
        <AccentText text={heading} />
      </Heading>
      {lead && <p className="section-lead">{lead}</p>}
    </div>
  );
}
