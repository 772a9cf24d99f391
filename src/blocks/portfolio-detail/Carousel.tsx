import { useKeenSlider } from "keen-slider/react";
import type { ImageAsset } from "../../../schema/kit/asset-kit";
import { FirstScreen } from "../../page/first-screen";
import { Picture } from "../../ui/Picture";
import { SliderArrow } from "../../ui/SliderArrow";
import { slideDuration } from "../../ui/slider-step";
import { slideSelector } from "../../ui/use-slider";

interface CarouselProps {
  image: ImageAsset;
  alt: string;
  copies: number;
  label: string;
  slideLabel: string;
  previous: string;
  next: string;
}

/** A looping carousel of copies of one picture, with named previous and next arrows. */
export function Carousel({ image, alt, copies, label, slideLabel, previous, next }: CarouselProps) {
  const [sliderRef, slider] = useKeenSlider<HTMLUListElement>({
    loop: true,
    selector: slideSelector,
    defaultAnimation: { duration: slideDuration },
  });
  const slides = Array.from({ length: copies }, (_, index) => index + 1);
  return (
    <section aria-roledescription="carousel" aria-label={label} className="relative" data-slot="carousel">
      <ul ref={sliderRef} className="keen-slider rounded-card">
        {slides.map((n) => (
          <li
            key={n}
            className="portfolio-slide"
            aria-roledescription="slide"
            aria-label={slideLabel.replace("{n}", String(n)).replace("{count}", String(copies))}
            data-slot="slide"
          >
            {n === 1 ? (
              <Picture layout="wide" image={image} alt={alt} priority />
            ) : (
              // The other slides wait beside the first, out of sight until the visitor turns to them.
              <FirstScreen value={false}>
                <Picture layout="wide" image={image} alt="" />
              </FirstScreen>
            )}
          </li>
        ))}
      </ul>
      <SliderArrow direction="previous" label={previous} slider={slider} variant="overlaid" className="size-12" />
      <SliderArrow direction="next" label={next} slider={slider} variant="overlaid" className="size-12" />
    </section>
  );
}
