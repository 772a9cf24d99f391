import { beforeAll, describe, expect, it } from "vitest";
import { footerBlock } from "../../../schema/blocks/footer";
import { openingTags } from "../../../tests/helpers/html-tags";
import { renderAt, testContext } from "../../../tests/helpers/render-block";
import { projectBlockKit } from "../../../tests/helpers/site-kit";
import { examplesOf } from "../../../tests/helpers/block-examples";
import Footer from ".";

const examples = examplesOf("footer");

let schema: ReturnType<typeof footerBlock.schema>;
beforeAll(async () => {
  schema = footerBlock.schema((await projectBlockKit()).kit);
});

/** The footer of the example, which names no brand, as the prerender writes it. */
function renderExample(): string {
  const [footer] = examples;
  if (!footer) throw new Error("the footer has no example");
  return renderAt(<Footer {...schema.parse(footer)} />);
}

describe("footer", () => {
  it("speaks its own language, words of the shell included, on a page in another", () => {
    const [footer] = examples;
    if (!footer) throw new Error("the footer has no example");
    const marked = renderAt(<Footer {...schema.parse({ ...footer, lang: "en" })} />, "/contact/contact-v1", "es");
    expect(openingTags(marked, "footer")[0]?.lang).toBe("en");
    expect(marked).toContain('aria-label="Social links"');
    const unmarked = renderAt(<Footer {...schema.parse(footer)} />, "/contact/contact-v1", "es");
    expect(openingTags(unmarked, "footer")[0]).not.toHaveProperty("lang");
    expect(unmarked).toContain('aria-label="Redes sociales"');
  });

  it("writes the build's year where the shell puts the current one", () => {
    expect(renderExample()).toContain(`<span data-slot="year">${testContext.builtYear}</span>`);
  });

  it("shows the site's name when the block names no brand", () => {
    expect(renderExample()).toContain(`<span>${testContext.site.name}</span>`);
  });

  it("keeps the newsletter on the page: the shell cancels the submit of a form marked data-stay, logging nothing", () => {
    const [form] = openingTags(renderExample(), "form");
    expect(form).toHaveProperty("data-stay", "");
  });

  it("sends the newsletter to Netlify: the form carries its name and the form-name field Netlify reads, in the footer's language", () => {
    const [footer] = examples;
    if (!footer?.newsletter) throw new Error("the footer's example has no newsletter");
    const newsletter = { ...footer.newsletter, send: { netlify: "newsletter" } };
    const html = renderAt(<Footer {...schema.parse({ ...footer, newsletter, lang: "en" })} />, "/contacto", "es");
    const [form] = openingTags(html, "form");
    expect(form).toMatchObject({
      name: "newsletter",
      method: "post",
      "data-send": "post",
      "data-netlify": "true",
      "netlify-honeypot": "_gotcha",
    });
    expect(form).not.toHaveProperty("action");
    const hidden = openingTags(html, "input").filter((input) => input.type === "hidden");
    expect(hidden).toEqual([{ type: "hidden", name: "form-name", value: "newsletter" }]);
    expect(html).toContain('data-sending="Sending…"');
  });

  it("shows the newsletter as a band above the columns in the newsletter variant, and in a column otherwise", () => {
    const [standard, band] = examples;
    const newsletterSlots = (html: string) =>
      openingTags(html, "div").filter((div) => div["data-slot"] === "newsletter");
    const banded = renderAt(<Footer {...schema.parse(band)} />);
    expect(openingTags(banded, "footer")[0]).toMatchObject({ "data-variant": "newsletter" });
    expect(newsletterSlots(banded)).toHaveLength(1);
    expect(banded.indexOf('data-slot="newsletter"')).toBeLessThan(banded.indexOf("<nav"));
    const withoutContact = renderAt(<Footer {...schema.parse({ ...band, variant: "standard" })} />);
    expect(newsletterSlots(withoutContact)).toHaveLength(1);
    expect(withoutContact.indexOf('data-slot="newsletter"')).toBeGreaterThan(withoutContact.indexOf("<nav"));
    expect(newsletterSlots(renderAt(<Footer {...schema.parse(standard)} />))).toHaveLength(1);
  });
});
