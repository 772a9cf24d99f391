import { useId } from "react";
import type { BlockProps } from "../../../schema/blocks";
import type { IslandRule } from "../../islands/island-start";
import { Prerendered } from "../../islands/Prerendered";
import { AccentText } from "../../ui/AccentText";
import { cx } from "../../ui/cx";
import { Picture } from "../../ui/Picture";
import { Section } from "../../ui/Section";
import { SliderArrow } from "../../ui/SliderArrow";
import { sliderIslandStart } from "../../ui/slider-island";
import { useSlider } from "../../ui/use-slider";
import { logoBreakpoints, logoWidthClasses } from "./slide-widths";

export const island: IslandRule<BlockProps<"logo-slider">> = sliderIslandStart;

/** The logos never change in the browser: the slider moves the prerendered ones. */
export const browserProps = (props: BlockProps<"logo-slider">) => ({ ...props, logos: [] });

/**
 * The arrows are small and secondary to the logos. Below 1024 px they sit under the strip, which takes
 * the whole width so the logos stay readable; from there they sit beside it.
 */
const arrowSize = "size-9 shrink-0";

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
  const { sliderRef, slider, pauseHandlers } = useSlider({
    loop: true,
    perView: perView.base,
    breakpoints: logoBreakpoints(perView),
    autoplay,
  });
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
          {eyebrow && <p className="mb-2 eyebrow text-accent">{eyebrow}</p>}
          <h2 id={headingId} className="text-2xl sm:text-3xl">
            <AccentText text={heading} />
          </h2>
        </div>
      )}
      <div
        className={cx("flex flex-wrap items-center justify-center gap-x-3 gap-y-4", heading && "mt-8")}
        role="group"
        aria-roledescription="carousel"
        aria-label={heading ? undefined : label}
        aria-labelledby={heading ? headingId : undefined}
        {...pauseHandlers}
      >
        <SliderArrow
          direction="previous"
          label={previousLabel}
          slider={slider}
          variant="outlined"
          className={arrowSize}
        />
        <Prerendered
          as="ul"
          ref={sliderRef}
          className={cx(
            "keen-slider logo-slides order-first min-w-0 basis-full lg:order-none lg:basis-0 lg:flex-1",
            logoWidthClasses(perView),
          )}
          data-slot="slides"
        >
          {logos.map((logo) => (
            <li key={logo.name} data-slot="slide">
              <div>
                <Picture layout="thumbnail" image={logo.image} alt={logo.name} />
              </div>
            </li>
          ))}
        </Prerendered>
        <SliderArrow direction="next" label={nextLabel} slider={slider} variant="outlined" className={arrowSize} />
      </div>
    </Section>
  );
}
