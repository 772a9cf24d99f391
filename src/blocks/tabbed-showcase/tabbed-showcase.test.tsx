import { beforeAll, describe, expect, it } from "vitest";
import { tabbedShowcaseBlock } from "../../../schema/blocks/tabbed-showcase";
import { openingTags } from "../../../tests/helpers/html-tags";
import { renderAt } from "../../../tests/helpers/render-block";
import { projectBlockKit } from "../../../tests/helpers/site-kit";
import { examplesOf } from "../../../tests/helpers/block-examples";
import TabbedShowcase from ".";

const examples = examplesOf("tabbed-showcase");

let html: string;
beforeAll(async () => {
  const schema = tabbedShowcaseBlock.schema((await projectBlockKit()).kit);
  html = renderAt(<TabbedShowcase {...schema.parse(examples[0])} />);
});

describe("tabbed-showcase", () => {
  it("draws the ARIA tabs pattern: a tablist named by the heading, the first tab selected and focusable", () => {
    const [tablist] = openingTags(html, "div").filter((tag) => tag.role === "tablist");
    const heading = openingTags(html, "h2")[0];
    expect(tablist?.["aria-labelledby"]).toBe(heading?.id);
    const tabs = openingTags(html, "button").filter((tag) => tag.role === "tab");
    expect(tabs.map((tab) => [tab["aria-selected"], tab.tabindex])).toEqual([
      ["true", "0"],
      ["false", "-1"],
      ["false", "-1"],
    ]);
  });

  it("prerenders every panel, each labelled by its tab, only the first shown", () => {
    const tabs = openingTags(html, "button").filter((tag) => tag.role === "tab");
    const panels = openingTags(html, "div").filter((tag) => tag.role === "tabpanel");
    expect(panels).toHaveLength(3);
    panels.forEach((panel, index) => {
      expect(panel["aria-labelledby"]).toBe(tabs[index]?.id);
      expect(tabs[index]?.["aria-controls"]).toBe(panel.id);
    });
    expect(panels.map((panel) => "hidden" in panel)).toEqual([false, true, true]);
    for (const text of ["Upload your material", "Put it in order", "Invite your people"]) expect(html).toContain(text);
  });
});
