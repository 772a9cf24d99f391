import "keen-slider/keen-slider.min.css";
import { useKeenSlider } from "keen-slider/react";
import { useId, useState } from "react";
import type { BlockProps } from "../../../schema/blocks";
import type { IslandRule } from "../../islands/island-start";
import { cx } from "../../ui/cx";
import { Icon } from "../../ui/Icon";
import { Section } from "../../ui/Section";
import { SectionIntro } from "../../ui/SectionIntro";
import { slideWidthClasses, sliderBreakpoints } from "./slide-widths";
import { TestimonialCard } from "./TestimonialCard";
import { useAutoplay } from "../../ui/use-autoplay";
import { stepSlider } from "../../ui/slider-step";

/** A slider that plays by itself starts as it comes into view; one that only moves on its arrows starts on first use. */
export const island: IslandRule<BlockProps<"testimonial-slider">> = (slider) =>
  slider.autoplay ? "visible" : "interaction";

/** How long one move takes, in ms. */
const speed = 500;

const arrowClass =
  "grid size-12 place-items-center rounded-full border border-line bg-white text-ink shadow-card transition-colors duration-200 hover:border-accent hover:bg-accent hover:text-accent-ink";

/**
 * Client testimonials in a looping slider with previous and next arrows. Slides take their width
 * from CSS, so the prerendered page already shows the first cards where the slider will keep them.
 */
export default function TestimonialSlider({
  eyebrow,
  heading,
  lead,
  surface,
  testimonials,
  perView,
  autoplay,
  loop,
  ratingLabel,
  previousLabel,
  nextLabel,
}: BlockProps<"testimonial-slider">) {
  const headingId = `${useId()}-heading`;
  const [position, setPosition] = useState(0);
  const [sliderRef, slider] = useKeenSlider<HTMLUListElement>({
    loop,
    defaultAnimation: { duration: speed },
    slides: { perView: perView.base },
    breakpoints: sliderBreakpoints(perView),
    slideChanged: (instance) => setPosition(instance.track.details.rel),
  });
  const pauseHandlers = useAutoplay(slider, autoplay, position);

  return (
    <Section surface={surface} labelledBy={headingId} block="testimonial-slider">
      <SectionIntro eyebrow={eyebrow} heading={heading} lead={lead} id={headingId} />
      <div className="mt-10" data-reveal {...pauseHandlers}>
        {/* Each slide's padding is the gap (the negative margin takes it back at the ends), so the
              slider needs no spacing of its own; the card shadows stay visible inside the padding. */}
        <ul ref={sliderRef} className="keen-slider -mx-3 w-auto! py-4" data-slot="slides">
          {testimonials.map((testimonial) => (
            <li
              key={testimonial.id}
              className={cx("keen-slider__slide shrink-0 overflow-visible! px-3", slideWidthClasses(perView))}
              data-slot="slide"
            >
              <TestimonialCard testimonial={testimonial} ratingLabel={ratingLabel} />
            </li>
          ))}
        </ul>
        <div className="mt-8 flex justify-center gap-4">
          <button
            type="button"
            onClick={() => stepSlider(slider.current, -1)}
            aria-label={previousLabel}
            className={arrowClass}
          >
            <Icon name="chevron-left" />
          </button>
          <button
            type="button"
            onClick={() => stepSlider(slider.current, 1)}
            aria-label={nextLabel}
            className={arrowClass}
          >
            <Icon name="chevron-right" />
          </button>
        </div>
      </div>
    </Section>
  );
}
