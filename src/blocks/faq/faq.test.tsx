import { beforeAll, describe, expect, it } from "vitest";
import { createBlockSchemas } from "../../../schema/blocks";
import type { BlockInput } from "../../../schema/blocks";
import { openingTags } from "../../../tests/helpers/html-tags";
import { renderAt } from "../../../tests/helpers/render-block";
import { projectBlockKit } from "../../../tests/helpers/site-kit";
import Faq from ".";

let schemas: ReturnType<typeof createBlockSchemas>;
beforeAll(async () => {
  schemas = createBlockSchemas((await projectBlockKit()).kit);
});

const items = Array.from({ length: 8 }, (_, index) => ({
  question: `Question ${index + 1}?`,
  answer: `Answer ${index + 1}.`,
}));

function parse(input: BlockInput<"faq">) {
  return schemas.get("faq")?.safeParse(input);
}

function render(input: BlockInput<"faq">) {
  const parsed = parse(input);
  if (parsed?.data?.type !== "faq") throw new Error(JSON.stringify(parsed?.error?.issues));
  return renderAt(<Faq {...parsed.data} />);
}

describe("faq", () => {
  it("prerenders the third of eight questions open and only it, as the FAQ page says", () => {
    const html = render({ type: "faq", heading: "FAQ", items, open: 3 });
    const buttons = openingTags(html, "button");
    expect(buttons.map((button) => button["aria-expanded"])).toEqual([
      "false",
      "false",
      "true",
      "false",
      "false",
      "false",
      "false",
      "false",
    ]);
    const panels = openingTags(html, "div").filter((div) => div.role === "region");
    expect(panels.map((panel) => "hidden" in panel)).toEqual([true, true, false, true, true, true, true, true]);
    expect(buttons.map((button) => button["aria-controls"])).toEqual(panels.map((panel) => panel.id));
  });

  it("keeps every answer in the HTML, closed ones included", () => {
    const html = render({ type: "faq", heading: "FAQ", items, open: 3 });
    for (const item of items) expect(html).toContain(item.answer);
  });

  it('opens the first question by default and none with open: "none"', () => {
    const expanded = (input: BlockInput<"faq">) =>
      openingTags(render(input), "button").map((button) => button["aria-expanded"]);
    expect(expanded({ type: "faq", heading: "FAQ", items: items.slice(0, 3) })).toEqual(["true", "false", "false"]);
    expect(expanded({ type: "faq", heading: "FAQ", items: items.slice(0, 3), open: "none" })).toEqual([
      "false",
      "false",
      "false",
    ]);
  });

  it("rejects an open number past the last question, pointing at open", () => {
    const parsed = parse({ type: "faq", heading: "FAQ", items, open: 9 });
    expect(parsed?.success).toBe(false);
    expect(parsed?.error?.issues.map((issue) => issue.path)).toEqual([["open"]]);
    expect(parse({ type: "faq", heading: "FAQ", items, open: 0 })?.success).toBe(false);
  });
});
