import { beforeAll, describe, expect, it } from "vitest";
import { createBlockSchemas, type BlockInput } from "../../../schema/blocks";
import { openingTags } from "../../../tests/helpers/html-tags";
import { renderAt } from "../../../tests/helpers/render-block";
import { projectBlockKit } from "../../../tests/helpers/site-kit";
import ProjectNav from ".";

let schemas: ReturnType<typeof createBlockSchemas>;
beforeAll(async () => {
  schemas = createBlockSchemas((await projectBlockKit()).kit);
});

function render(id: number) {
  const input: BlockInput<"project-nav"> = {
    type: "project-nav",
    entry: { from: "portfolio", id },
    entries: { from: "portfolio", range: [1, 60] },
  };
  const parsed = schemas.get("project-nav")?.safeParse(input);
  if (parsed?.data?.type !== "project-nav") throw new Error(JSON.stringify(parsed?.error?.issues));
  return openingTags(renderAt(<ProjectNav {...parsed.data} />), "a").map((link) => [link.rel, link.href]);
}

describe("project-nav", () => {
  it("leads to the neighbouring entries", () => {
    expect(render(30)).toEqual([
      ["prev", "/portfolio/29"],
      ["next", "/portfolio/31"],
    ]);
  });

  it("wraps around at both ends of the list", () => {
    expect(render(1)).toEqual([
      ["prev", "/portfolio/60"],
      ["next", "/portfolio/2"],
    ]);
    expect(render(60)).toEqual([
      ["prev", "/portfolio/59"],
      ["next", "/portfolio/1"],
    ]);
  });
});
