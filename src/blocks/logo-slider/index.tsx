import "keen-slider/keen-slider.min.css";
import { useKeenSlider } from "keen-slider/react";
import { useId, useState } from "react";
import type { BlockProps } from "../../../schema/blocks";
import type { IslandRule } from "../../islands/island-start";
import { AccentText } from "../../ui/AccentText";
import { cx } from "../../ui/cx";
import { Icon } from "../../ui/Icon";
import { Picture } from "../../ui/Picture";
import { Section } from "../../ui/Section";
import { useAutoplay } from "../../ui/use-autoplay";
import { stepSlider } from "../../ui/slider-step";
import { logoBreakpoints, logoWidthClasses } from "./slide-widths";

/** A slider that plays by itself starts as it comes into view; one that only moves on its arrows starts on first use. */
export const island: IslandRule<BlockProps<"logo-slider">> = (slider) => (slider.autoplay ? "visible" : "interaction");

/** How long one move takes, in ms. */
const speed = 500;

const arrowClass =
  "grid size-11 shrink-0 place-items-center rounded-full border border-line bg-white text-ink shadow-card transition-colors duration-200 hover:border-accent hover:bg-accent hover:text-accent-ink";

/** Partner logos in a looping strip that moves by itself, with previous and next arrows. */
export default function LogoSlider({
  eyebrow,
  heading,
  logos,
  perView,
  autoplay,
  variant,
  surface,
  previousLabel,
  nextLabel,
  label,
}: BlockProps<"logo-slider">) {
  const headingId = `${useId()}-heading`;
  const [position, setPosition] = useState(0);
  const [sliderRef, slider] = useKeenSlider<HTMLUListElement>({
    loop: true,
    defaultAnimation: { duration: speed },
    slides: { perView: perView.base },
    breakpoints: logoBreakpoints(perView),
    slideChanged: (instance) => setPosition(instance.track.details.rel),
  });
  const pauseHandlers = useAutoplay(slider, autoplay, position);
  return (
    <Section
      surface={surface}
      block="logo-slider"
      variant={variant}
      labelledBy={heading ? headingId : undefined}
      spacing="compact"
    >
      {heading && (
        <div className="mx-auto max-w-2xl text-center">
          {eyebrow && <p className="mb-2 text-sm font-bold uppercase tracking-[0.14em] text-accent">{eyebrow}</p>}
          <h2 id={headingId} className="text-2xl sm:text-3xl">
            <AccentText text={heading} />
          </h2>
        </div>
      )}
      <div
        className={cx("flex items-center gap-3", heading && "mt-8")}
        role="group"
        aria-roledescription="carousel"
        aria-label={heading ? undefined : label}
        aria-labelledby={heading ? headingId : undefined}
        {...pauseHandlers}
      >
        <button
          type="button"
          onClick={() => stepSlider(slider.current, -1)}
          aria-label={previousLabel}
          className={arrowClass}
        >
          <Icon name="chevron-left" />
        </button>
        <ul ref={sliderRef} className="keen-slider min-w-0 flex-1" data-slot="slides">
          {logos.map((logo) => (
            <li
              key={logo.name}
              className={cx("keen-slider__slide shrink-0 px-2 py-2", logoWidthClasses(perView))}
              data-slot="slide"
            >
              <div
                className={cx(
                  "grid h-20 place-items-center px-4",
                  variant === "cards" && "rounded-card bg-white shadow-card ring-1 ring-line",
                )}
              >
                <Picture image={logo.image} alt={logo.name} className="h-9 w-auto max-w-full" />
              </div>
            </li>
          ))}
        </ul>
        <button
          type="button"
          onClick={() => stepSlider(slider.current, 1)}
          aria-label={nextLabel}
          className={arrowClass}
        >
          <Icon name="chevron-right" />
        </button>
      </div>
    </Section>
  );
}
