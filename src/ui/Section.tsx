import type { ReactNode } from "react";
import type { BlockType } from "../../schema/blocks";
import type { Surface } from "../../schema/primitives";
import { cx } from "./cx";

const surfaces: Record<Surface, string> = {
  plain: "bg-white",
  tinted: "bg-accent-soft",
  dark: "bg-night text-slate-300 [&_h2]:text-white [&_h3]:text-white [&_.text-accent]:text-accent-on-night",
};

/** Vertical padding: full sections, or compact bands such as call-to-action banners. */
const spacings = {
  normal: "py-16 md:py-24",
  compact: "py-8 md:py-12",
} as const;

interface SectionProps {
  /** Anchor others can link to: /#planes. */
  id?: string | undefined;
  surface?: Surface;
  /** Accessible name of the region, usually the id of its heading. */
  labelledBy?: string | undefined;
  className?: string;
  children: ReactNode;
  /** The block this section is, for styling and tests: data-block="faq". */
  block: BlockType;
  /** The block's variant, if it has several: data-variant. */
  variant?: string | undefined;
  spacing?: keyof typeof spacings;
}

/** A block's full-width band of the page, with the standard vertical rhythm and a centred container. */
export function Section({
  id,
  surface = "plain",
  labelledBy,
  className,
  children,
  block,
  variant,
  spacing = "normal",
}: SectionProps) {
  return (
    <section
      id={id}
      aria-labelledby={labelledBy}
      data-block={block}
      data-variant={variant}
      className={cx(spacings[spacing], surfaces[surface], className)}
    >
      <div className="page-column">{children}</div>
    </section>
  );
}
