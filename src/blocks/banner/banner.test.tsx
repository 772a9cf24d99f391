import { beforeAll, describe, expect, it } from "vitest";
import { bannerBlock } from "../../../schema/blocks/banner";
import { openingTags } from "../../../tests/helpers/html-tags";
import { renderAt } from "../../../tests/helpers/render-block";
import { projectBlockKit } from "../../../tests/helpers/site-kit";
import { examples } from "./example";
import Banner from ".";

let schema: ReturnType<typeof bannerBlock.schema>;
beforeAll(async () => {
  schema = bannerBlock.schema((await projectBlockKit()).kit);
});

describe("banner", () => {
  it("names its region after its heading", () => {
    const html = renderAt(<Banner {...schema.parse(examples[1])} />);
    const [section] = openingTags(html, "section");
    const [heading] = openingTags(html, "h2");
    expect(section?.["aria-labelledby"]).toBe(heading?.id);
    expect(html).toContain('href="/contact/contact-v1"');
  });

  it("shows a required, labelled e-mail field when it has a form", () => {
    const html = renderAt(<Banner {...schema.parse(examples[2])} />);
    expect(openingTags(html, "input")[0]).toMatchObject({
      type: "email",
      required: "",
      "aria-label": "Your e-mail address",
      placeholder: "Enter your e-mail",
    });
    expect(html).toMatch(/<button type="submit"[^>]*>Subscribe<\/button>/);
  });

  it("on the accent colour, draws the form's button in another colour so it stays visible", () => {
    const props = schema.parse({ ...examples[2], variant: "accent" });
    const [button] = openingTags(renderAt(<Banner {...props} />), "button");
    expect(button?.class).not.toContain("bg-accent ");
    expect(button?.class).toContain("bg-ink");
  });
});
