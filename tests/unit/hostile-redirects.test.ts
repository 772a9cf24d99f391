import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { createBlockKit } from "../../schema/kit/block-kit";
import { createValidationContext } from "../../schema/kit/validation-context";
import { hostsSchema } from "../../schema/site";
import { resolveRedirectLinks } from "../../src/engine/routes/redirect-links";
import { escapeHtml } from "../../src/render/escape-html";

/** Pieces of web addresses, and the characters and words an attacker would slip between them. */
const pieces = [
  "https://",
  "http://",
  "{app}",
  "/",
  "//",
  "app.example",
  "www.example.com",
  ":8443",
  "?q=",
  "#top",
  "&",
  "user:pw@",
  "%22",
  "javascript:",
  '"',
  "'",
  "<",
  ">",
  "`",
  " ",
  "\t",
  "\n",
  "\\",
  "\u0000",
  "\u001b",
  "\u202e",
  "><svg/onload=alert(1)>",
];
const hostile = fc.oneof(
  fc.array(fc.constantFrom(...pieces), { minLength: 1, maxLength: 8 }).map((parts) => parts.join("")),
  fc.string({ unit: "grapheme", maxLength: 40 }),
);

/** What may stand in an href attribute written with double quotes, with nothing that ends or bends it. */
const attributeSafe = /^[^"<>`\s\p{Cc}]*$/u;

describe("hostile redirect targets and host values", () => {
  it("are refused, or are origins and links that hold nothing that could leave the href, and are written escaped", () => {
    fc.assert(
      fc.property(hostile, hostile, (host, target) => {
        const hosts = hostsSchema.safeParse({ app: host });
        if (hosts.success) expect(hosts.data.app).toMatch(/^https?:\/\/[A-Za-z0-9.-]+(:\d+)?$/);
        const declared = new Map(Object.entries(hosts.success ? hosts.data : {}));
        const link = createBlockKit(createValidationContext({ hosts: declared })).link();
        const to = link.safeParse(target);
        if (!to.success) return;
        expect(to.data).toMatch(attributeSafe);
        const html = resolveRedirectLinks('<a href="/old">x</a>', new Map([["/old", to.data]]));
        expect(html).toBe(`<a href="${escapeHtml(to.data)}">x</a>`);
      }),
      { numRuns: 2_000 },
    );
  });
});
