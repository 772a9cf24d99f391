import { beforeAll, describe, expect, it } from "vitest";
import { propertyTabsBlock } from "../../../schema/blocks/property-tabs";
import { openingTags } from "../../../tests/helpers/html-tags";
import { renderAt } from "../../../tests/helpers/render-block";
import { projectBlockKit } from "../../../tests/helpers/site-kit";
import { examplesOf } from "../../../tests/helpers/block-examples";
import PropertyTabs from ".";

const examples = examplesOf("property-tabs");

let schema: ReturnType<typeof propertyTabsBlock.schema>;
beforeAll(async () => {
  schema = propertyTabsBlock.schema((await projectBlockKit()).kit);
});

describe("property-tabs", () => {
  it("renders ARIA tabs with the first one selected and the other panels hidden", () => {
    const html = renderAt(<PropertyTabs {...schema.parse(examples[0])} />);
    const tabs = openingTags(html, "button");
    expect(tabs.map((tab) => tab["aria-selected"])).toEqual(["true", "false", "false"]);
    expect(tabs.map((tab) => tab.tabindex)).toEqual(["0", "-1", "-1"]);
    const panels = openingTags(html, "div").filter((tag) => tag.role === "tabpanel");
    expect(panels.map((panel) => "hidden" in panel)).toEqual([false, true, true]);
    expect(panels[0]?.["aria-labelledby"]).toBe(tabs[0]?.id);
    expect(tabs[0]?.["aria-controls"]).toBe(panels[0]?.id);
  });

  it("shows each listing's name, address and price, in every panel", () => {
    const html = renderAt(<PropertyTabs {...schema.parse(examples[0])} />);
    for (const text of ["Maple Row House", "14 Maple Row, Portland", "$485,000", "Harbour View 12B", "$96,000"]) {
      expect(html).toContain(text);
    }
  });

  it("needs at least two tabs", () => {
    const [first] = examples;
    expect(schema.safeParse({ ...first, tabs: first?.tabs.slice(0, 1) }).success).toBe(false);
  });
});
