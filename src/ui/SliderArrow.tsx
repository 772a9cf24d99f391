import type { KeenSliderInstance } from "keen-slider/react";
import type { RefObject } from "react";
import { cx } from "./cx";
import { Icon } from "./Icon";
import { stepSlider } from "./slider-step";

type Direction = "previous" | "next";

const variants = {
  /** On the section's background, beside or under the slides: a line keeps the white disc visible. */
  outlined: "border border-line hover:border-accent",
  /** Over the slides, halfway down their sides. */
  overlaid: "absolute top-1/2 -translate-y-1/2",
} as const;

const overlaidSide: Record<Direction, string> = { previous: "left-4", next: "right-4" };

interface SliderArrowProps {
  direction: Direction;
  /** The arrow's accessible name, such as "Next testimonial". */
  label: string;
  slider: RefObject<KeenSliderInstance | null>;
  variant: keyof typeof variants;
  /** The arrow's size, and what it takes in the layout around it. */
  className: string;
}

/** A round button that moves a slider one slide back or on. */
export function SliderArrow({ direction, label, slider, variant, className }: SliderArrowProps) {
  return (
    <button
      type="button"
      aria-label={label}
      onClick={() => stepSlider(slider.current, direction === "next" ? 1 : -1)}
      className={cx("slider-arrow", variants[variant], variant === "overlaid" && overlaidSide[direction], className)}
    >
      <Icon name={direction === "next" ? "chevron-right" : "chevron-left"} />
    </button>
  );
}
