import { beforeAll, describe, expect, it } from "vitest";
import { donationCardsBlock } from "../../../schema/blocks/donation-cards";
import { openingTags } from "../../../tests/helpers/html-tags";
import { renderAt } from "../../../tests/helpers/render-block";
import { projectBlockKit } from "../../../tests/helpers/site-kit";
import { examplesOf } from "../../../tests/helpers/block-examples";
import DonationCards, { wholeDollars } from ".";

const examples = examplesOf("donation-cards");

let schema: ReturnType<typeof donationCardsBlock.schema>;
beforeAll(async () => {
  schema = donationCardsBlock.schema((await projectBlockKit()).kit);
});

describe("donation-cards", () => {
  it("shows each cause's goal, days left, title and description", () => {
    const html = renderAt(<DonationCards {...schema.parse(examples[0])} />);
    for (const text of [
      "Clean water for Kisumu",
      "Wells and filters",
      "$25,000",
      "$18,250",
      "12 days left",
      "30 days left",
    ]) {
      expect(html).toContain(text);
    }
  });

  it("draws the amount raised as a native progress bar named after its cause", () => {
    const html = renderAt(<DonationCards {...schema.parse(examples[0])} />);
    const bars = openingTags(html, "progress");
    expect(bars.map((bar) => [bar.value, bar.max])).toEqual([
      ["18250", "25000"],
      ["2000", "8000"],
    ]);
    const titles = openingTags(html, "h3");
    expect(bars.map((bar) => bar["aria-labelledby"])).toEqual(titles.map((title) => title.id));
    expect(html).toContain("73%");
  });

  it("refuses more raised than the goal", () => {
    const [first] = examples;
    const cause = first?.causes[0];
    expect(schema.safeParse({ ...first, causes: [{ ...cause, raised: 30000 }] }).success).toBe(false);
  });

  it("writes whole dollars with separators", () => {
    expect(wholeDollars(1250000, "en-US")).toBe("$1,250,000");
  });
});
