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

/** The small label, heading and lead paragraph that open most sections. */
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
    <div data-reveal className={cx("max-w-3xl", align === "center" && "mx-auto text-center", className)}>
      {eyebrow && <p className="mb-3 eyebrow text-accent">{eyebrow}</p>}
      <Heading id={id} className={level === 1 ? "text-4xl sm:text-5xl lg:text-display" : "text-3xl sm:text-4xl"}>
        <AccentText text={heading} />
      </Heading>
      {lead && <p className="section-lead">{lead}</p>}
    </div>
  );
}
