import type { HTMLAttributes, ReactNode } from "react";
import { cx } from "../../ui/cx";
import { ArrowsBelow } from "../../ui/SliderArrow";
import { slideWidthClasses, sliderBreakpoints } from "../../ui/slide-widths";
import { useSlider } from "../../ui/use-slider";

/** One entry in view on phones, two from md, three from lg. */
const perView = { base: 1, md: 2, lg: 3 };

interface EntriesCarouselProps extends HTMLAttributes<HTMLUListElement> {
  previousLabel: string;
  nextLabel: string;
  /** The entries, each a slide (an li). */
  children: ReactNode;
}

/**
 * A portfolio grid's entries as a looping strip, moved by previous and next arrows under it. The
 * slides take their widths from CSS, so the prerendered page shows the first entries where the
 * slider will keep them.
 */
export function EntriesCarousel({ previousLabel, nextLabel, children, className, ...list }: EntriesCarouselProps) {
  const { sliderRef, slider, pauseHandlers } = useSlider({
    loop: true,
    perView: perView.base,
    breakpoints: sliderBreakpoints(perView),
    autoplay: false,
  });
  return (
    <div {...pauseHandlers}>
      <ul ref={sliderRef} className={cx("keen-slider slide-strip", slideWidthClasses(perView), className)} {...list}>
        {children}
      </ul>
      <ArrowsBelow previousLabel={previousLabel} nextLabel={nextLabel} slider={slider} />
    </div>
  );
}
