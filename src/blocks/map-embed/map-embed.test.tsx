import { beforeAll, describe, expect, it } from "vitest";
import { createBlockSchemas, type BlockInput } from "../../../schema/blocks";
import { openingTags } from "../../../tests/helpers/html-tags";
import { renderAt } from "../../../tests/helpers/render-block";
import { projectBlockKit } from "../../../tests/helpers/site-kit";
import MapEmbed from ".";
import { examplesOf } from "../../../tests/helpers/block-examples";

const examples = examplesOf("map-embed");

let schemas: ReturnType<typeof createBlockSchemas>;
beforeAll(async () => {
  schemas = createBlockSchemas((await projectBlockKit()).kit);
});

const [example] = examples as [BlockInput<"map-embed">];

describe("map-embed", () => {
  it("frames the maps service with the fixed place search, lazily and with a title", () => {
    const parsed = schemas.get("map-embed")?.safeParse(example);
    if (parsed?.data?.type !== "map-embed") throw new Error(JSON.stringify(parsed?.error?.issues));
    const [frame] = openingTags(renderAt(<MapEmbed {...parsed.data} />), "iframe");
    expect(frame).toMatchObject({
      src: "https://www.google.com/maps?q=Sydney%20Opera%20House%2C%20Sydney&amp;output=embed",
      loading: "lazy",
      title: "Map of the area around the Sydney Opera House",
    });
  });

  it("writes the place under the map with a pin, as a link to the service's search in a new tab", () => {
    const html = renderAt(<MapEmbed {...example} place={'Quay "One" <Dock> & Co'} height={420} surface="plain" />);
    const [link] = openingTags(html, "a");
    expect(link).toMatchObject({
      href: "https://www.google.com/maps?q=Quay%20%22One%22%20%3CDock%3E%20%26%20Co",
      target: "_blank",
      rel: "noopener noreferrer",
    });
    // The place is text, escaped where it is written, after the pin.
    expect(html).toMatch(
      /<figcaption[^>]*><a [^>]*><svg[^>]*>.*<\/svg>Quay &quot;One&quot; &lt;Dock&gt; &amp; Co<\/a><\/figcaption>/s,
    );
  });

  it("refuses a map without a title", () => {
    const result = schemas.get("map-embed")?.safeParse({ ...example, title: undefined });
    expect(result?.error?.issues.map((issue) => issue.path.join("."))).toEqual(["title"]);
  });
});
