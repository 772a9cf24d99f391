import { beforeAll, describe, expect, it } from "vitest";
import { contactModalBlock } from "../../../schema/blocks/contact-modal";
import { openingTags } from "../../../tests/helpers/html-tags";
import { renderAt } from "../../../tests/helpers/render-block";
import { projectBlockKit } from "../../../tests/helpers/site-kit";
import { examplesOf } from "../../../tests/helpers/block-examples";
import ContactModal, { island } from ".";

const examples = examplesOf("contact-modal");

let schema: ReturnType<typeof contactModalBlock.schema>;
beforeAll(async () => {
  schema = contactModalBlock.schema((await projectBlockKit()).kit);
});

describe("contact-modal", () => {
  it("is a closed dialog named by its heading, with a close button and the form's fields", () => {
    const html = renderAt(<ContactModal {...schema.parse(examples[0])} />);
    const [dialog] = openingTags(html, "dialog");
    // The backdrop is static: neither a click beside the window nor Escape closes it.
    expect(dialog).toMatchObject({ id: "contact", "data-block": "contact-modal", closedby: "none" });
    expect(dialog && "open" in dialog).toBe(false);
    const [heading] = openingTags(html, "h2");
    expect(dialog?.["aria-labelledby"]).toBe(heading?.id);
    expect(openingTags(html, "button").map((button) => button["aria-label"] ?? button.type)).toEqual([
      "Close",
      "submit",
    ]);
    expect(openingTags(html, "button")[0]).toMatchObject({ commandfor: "contact", command: "close" });
    expect(openingTags(html, "input").map((input) => input.name)).toEqual(["name", "email"]);
    expect(openingTags(html, "textarea").map((input) => input.name)).toEqual(["message"]);
  });

  it("opens and closes with no script, so its island waits for the visitor to reach into the form", () => {
    expect(island).toBe("interaction");
  });
});
