import { beforeAll, describe, expect, it } from "vitest";
import { createBlockSchemas } from "../../../schema/blocks";
import type { BlockInput } from "../../../schema/blocks";
import { openingTags } from "../../../tests/helpers/html-tags";
import { renderAt } from "../../../tests/helpers/render-block";
import { projectBlockKit } from "../../../tests/helpers/site-kit";
import PageBanner from ".";

let schemas: ReturnType<typeof createBlockSchemas>;
beforeAll(async () => {
  schemas = createBlockSchemas((await projectBlockKit()).kit);
});

const parse = (input: BlockInput<"page-banner">) => schemas.get("page-banner")?.safeParse(input);

describe("page-banner", () => {
  it("shows its heading as the page's h1 and a breadcrumb trail that ends on the current page, unlinked", () => {
    const parsed = parse({
      type: "page-banner",
      heading: "Frequently asked {questions}",
      breadcrumbs: [{ label: "Home", href: "/" }, { label: "FAQ" }],
    });
    if (parsed?.data?.type !== "page-banner") throw new Error("the example is invalid");
    const html = renderAt(<PageBanner {...parsed.data} />);
    expect(html).toMatch(/<h1[^>]*>Frequently asked <span class="text-accent">questions<\/span><\/h1>/);
    expect(openingTags(html, "nav")).toEqual([expect.objectContaining({ "aria-label": "Breadcrumb" })]);
    expect(openingTags(html, "a").map((link) => link.href)).toEqual(["/"]);
    expect(html).toMatch(/<span aria-current="page"[^>]*>FAQ<\/span>/);
  });

  it("rejects a last crumb with a link and an earlier crumb without one", () => {
    const linkedLast = parse({
      type: "page-banner",
      heading: "FAQ",
      breadcrumbs: [
        { label: "Home", href: "/" },
        { label: "FAQ", href: "/faq" },
      ],
    });
    expect(linkedLast?.error?.issues.map((issue) => issue.path)).toEqual([["breadcrumbs", 1, "href"]]);
    const unlinkedMiddle = parse({
      type: "page-banner",
      heading: "FAQ",
      breadcrumbs: [{ label: "Home", href: "/" }, { label: "Pages" }, { label: "FAQ" }],
    });
    expect(unlinkedMiddle?.error?.issues.map((issue) => issue.path)).toEqual([["breadcrumbs", 1]]);
  });
});
