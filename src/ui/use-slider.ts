import { useKeenSlider, type KeenSliderOptions } from "keen-slider/react";
import { useState } from "react";
import { slideDuration } from "./slider-step";
import { useAutoplay } from "./use-autoplay";

/** A slider's slides are its list's items (slider.css styles them so). */
export const slideSelector = ":scope > li";

interface SliderSettings {
  loop: boolean;
  /** Slides in view below the first breakpoint. */
  perView: number;
  /** Slides in view from each width on, as media queries; the slides' CSS widths must say the same. */
  breakpoints: NonNullable<KeenSliderOptions["breakpoints"]>;
  /** ms between moves when it plays by itself, or false. */
  autoplay: number | false;
}

/**
 * A strip of slides as the site's sliders move: half-second moves, slides in view by screen width,
 * and autoplay that waits while the visitor points at or focuses the slider. Put `sliderRef` on the
 * list of slides and spread `pauseHandlers` on the element that holds the slides and their arrows.
 */
export function useSlider({ loop, perView, breakpoints, autoplay }: SliderSettings) {
  const [position, setPosition] = useState(0);
  const [sliderRef, slider] = useKeenSlider<HTMLUListElement>({
    loop,
    selector: slideSelector,
    defaultAnimation: { duration: slideDuration },
    slides: { perView },
    breakpoints,
    slideChanged: (instance) => setPosition(instance.track.details.rel),
  });
  const pauseHandlers = useAutoplay(slider, autoplay, position);
  return { sliderRef, slider, pauseHandlers };
}
