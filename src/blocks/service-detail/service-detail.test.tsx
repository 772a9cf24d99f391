import { beforeAll, describe, expect, it } from "vitest";
import { createBlockSchemas, type BlockInput } from "../../../schema/blocks";
import { openingTags } from "../../../tests/helpers/html-tags";
import { renderAt } from "../../../tests/helpers/render-block";
import { projectBlockKit } from "../../../tests/helpers/site-kit";
import ServiceDetail from ".";
import { examplesOf } from "../../../tests/helpers/block-examples";

const examples = examplesOf("service-detail");

let schemas: ReturnType<typeof createBlockSchemas>;
beforeAll(async () => {
  schemas = createBlockSchemas((await projectBlockKit()).kit);
});

const [example] = examples as [BlockInput<"service-detail">];

describe("service-detail", () => {
  it("marks the current service in the sidebar and names the share icons", () => {
    const parsed = schemas.get("service-detail")?.safeParse(example);
    if (parsed?.data?.type !== "service-detail") throw new Error(JSON.stringify(parsed?.error?.issues));
    const html = renderAt(<ServiceDetail {...parsed.data} />);
    const links = openingTags(html, "a");
    expect(links.filter((link) => link["aria-current"] === "page").map((link) => link.href)).toEqual([
      "/pages-menu/service-details",
    ]);
    expect(html).toContain('aria-label="Share on Facebook"');
  });

  it("refuses a current service past the end of the list", () => {
    const result = schemas
      .get("service-detail")
      ?.safeParse({ ...example, services: { ...example.services, current: 3 } });
    expect(result?.error?.issues.map((issue) => issue.path.join("."))).toEqual(["services.current"]);
  });
});
