import { beforeAll, describe, expect, it } from "vitest";
import { selectSearchBlock } from "../../../schema/blocks/select-search";
import { openingTags } from "../../../tests/helpers/html-tags";
import { renderAt } from "../../../tests/helpers/render-block";
import { projectBlockKit } from "../../../tests/helpers/site-kit";
import { examplesOf } from "../../../tests/helpers/block-examples";
import SelectSearch from ".";

const examples = examplesOf("select-search");

let schema: ReturnType<typeof selectSearchBlock.schema>;
beforeAll(async () => {
  schema = selectSearchBlock.schema((await projectBlockKit()).kit);
});

describe("select-search", () => {
  it("is a form that stays on the page and logs its values", () => {
    const html = renderAt(<SelectSearch {...schema.parse(examples[0])} />);
    expect(openingTags(html, "form")[0]?.["data-stay"]).toBe("log");
    expect(html).toMatch(/<button type="submit"[^>]*>.*Search<\/button>/);
  });

  it("labels every list and names it for the logged data", () => {
    const html = renderAt(<SelectSearch {...schema.parse(examples[0])} />);
    const selects = openingTags(html, "select");
    expect(selects.map((select) => select.name)).toEqual(["property", "market", "price"]);
    const labels = openingTags(html, "label");
    expect(labels.map((label) => label.for)).toEqual(selects.map((select) => select.id));
  });

  it("refuses two lists with one name", () => {
    const [first] = examples;
    const selects = first?.selects ?? [];
    expect(schema.safeParse({ ...first, selects: [...selects, selects[0]] }).success).toBe(false);
  });
});
