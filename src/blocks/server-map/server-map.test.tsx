import { beforeAll, describe, expect, it } from "vitest";
import { createBlockSchemas, type BlockInput } from "../../../schema/blocks";
import { renderAt } from "../../../tests/helpers/render-block";
import { projectBlockKit } from "../../../tests/helpers/site-kit";
import ServerMap from ".";
import { examplesOf } from "../../../tests/helpers/block-examples";

const examples = examplesOf("server-map");

let schemas: ReturnType<typeof createBlockSchemas>;
beforeAll(async () => {
  schemas = createBlockSchemas((await projectBlockKit()).kit);
});

const [example] = examples as [BlockInput<"server-map">];

describe("server-map", () => {
  it("draws the seven continents and a labelled pin per location, and lists the locations", () => {
    const parsed = schemas.get("server-map")?.safeParse(example);
    if (parsed?.data?.type !== "server-map") throw new Error(JSON.stringify(parsed?.error?.issues));
    const html = renderAt(<ServerMap {...parsed.data} />);
    expect([...html.matchAll(/data-continent="([^"]+)"/g)].map((match) => match[1])).toEqual([
      "North America",
      "South America",
      "Europe",
      "Africa",
      "Asia",
      "Oceania",
      "Antarctica",
    ]);
    expect(html.match(/data-slot="pin"/g)).toHaveLength(2);
    expect(html).toContain('role="img" aria-label="World map of our server locations"');
    expect(html).toMatch(/<text[^>]*>Phoenix<\/text>/);
  });

  it("refuses a pin off the map", () => {
    const result = schemas.get("server-map")?.safeParse({ ...example, locations: [{ name: "Nowhere", x: 120, y: 5 }] });
    expect(result?.error?.issues.map((issue) => issue.path.join("."))).toEqual(["locations.0.x"]);
  });
});
