import { beforeAll, describe, expect, it } from "vitest";
import { createBlockSchemas, type BlockInput } from "../../../schema/blocks";
import { openingTags } from "../../../tests/helpers/html-tags";
import { renderAt } from "../../../tests/helpers/render-block";
import { projectBlockKit } from "../../../tests/helpers/site-kit";
import ComparisonTable from ".";
import { examplesOf } from "../../../tests/helpers/block-examples";

const examples = examplesOf("comparison-table");

let schemas: ReturnType<typeof createBlockSchemas>;
beforeAll(async () => {
  schemas = createBlockSchemas((await projectBlockKit()).kit);
});

const [example] = examples as [BlockInput<"comparison-table">];

describe("comparison-table", () => {
  it("is a real table: column and row headers with scope, and Yes or No words beside the icons", () => {
    const parsed = schemas.get("comparison-table")?.safeParse(example);
    if (parsed?.data?.type !== "comparison-table") throw new Error(JSON.stringify(parsed?.error?.issues));
    const html = renderAt(<ComparisonTable {...parsed.data} />);
    expect(openingTags(html, "th").map((th) => th.scope)).toEqual([...Array(5).fill("col"), ...Array(3).fill("row")]);
    const words = [...html.matchAll(/<span class="sr-only">(Yes|No)<\/span>/g)].map((match) => match[1]);
    expect(words).toEqual(["Yes", "Yes", "No", "Yes", "Yes", "No", "No", "Yes", "Yes", "No", "Yes", "No"]);
  });

  it("refuses a row whose values do not match the providers", () => {
    const result = schemas.get("comparison-table")?.safeParse({
      ...example,
      rows: [{ feature: "Free SSL certificate", values: [true, false] }],
    });
    expect(result?.error?.issues.map((issue) => issue.path.join("."))).toEqual(["rows.0.values"]);
  });
});
