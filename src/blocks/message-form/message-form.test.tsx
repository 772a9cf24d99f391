import { beforeAll, describe, expect, it } from "vitest";
import { createBlockSchemas, type BlockInput } from "../../../schema/blocks";
import { openingTags } from "../../../tests/helpers/html-tags";
import { renderAt } from "../../../tests/helpers/render-block";
import { projectBlockKit } from "../../../tests/helpers/site-kit";
import MessageForm from ".";
import { examplesOf } from "../../../tests/helpers/block-examples";

const examples = examplesOf("message-form");

let schemas: ReturnType<typeof createBlockSchemas>;
beforeAll(async () => {
  schemas = createBlockSchemas((await projectBlockKit()).kit);
});

const [comment] = examples as [BlockInput<"message-form">];

describe("message-form", () => {
  it("renders the fields with the browser's checks, a data-stay form and an empty status for the confirmation", () => {
    const parsed = schemas.get("message-form")?.safeParse(comment);
    if (parsed?.data?.type !== "message-form") throw new Error(JSON.stringify(parsed?.error?.issues));
    const html = renderAt(<MessageForm {...parsed.data} />);
    const inputs = openingTags(html, "input");
    expect(inputs.map((input) => [input.name, input.type, "required" in input])).toEqual([
      ["name", "text", true],
      ["email", "email", true],
    ]);
    expect(openingTags(html, "textarea")[0]).not.toHaveProperty("required");
    expect(html).toMatch(/<form data-stay=""/);
    expect(html).toMatch(/role="status"[^>]*><\/p>/);
    expect(openingTags(html, "a").map((link) => link.href)).toEqual(["/login", "/signup"]);
  });

  it("rejects a required field without its message and an email field without its invalid message", () => {
    const result = schemas.get("message-form")?.safeParse({
      ...comment,
      fields: [{ name: "email", label: "Email", input: "email", required: true }],
    });
    expect(result?.error?.issues.map((issue) => issue.path.join("."))).toEqual([
      "fields.0.requiredMessage",
      "fields.0.invalidMessage",
    ]);
  });
});
