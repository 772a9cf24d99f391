import { beforeAll, describe, expect, it } from "vitest";
import { bannerBlock } from "../../../schema/blocks/banner";
import { openingTags } from "../../../tests/helpers/html-tags";
import { renderAt } from "../../../tests/helpers/render-block";
import { projectBlockKit } from "../../../tests/helpers/site-kit";
import { examplesOf } from "../../../tests/helpers/block-examples";
import Banner, { island } from ".";

const examples = examplesOf("banner");

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
    // btn-secondary is the dark button (bg-ink in src/styles/buttons.css); btn-primary is the accent one.
    expect(button?.class).not.toContain("btn-primary");
    expect(button?.class).toContain("btn-secondary");
  });

  it("with a video: a play button that opens a dialog, and an island that starts on first use", () => {
    const props = schema.parse({
      ...examples[1],
      variant: "dark",
      video: { id: "dQw4w9WgXcQ", label: "Watch our story", title: "Our story" },
    });
    const html = renderAt(<Banner {...props} />);
    expect(openingTags(html, "button").filter((button) => button["aria-haspopup"] === "dialog")).toHaveLength(1);
    expect(html).toContain("Watch our story");
    // The window is the island's to draw when the video plays: no script, no window to open.
    expect(html).not.toContain("<dialog");
    expect(typeof island === "function" && island(props)).toBe("interaction");
    expect(typeof island === "function" && island(schema.parse(examples[1]))).toBe(null);
  });
});
