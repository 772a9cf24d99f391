import type { IslandStart } from "../islands/island-start";

/** A slider that plays by itself starts as it comes into view; one that only moves on its arrows starts on first use. */
export function sliderIslandStart({ autoplay }: { autoplay: number | false }): IslandStart {
  return autoplay ? "visible" : "interaction";
}
