import { describe, expect, it } from "vitest";
import { svgProblems } from "../../src/engine/read/public/svg-check";
import { rememberedSvgProblems } from "../../src/engine/speedups/remembered-svg-checks";

const drawing = (extra: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/>${extra}</svg>`;

describe("SVG checks remembered by their text", () => {
  it("answers as the check does, for a drawing that may be published and one that may not", () => {
    for (const text of [
      drawing(""),
      drawing("<script>alert(1)</script>"),
      drawing('<image href="https://x.example/a.png"/>'),
    ]) {
      expect(rememberedSvgProblems(text)).toEqual(svgProblems(text));
    }
    expect(rememberedSvgProblems(drawing("<script>alert(1)</script>")).length).toBeGreaterThan(0);
  });

  it("checks a text once, and a changed text again", () => {
    const first = rememberedSvgProblems(drawing("<circle r='1'/>"));
    expect(rememberedSvgProblems(drawing("<circle r='1'/>"))).toBe(first);
    const changed = drawing("<circle r='1'/><script/>");
    expect(rememberedSvgProblems(changed)).not.toBe(first);
    expect(rememberedSvgProblems(changed).length).toBeGreaterThan(0);
  });
});
