import type { BlockProps } from "../../../schema/blocks";
import { cx } from "../../ui/cx";

type PerView = BlockProps<"logo-slider">["perView"];

// Written out in full so Tailwind finds every class in the source; breakpoints 576, 768 and 992 px.
const base: Record<number, string> = {
  1: "*:basis-full",
  2: "*:basis-1/2",
  3: "*:basis-1/3",
  4: "*:basis-1/4",
  5: "*:basis-1/5",
  6: "*:basis-1/6",
};
const sm: Record<number, string> = {
  1: "min-[576px]:*:basis-full",
  2: "min-[576px]:*:basis-1/2",
  3: "min-[576px]:*:basis-1/3",
  4: "min-[576px]:*:basis-1/4",
  5: "min-[576px]:*:basis-1/5",
  6: "min-[576px]:*:basis-1/6",
};
const md: Record<number, string> = {
  1: "min-[768px]:*:basis-full",
  2: "min-[768px]:*:basis-1/2",
  3: "min-[768px]:*:basis-1/3",
  4: "min-[768px]:*:basis-1/4",
  5: "min-[768px]:*:basis-1/5",
  6: "min-[768px]:*:basis-1/6",
};
const lg: Record<number, string> = {
  1: "min-[992px]:*:basis-full",
  2: "min-[992px]:*:basis-1/2",
  3: "min-[992px]:*:basis-1/3",
  4: "min-[992px]:*:basis-1/4",
  5: "min-[992px]:*:basis-1/5",
  6: "min-[992px]:*:basis-1/6",
};

/**
 * Every slide's width at each breakpoint, from CSS, as classes of the strip that size its children, so
 * the prerendered strip already looks as the slider keeps it.
 */
export function logoWidthClasses(perView: PerView): string {
  return cx(base[perView.base], sm[perView.sm], md[perView.md], lg[perView.lg]);
}

/** The slider's own breakpoints, the same as the CSS above. */
export function logoBreakpoints(perView: PerView) {
  return {
    "(min-width: 576px)": { slides: { perView: perView.sm } },
    "(min-width: 768px)": { slides: { perView: perView.md } },
    "(min-width: 992px)": { slides: { perView: perView.lg } },
  };
}
