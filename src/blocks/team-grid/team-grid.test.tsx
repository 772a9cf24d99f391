import { beforeAll, describe, expect, it } from "vitest";
import { teamGridBlock } from "../../../schema/blocks/team-grid";
import { openingTags } from "../../../tests/helpers/html-tags";
import { renderAt } from "../../../tests/helpers/render-block";
import { projectBlockKit } from "../../../tests/helpers/site-kit";
import { examplesOf } from "../../../tests/helpers/block-examples";
import TeamGrid, * as module from ".";

const examples = examplesOf("team-grid");

let schema: ReturnType<typeof teamGridBlock.schema>;
beforeAll(async () => {
  schema = teamGridBlock.schema((await projectBlockKit()).kit);
});

const [cards, round, reveal] = examples;

describe("team-grid", () => {
  it("shows every member with name and role, in order", () => {
    const html = renderAt(<TeamGrid {...schema.parse(cards)} />);
    expect([...html.matchAll(/<h3[^>]*>([^<]+)<\/h3>/g)].map((match) => match[1])).toEqual([
      "Maya Lindgren",
      "Jonas Weber",
      "Ada Okoro",
    ]);
    expect(html).toContain("Creative Director");
  });

  it("names each social link after its member", () => {
    const links = openingTags(renderAt(<TeamGrid {...schema.parse(cards)} />), "a");
    expect(links.map((link) => link["aria-label"])).toEqual(["Maya Lindgren on LinkedIn"]);
  });

  it("lays out 2 per row on phones, 3 or 4 on wide screens, and marks its variant", () => {
    expect(renderAt(<TeamGrid {...schema.parse(cards)} />)).toContain("grid-cols-2 lg:grid-cols-3");
    const html = renderAt(<TeamGrid {...schema.parse(round)} />);
    expect(html).toContain("lg:grid-cols-4");
    expect(html).toContain('data-variant="round"');
    expect(schema.safeParse({ ...round, columns: 5 }).success).toBe(false);
  });

  it("cards: the portrait on its own, then name, role and social links under it", () => {
    const html = renderAt(<TeamGrid {...schema.parse(cards)} />);
    expect(html).toContain('data-variant="cards"');
    expect(html).toMatch(
      /<article class="group"><div><img [^>]*><\/div><div><h3>Maya Lindgren<\/h3><p>Creative Director<\/p><ul data-slot="social">/,
    );
  });

  it("reveal: the social links sit in the photo's box, where CSS shows them on hover and on keyboard focus", () => {
    const html = renderAt(<TeamGrid {...schema.parse(reveal)} />);
    expect(html).toContain('data-variant="reveal"');
    expect(html).toMatch(
      /<article class="group"><div><img [^>]*><ul data-slot="social">.*?<\/ul><\/div><div><h3>Priya Raman<\/h3><p>Head of Marketing<\/p><\/div><\/article>/,
    );
  });

  it("is static: it ships no script", () => {
    expect("island" in module).toBe(false);
  });
});
