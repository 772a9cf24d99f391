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

  it("with send, posts to its service: no data-stay, a honeypot, and a status line carrying the words of the page", () => {
    const parsed = schemas.get("message-form")?.safeParse({ ...comment, send: { to: "https://formspree.io/f/abc" } });
    if (parsed?.data?.type !== "message-form") throw new Error(JSON.stringify(parsed?.error?.issues));
    const html = renderAt(<MessageForm {...parsed.data} />, "/contacto", "es");
    const [form] = openingTags(html, "form");
    expect(form).toMatchObject({ action: "https://formspree.io/f/abc", method: "post", "data-send": "post" });
    expect(form).not.toHaveProperty("data-stay");
    expect(openingTags(html, "input").find((input) => input.name === "_gotcha")).toMatchObject({
      type: "text",
      tabindex: "-1",
      autocomplete: "off",
    });
    const [status] = openingTags(html, "p").filter((p) => p["data-slot"] === "send-status");
    expect(status).toMatchObject({
      role: "status",
      "data-sent": "Thank you! Your comment is waiting for moderation.",
      "data-failed": "No se pudo enviar. Lo que escribiste sigue aquí: vuelve a intentarlo en un momento.",
      "data-sending": "Enviando…",
    });
    expect(html).toContain(">Enviando…</span>");
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
