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

/** Whether each accordion item is prerendered open, in order. */
const opened = (html: string) => openingTags(html, "details").map((details) => "open" in details);

describe("faq", () => {
  it("prerenders the third of eight questions open and only it, as the FAQ page says", () => {
    expect(opened(render({ type: "faq", heading: "FAQ", items, open: 3 }))).toEqual([
      false,
      false,
      true,
      false,
      false,
      false,
      false,
      false,
    ]);
  });

  it("groups the questions by one name, so the browser keeps one open at a time", () => {
    const names = openingTags(render({ type: "faq", heading: "FAQ", items, open: 3 }), "details").map(
      (details) => details.name,
    );
    expect(names).toHaveLength(8);
    expect(names[0]).toBeTruthy();
    expect(new Set(names).size).toBe(1);
  });

  it("gives two FAQs on one page names of their own, so opening one leaves the other alone", () => {
    const parsed = parse({ type: "faq", heading: "FAQ", items: items.slice(0, 2) });
    if (parsed?.data?.type !== "faq") throw new Error(JSON.stringify(parsed?.error?.issues));
    const html = renderAt(
      <>
        <Faq {...parsed.data} />
        <Faq {...parsed.data} />
      </>,
    );
    expect(new Set(openingTags(html, "details").map((details) => details.name)).size).toBe(2);
  });

  it("puts each question as an h3 in its summary, followed by its answer", () => {
    const html = render({ type: "faq", heading: "FAQ", items, open: 3 });
    for (const item of items) {
      expect(html).toMatch(
        new RegExp(
          `<summary[^>]*><h3[^>]*>${item.question.replace("?", "\\?")}</h3>.*?</summary><div[^>]*><p>${item.answer}</p>`,
        ),
      );
    }
  });

  it("ships no buttons or scripted state: the details elements are the accordion", () => {
    const html = render({ type: "faq", heading: "FAQ", items, open: 3 });
    expect(openingTags(html, "button")).toEqual([]);
    expect(html).not.toContain("aria-expanded");
  });

  it('opens the first question by default and none with open: "none"', () => {
    expect(opened(render({ type: "faq", heading: "FAQ", items: items.slice(0, 3) }))).toEqual([true, false, false]);
    expect(opened(render({ type: "faq", heading: "FAQ", items: items.slice(0, 3), open: "none" }))).toEqual([
      false,
      false,
      false,
    ]);
  });

  it("rejects an open number past the last question, pointing at open", () => {
    const parsed = parse({ type: "faq", heading: "FAQ", items, open: 9 });
    expect(parsed?.success).toBe(false);
    expect(parsed?.error?.issues.map((issue) => issue.path)).toEqual([["open"]]);
    expect(parse({ type: "faq", heading: "FAQ", items, open: 0 })?.success).toBe(false);
  });
});
