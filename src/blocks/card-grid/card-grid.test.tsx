import { beforeAll, describe, expect, it } from "vitest";
import { cardGridBlock } from "../../../schema/blocks/card-grid";
import { renderAt } from "../../../tests/helpers/render-block";
import { projectBlockKit } from "../../../tests/helpers/site-kit";
import { examplesOf } from "../../../tests/helpers/block-examples";
import CardGrid from ".";

const examples = examplesOf("card-grid");

let schema: ReturnType<typeof cardGridBlock.schema>;
beforeAll(async () => {
  schema = cardGridBlock.schema((await projectBlockKit()).kit);
});

const cardsOf = (html: string) => [...html.matchAll(/<li data-slot="card"/g)].length;

describe("card-grid", () => {
  it("draws one list item per card, each titled with an h3", () => {
    const html = renderAt(<CardGrid {...schema.parse(examples[0])} />);
    expect(cardsOf(html)).toBe(3);
    expect([...html.matchAll(/<h3[^>]*>([^<]*)<\/h3>/g)].map((match) => match[1])).toEqual([
      "Entrepreneurs",
      "Companies",
      "Academies",
    ]);
  });

  it("numbers the cards 01, 02… in the numbered variant", () => {
    const html = renderAt(<CardGrid {...schema.parse(examples[2])} />);
    expect([...html.matchAll(/data-slot="card-number">(\d+)</g)].map((match) => match[1])).toEqual(["01", "02", "03"]);
    expect(html).toContain('href="/pages-menu/service-details"');
  });

  it("sets the heading beside one column of rows, each an icon and its text, in the list variant", () => {
    const list = examples.find((example) => example.variant === "list");
    const html = renderAt(<CardGrid {...schema.parse(list)} />);
    expect(html).toMatch(/<div class="card-list-layout"><div data-reveal="true" class="section-intro"><p/);
    expect(html).toContain('<ul data-reveal="true" class="card-row" data-layout="list">');
    expect([...html.matchAll(/<li data-slot="card" class="([^"]*)"/g)].map((match) => match[1])).toEqual(
      Array(3).fill("card-line border-line"),
    );
    expect(html).not.toContain("data-columns");
  });

  it("shows a card's tag above its title and its facts under the text", () => {
    const [first] = examples;
    const props = schema.parse({
      ...first,
      cards: [
        { tag: "Design", title: "UI path", text: "From sketch to prototype.", facts: ["Beginner", "24 classes"] },
      ],
    });
    const html = renderAt(<CardGrid {...props} />);
    expect(html).toMatch(/>Design<\/p><h3[^>]*>UI path<\/h3>/);
    expect(html).toMatch(/data-slot="facts".*Beginner.*24 classes/);
  });
});
