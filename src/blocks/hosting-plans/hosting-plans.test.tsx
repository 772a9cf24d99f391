import { beforeAll, describe, expect, it } from "vitest";
import { hostingPlansBlock } from "../../../schema/blocks/hosting-plans";
import { renderAt } from "../../../tests/helpers/render-block";
import { projectBlockKit } from "../../../tests/helpers/site-kit";
import { examplesOf } from "../../../tests/helpers/block-examples";
import HostingPlans, * as module from ".";

const examples = examplesOf("hosting-plans");

let schema: ReturnType<typeof hostingPlansBlock.schema>;
beforeAll(async () => {
  schema = hostingPlansBlock.schema((await projectBlockKit()).kit);
});

const [plans] = examples;
const slot = (html: string, name: string) =>
  [...html.replaceAll("<!-- -->", "").matchAll(new RegExp(`data-slot="${name}">(?:<span[^>]*>)?([^<]*)<`, "g"))].map(
    (match) => match[1],
  );

describe("hosting-plans", () => {
  it("shows each plan's monthly price and its renewal where it has one", () => {
    const html = renderAt(<HostingPlans {...schema.parse(plans)} />);
    expect(slot(html, "price")).toEqual(["$8", "$12", "$37", "$79"]);
    expect(slot(html, "renewal")).toEqual(["Renews at $3.99/month", "Renews at $3.99/month", "Renews at $3.99/month"]);
  });

  it("puts the note under every trial button", () => {
    const html = renderAt(<HostingPlans {...schema.parse(plans)} />);
    expect(slot(html, "note")).toEqual(Array(4).fill("No card required, cancel any time"));
    expect(html.match(/Start 30 days free trial/g)).toHaveLength(4);
  });

  it("marks the featured plan as the active one", () => {
    const html = renderAt(<HostingPlans {...schema.parse(plans)} />);
    expect(html.match(/data-featured="true"/g)).toHaveLength(1);
    expect(html).toContain("Most popular");
  });

  it("is static: it ships no script", () => {
    expect("island" in module).toBe(false);
  });
});
