import type { KeenSliderInstance } from "keen-slider/react";
import type { RefObject } from "react";
import { cx } from "./cx";
import { Icon } from "./Icon";
import { stepSlider } from "./slider-step";

type Direction = "previous" | "next";

/** Outlined: on the section's background, beside or under the slides. Overlaid: over the slides. */
type Variant = "outlined" | "overlaid";

const overlaidSide: Record<Direction, string> = { previous: "left-4", next: "right-4" };

interface SliderArrowProps {
  direction: Direction;
  /** The arrow's accessible name, such as "Next testimonial". */
  label: string;
  slider: RefObject<KeenSliderInstance | null>;
  variant: Variant;
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
      className={cx("slider-arrow", variant === "overlaid" && overlaidSide[direction], className)}
      data-variant={variant}
    >
      <Icon name={direction === "next" ? "chevron-right" : "chevron-left"} />
    </button>
  );
}

interface ArrowsBelowProps {
  previousLabel: string;
  nextLabel: string;
  slider: RefObject<KeenSliderInstance | null>;
}

/** The previous and next arrows side by side, centred under a slider's slides. */
export function ArrowsBelow({ previousLabel, nextLabel, slider }: ArrowsBelowProps) {
  return (
    <div className="mt-8 flex justify-center gap-4">
      <SliderArrow direction="previous" label={previousLabel} slider={slider} variant="outlined" className="size-12" />
      <SliderArrow direction="next" label={nextLabel} slider={slider} variant="outlined" className="size-12" />
    </div>
  );
}
