import { beforeAll, describe, expect, it } from "vitest";
import { chatButtonBlock } from "../../../schema/blocks/chat-button";
import { openingTags } from "../../../tests/helpers/html-tags";
import { renderAt } from "../../../tests/helpers/render-block";
import { projectBlockKit } from "../../../tests/helpers/site-kit";
import ChatButton from ".";

let schema: ReturnType<typeof chatButtonBlock.schema>;
beforeAll(async () => {
  schema = chatButtonBlock.schema((await projectBlockKit()).kit);
});

describe("chat-button", () => {
  it("links to the chat in a new tab, named for assistive technology, fixed at the bottom-right above the back-to-top button", () => {
    const props = schema.parse({
      type: "chat-button",
      href: "https://wa.me/5491155550123",
      label: "Escribinos por WhatsApp",
    });
    const [link] = openingTags(renderAt(<ChatButton {...props} />), "a");
    expect(link).toMatchObject({
      href: "https://wa.me/5491155550123",
      "aria-label": "Escribinos por WhatsApp",
      target: "_blank",
      rel: "noopener noreferrer",
    });
    expect(link?.class).toContain("right-5");
    expect(link?.class).toContain("bottom-22");
    expect(link?.class).toContain("fixed");
  });
});
