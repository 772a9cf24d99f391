import type { KeenSliderInstance } from "keen-slider/react";

/** How long one move of the site's sliders takes, in ms: give it as the slider's defaultAnimation. */
export const slideDuration = 500;

/**
 * Moves a slider one slide on (1) or back (-1) from the slide it is heading for, so a press during a
 * move adds to it. keen-slider's own next() and prev() count from the slide nearest the current
 * position, which stays the old one for the first tenth of a move: a double click, a second tap on a
 * slow phone, or two presses held while the island started and replayed together moved one slide.
 */
export function stepSlider(slider: KeenSliderInstance | null, step: 1 | -1): void {
  const details = slider?.track.details;
  if (!slider || !details) return;
  slider.moveToIdx((slider.animator.targetIdx ?? details.abs) + step, true);
}
