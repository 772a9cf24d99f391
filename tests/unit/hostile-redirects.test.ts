import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { createBlockKit } from "../../schema/kit/block-kit";
import { createValidationContext } from "../../schema/kit/validation-context";
import { hostsSchema } from "../../schema/site";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { knownSource } from "../../src/engine/read/yaml-source";
import { earlySiteFacts } from "../../src/engine/validate/early-site-facts";
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
  it(
    "are refused, or are origins and links that hold nothing that could leave the href, and are written escaped",
    { timeout: 60_000 },
    () => {
      fc.assert(
        fc.property(hostile, hostile, (host, target) => {
          const hosts = hostsSchema.safeParse({ app: host });
          if (hosts.success) expect(hosts.data.app).toMatch(/^https?:\/\/[A-Za-z0-9.-]+(:\d+)?$/);
          const declared = new Map(Object.entries(hosts.success ? hosts.data : {}));
          const link = createBlockKit(createValidationContext({ hosts: declared })).link();
          const to = link.safeParse(target);
          if (to.success) expect(to.data).toMatch(attributeSafe);
          // A link to the redirect's path leads to its destination as validated, or stays as written.
          const site = { hosts: hosts.success ? hosts.data : {}, redirects: [{ from: "/old", to: target }] };
          const facts = earlySiteFacts(knownSource("content/site.yaml", "", site));
          const resolved = createBlockKit(createValidationContext(facts)).link().parse("/old");
          expect(resolved === "/old" || (to.success && resolved === to.data)).toBe(true);
          const html = renderToStaticMarkup(createElement("a", { href: resolved }, "x"));
          expect(html).toBe(`<a href="${escapeHtml(resolved).replaceAll("&#39;", "&#x27;")}">x</a>`);
        }),
        { numRuns: 2_000 },
      );
    },
  );
});
