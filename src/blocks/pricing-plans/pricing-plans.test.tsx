import { beforeAll, describe, expect, it } from "vitest";
import { createBlockSchemas, type BlockInput } from "../../../schema/blocks";
import { openingTags } from "../../../tests/helpers/html-tags";
import { renderAt } from "../../../tests/helpers/render-block";
import { projectBlockKit } from "../../../tests/helpers/site-kit";
import { formatPrice } from "./format-price";
import PricingPlans from ".";

let schemas: ReturnType<typeof createBlockSchemas>;
beforeAll(async () => {
  schemas = createBlockSchemas((await projectBlockKit()).kit);
});

function parse(input: BlockInput<"pricing-plans">) {
  return schemas.get("pricing-plans")?.safeParse(input);
}

function render(input: BlockInput<"pricing-plans">) {
  const parsed = parse(input);
  if (parsed?.data?.type !== "pricing-plans") throw new Error(JSON.stringify(parsed?.error?.issues));
  return renderAt(<PricingPlans {...parsed.data} />);
}

/** Each price line in document order: its period and its text. */
function priceLines(html: string) {
  return [...html.matchAll(/<p[^>]*data-period="(\w+)"[^>]*>(.*?)<\/p>/g)].map((match) => ({
    period: match[1],
    text: (match[2] ?? "").replace(/<[^>]+>/g, "").replace(/<!-- -->/g, ""),
  }));
}

const action = { label: "Choose plan", href: "/contact/contact-v2" };
const agencyPlans: BlockInput<"pricing-plans"> = {
  type: "pricing-plans",
  heading: "Pricing",
  plans: [
    {
      name: "Starter",
      icon: "rocket",
      price: { monthly: 9.99, yearly: 19.99 },
      info: "Up to 3 users + 1.99 per extra user",
      action,
    },
    {
      name: "Business",
      icon: "award",
      price: { monthly: 35, yearly: 239 },
      trial: "30 day free trial",
      features: [{ text: "Keyword tracking" }, { text: "Dedicated manager", available: false }],
      action,
      featured: true,
    },
  ],
};

describe("formatPrice", () => {
  it("shows two decimals when the price has cents and none when it is whole", () => {
    expect(formatPrice(9.99, "en-US")).toBe("$9.99");
    expect(formatPrice(129.99, "en-US")).toBe("$129.99");
    expect(formatPrice(17, "en-US")).toBe("$17");
    expect(formatPrice(239, "en-US")).toBe("$239");
    expect(formatPrice(19.9, "en-US")).toBe("$19.90");
  });

  it("groups thousands", () => {
    expect(formatPrice(1299, "en-US")).toBe("$1,299");
  });
});

describe("pricing-plans", () => {
  it("puts both prices of every plan in the HTML, under a panel that shows the monthly ones", () => {
    const html = render(agencyPlans);
    expect(priceLines(html)).toEqual([
      { period: "monthly", text: "$9.99/month" },
      { period: "yearly", text: "$19.99/year" },
      { period: "monthly", text: "$35/month" },
      { period: "yearly", text: "$239/year" },
    ]);
    expect(openingTags(html, "div").find((div) => div.role === "tabpanel")?.["data-billing"]).toBe("monthly");
  });

  it("prerenders Monthly as the selected tab of a two-tab list that controls the plans", () => {
    const html = render(agencyPlans);
    const tabs = openingTags(html, "button").filter((button) => button.role === "tab");
    expect(tabs.map((tab) => tab["aria-selected"])).toEqual(["true", "false"]);
    expect(tabs.map((tab) => tab.tabindex)).toEqual(["0", "-1"]);
    const panel = openingTags(html, "div").find((div) => div.role === "tabpanel");
    expect(tabs.map((tab) => tab["aria-controls"])).toEqual([panel?.id, panel?.id]);
    expect(panel?.["aria-labelledby"]).toBe(tabs[0]?.id);
    expect(html).toMatch(/role="tab"[^>]*>Monthly<\/button>/);
    expect(html).toMatch(/role="tab"[^>]*>Yearly<\/button>/);
  });

  it("takes the tab labels and period suffixes from the YAML", () => {
    const html = render({
      ...agencyPlans,
      billing: { monthly: { label: "Per month", period: "/mo" }, yearly: { label: "Per year", period: "/yr" } },
    });
    expect(html).toContain(">Per month</button>");
    expect(priceLines(html)[0]?.text).toBe("$9.99/mo");
    expect(priceLines(html)[1]?.text).toBe("$19.99/yr");
  });

  it("shows the info line, the trial text and the featured label", () => {
    const html = render(agencyPlans);
    expect(html).toContain("Up to 3 users + 1.99 per extra user");
    expect(html).toContain("30 day free trial");
    expect(html).toContain("Most popular");
    expect(openingTags(html, "article").map((article) => "data-featured" in article)).toEqual([false, true]);
  });

  it("tells assistive technology which features a plan leaves out", () => {
    const html = render(agencyPlans);
    expect(html).toMatch(/<li[^>]*data-available="true"[^>]*>.*?Keyword tracking/);
    expect(html).toMatch(
      /<li[^>]*data-available="false"[^>]*>.*?<span class="sr-only">Not included: <\/span>Dedicated manager/,
    );
  });

  it("lays the plans out as cards side by side unless rows are asked for", () => {
    const html = render(agencyPlans);
    expect(openingTags(html, "section")[0]?.["data-variant"]).toBe("cards");
    expect(html).toContain("md:grid-cols-2");
  });

  it("rows: one plan under another in a single column, the switch and both prices of each plan kept", () => {
    const html = render({ ...agencyPlans, variant: "rows" });
    expect(openingTags(html, "section")[0]?.["data-variant"]).toBe("rows");
    const panel = openingTags(html, "div").find((div) => div.role === "tabpanel");
    expect(panel?.["data-billing"]).toBe("monthly");
    expect(html).not.toMatch(/grid-cols-/);
    expect(openingTags(html, "button").filter((button) => button.role === "tab")).toHaveLength(2);
    expect(priceLines(html).map((line) => line.text)).toEqual(["$9.99/month", "$19.99/year", "$35/month", "$239/year"]);
  });

  it("rejects a variant it does not know", () => {
    expect(schemas.get("pricing-plans")?.safeParse({ ...agencyPlans, variant: "table" }).success).toBe(false);
  });

  it("rejects a price with more than two decimals", () => {
    const parsed = parse({
      ...agencyPlans,
      plans: [{ name: "Odd", price: { monthly: 9.999, yearly: 10 }, action }],
    });
    expect(parsed?.error?.issues.map((issue) => issue.path)).toEqual([["plans", 0, "price", "monthly"]]);
  });
});
