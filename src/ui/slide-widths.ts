import { cx } from "./cx";

/** Slides in view: on phones, from md (768 px) and from lg (1024 px). */
export interface PerView {
  base: number;
  md: number;
  lg: number;
}

// Written out in full so Tailwind finds every class in the source.
const base: Record<number, string> = { 1: "*:basis-full", 2: "*:basis-1/2", 3: "*:basis-1/3", 4: "*:basis-1/4" };
const md: Record<number, string> = {
  1: "md:*:basis-full",
  2: "md:*:basis-1/2",
  3: "md:*:basis-1/3",
  4: "md:*:basis-1/4",
};
const lg: Record<number, string> = {
  1: "lg:*:basis-full",
  2: "lg:*:basis-1/2",
  3: "lg:*:basis-1/3",
  4: "lg:*:basis-1/4",
};

/**
 * The width of every slide at each breakpoint, from CSS, as classes of the track that size its
 * children: the prerendered page shows the first slides laid out as the slider will lay them out, so
 * nothing moves when it starts. One to four slides in view.
 */
export function slideWidthClasses(perView: PerView): string {
  return cx(base[perView.base], md[perView.md], lg[perView.lg]);
}

/** The slider's own breakpoints, matching Tailwind's md (768 px) and lg (1024 px). */
export function sliderBreakpoints(perView: PerView) {
  return {
    "(min-width: 768px)": { slides: { perView: perView.md } },
    "(min-width: 1024px)": { slides: { perView: perView.lg } },
  };
}
