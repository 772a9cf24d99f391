import { useId } from "react";
import type { BlockProps } from "../../../schema/blocks";
import type { IslandRule } from "../../islands/island-start";
import { Prerendered } from "../../islands/Prerendered";
import { cx } from "../../ui/cx";
import { Section } from "../../ui/Section";
import { SectionIntro } from "../../ui/SectionIntro";
import { slideWidthClasses, sliderBreakpoints } from "../../ui/slide-widths";
import { TestimonialCard } from "./TestimonialCard";
import { ArrowsBelow } from "../../ui/SliderArrow";
import { sliderIslandStart } from "../../ui/slider-island";
import { useSlider } from "../../ui/use-slider";

export const island: IslandRule<BlockProps<"testimonial-slider">> = sliderIslandStart;

/** The slides never change in the browser: the slider moves the prerendered cards. */
export const browserProps = (props: BlockProps<"testimonial-slider">) => ({ ...props, testimonials: [] });

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
  const { sliderRef, slider, pauseHandlers } = useSlider({
    loop,
    perView: perView.base,
    breakpoints: sliderBreakpoints(perView),
    autoplay,
  });

  return (
    <Section surface={surface} labelledBy={headingId} block="testimonial-slider">
      <SectionIntro eyebrow={eyebrow} heading={heading} lead={lead} id={headingId} />
      <div className="mt-10" data-reveal {...pauseHandlers}>
        <Prerendered
          as="ul"
          ref={sliderRef}
          className={cx("keen-slider slide-strip testimonial-slides", slideWidthClasses(perView))}
          data-slot="slides"
        >
          {testimonials.map((testimonial) => (
            <li key={testimonial.id} data-slot="slide">
              <TestimonialCard testimonial={testimonial} ratingLabel={ratingLabel} />
            </li>
          ))}
        </Prerendered>
        <ArrowsBelow previousLabel={previousLabel} nextLabel={nextLabel} slider={slider} />
      </div>
    </Section>
  );
}
