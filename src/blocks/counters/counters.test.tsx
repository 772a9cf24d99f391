import { readFileSync } from "node:fs";
import { beforeAll, describe, expect, it } from "vitest";
import { countersBlock } from "../../../schema/blocks/counters";
import { openingTags } from "../../../tests/helpers/html-tags";
import { renderAt } from "../../../tests/helpers/render-block";
import { projectBlockKit } from "../../../tests/helpers/site-kit";
import { formatFigure } from "./Counter";
import { countedValue } from "./use-count-up";
import { examplesOf } from "../../../tests/helpers/block-examples";
import Counters, { island } from ".";

const examples = examplesOf("counters");

/** The text of one utility of sections.css, which styles the figures. */
const utilityOf = (name: string) =>
  readFileSync(new URL("../../styles/sections.css", import.meta.url), "utf8").match(
    new RegExp(`@utility ${name} \\{[^]*?\\n\\}`),
  )?.[0] ?? "";

let schema: ReturnType<typeof countersBlock.schema>;
beforeAll(async () => {
  schema = countersBlock.schema((await projectBlockKit()).kit);
});

const [band, cards] = examples;
const counts = (html: string) => [...html.matchAll(/data-slot="count">([^<]*)</g)].map((match) => match[1]);

describe("counters", () => {
  it("prerenders the final figures, with grouping, decimals, prefix and suffix", () => {
    const html = renderAt(<Counters {...schema.parse(band)} />);
    expect(counts(html.replaceAll("<!-- -->", ""))).toEqual(["150,000+", "4.8", "30k", "100+"]);
  });

  it("hides the counting number from assistive technology, which reads the final figure", () => {
    const html = renderAt(<Counters {...schema.parse(band)} />);
    expect(html).toContain('<span class="sr-only">150,000+</span>');
    expect(html).toMatch(/<span aria-hidden="true" data-slot="count">/);
  });

  it("counts for 2 s unless told otherwise, in seconds", () => {
    expect(schema.parse(band).seconds).toBe(2);
    expect(schema.parse(cards).seconds).toBe(2.5);
    expect(schema.safeParse({ ...band, seconds: 0.1 }).success).toBe(false);
    expect(schema.safeParse({ ...band, duration: 2500 }).success).toBe(false);
  });

  it("shows a heading only when it has one, and marks its variant", () => {
    expect(renderAt(<Counters {...schema.parse(band)} />)).not.toContain("<h2");
    const html = renderAt(<Counters {...schema.parse(cards)} />);
    expect(html).toContain('data-variant="cards"');
    expect(html).toMatch(/<h2[^>]*>A team that <span class="text-accent">delivers<\/span><\/h2>/);
  });

  it("shows two figures a row on phones, each number on one line", () => {
    const html = renderAt(<Counters {...schema.parse(band)} />);
    const [list] = openingTags(html, "ul");
    expect(list?.class?.split(" ")).toEqual(expect.arrayContaining(["counter-list", "grid-cols-2"]));
    expect(utilityOf("counter-list")).toMatch(/& > li > p:first-child \{\s*@apply [^;]*whitespace-nowrap/);
  });

  it("starts as it comes into view", () => {
    expect(island).toBe("visible");
  });

  it("formats figures the same on the server and in the browser", () => {
    expect(formatFigure(1234.5, { decimals: 0, grouping: true }, "en-US")).toBe("1,235");
    expect(formatFigure(0, { decimals: 1, grouping: true }, "en-US")).toBe("0.0");
  });

  it("writes a figure without its thousands grouped when the item says so, as the spec's 3000+", () => {
    const item = { value: 3000, suffix: "+", label: "Servers", grouping: false };
    const html = renderAt(<Counters {...schema.parse({ type: "counters", items: [item] })} />);
    expect(html).toContain(">3000+<");
    expect(html).not.toContain("3,000");
  });
});

describe("counting up", () => {
  it("never shows a figure below 0, though a frame's time may come before the count started", () => {
    expect(countedValue(850, -16, 1200)).toBe(0);
    expect(Object.is(countedValue(850, -16, 1200), -0)).toBe(false);
    expect(formatFigure(countedValue(2.5, -8, 1200), { decimals: 1, grouping: true }, "en-US")).toBe("0.0");
  });

  it("rises from 0 and settles on the figure, never past it", () => {
    const figures = [0, 100, 400, 800, 1200, 1500].map((elapsed) => countedValue(98, elapsed, 1200));
    expect(figures[0]).toBe(0);
    expect(figures).toEqual([...figures].sort((a, b) => a - b));
    expect(figures.slice(-2)).toEqual([98, 98]);
  });
});
