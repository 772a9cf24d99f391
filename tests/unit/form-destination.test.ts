import { describe, expect, it } from "vitest";
import { createBlockSchemas, type Block, type BlockType } from "../../schema/blocks";
import { formDestination } from "../../schema/kit/form-destination";
import { blockSources } from "../../src/engine/render/page-policy";
import { exampleOf } from "../helpers/block-examples";
import { projectBlockKit } from "../helpers/site-kit";

const schemas = createBlockSchemas((await projectBlockKit()).kit);

/** The codes of the problems a send: value has, each at its path, or what it reads as. */
function read(send: unknown) {
  const result = formDestination().safeParse(send);
  if (result.success) return result.data;
  return result.error.issues.map((issue) => {
    const code = "params" in issue ? (issue.params as { code?: string } | undefined)?.code : undefined;
    return `${issue.path.join(".")}: ${code ?? issue.code}`;
  });
}

describe("where a form sends", () => {
  it("reads each kind of destination", () => {
    expect(read({ to: "https://formspree.io/f/xyzzyabc" })).toEqual({
      kind: "endpoint",
      to: "https://formspree.io/f/xyzzyabc",
    });
    expect(read({ netlify: "contact" })).toEqual({ kind: "netlify", name: "contact" });
    expect(read({ mailto: "team@acme.example" })).toEqual({ kind: "mailto", address: "team@acme.example" });
  });

  it("takes https endpoints alone: http, credentials, scripts, site paths and other schemes are refused", () => {
    expect(read({ to: "http://formspree.io/f/xyzzyabc" })).toEqual(["to: insecure-destination"]);
    expect(read({ to: "HTTP://formspree.io/f/xyzzyabc" })).toEqual(["to: insecure-destination"]);
    expect(read({ to: "https://user:secret@api.acme.example/contact" })).toEqual(["to: unsafe-link"]);
    expect(read({ to: "https://user@api.acme.example/contact" })).toEqual(["to: unsafe-link"]);
    expect(read({ to: "javascript:alert(1)" })).toEqual(["to: unsafe-link"]);
    expect(read({ to: "//formspree.io/f/xyzzyabc" })).toEqual(["to: unsafe-link"]);
    expect(read({ to: "/api/contact" })).toEqual(["to: invalid-link"]);
    expect(read({ to: "mailto:team@acme.example" })).toEqual(["to: invalid-link"]);
    expect(read({ to: "ftp://files.acme.example/drop" })).toEqual(["to: invalid-link"]);
    expect(read({ to: 'https://formspree.io/f/x"><script>' })).toEqual(["to: invalid-link"]);
  });

  it("takes an e-mail address alone, without mailto: and without a query", () => {
    expect(read({ mailto: "team@" })).toEqual(["mailto: invalid-link"]);
    expect(read({ mailto: "team" })).toEqual(["mailto: invalid-link"]);
    expect(read({ mailto: "mailto:team@acme.example" })).toEqual(["mailto: invalid-link"]);
    expect(read({ mailto: "team@acme.example?bcc=someone@else.example" })).toEqual(["mailto: invalid-link"]);
  });

  it("takes a Netlify form name of letters, digits, - and _", () => {
    expect(read({ netlify: "contact_form-2" })).toEqual({ kind: "netlify", name: "contact_form-2" });
    expect(read({ netlify: "contact form" })).toEqual(["netlify: invalid_format"]);
    expect(read({ netlify: '"><b>' })).toEqual(["netlify: invalid_format"]);
  });

  it("names exactly one destination: two are reported at the second, none at the send itself", () => {
    expect(read({ to: "https://formspree.io/f/xyzzyabc", netlify: "contact" })).toEqual([
      "netlify: several-destinations",
    ]);
    expect(read({ netlify: "contact", mailto: "team@acme.example" })).toEqual(["mailto: several-destinations"]);
    expect(read({})).toEqual([": invalid-value"]);
    expect(read({ url: "https://formspree.io/f/xyzzyabc" })).toEqual([": unrecognized_keys", ": invalid-value"]);
  });
});

describe("what a page's Content Security Policy allows its forms", () => {
  /** A block as validation makes it: an example of its type with the fields given laid over it. */
  const block = (type: BlockType, fields: object): Block => {
    const parsed = schemas.get(type)?.safeParse({ ...exampleOf(type, 0), ...fields });
    if (!parsed?.success) throw new Error(JSON.stringify(parsed?.error.issues));
    return parsed.data;
  };
  const footerExample = exampleOf("footer", 0);
  const bannerForm = { label: "Your e-mail", placeholder: "you@example.com", button: "Write" };

  it("connects and posts to each service's origin, to the site itself for Netlify, and opens mailto: drafts", () => {
    const sources = blockSources([
      block("message-form", { send: { to: "https://formspree.io/f/xyzzyabc" } }),
      block("message-form", { send: { to: "https://formspree.io/f/other" } }),
      block("footer", { newsletter: { ...footerExample.newsletter, send: { netlify: "newsletter" } } }),
      block("banner", { form: { ...bannerForm, send: { mailto: "team@acme.example" } } }),
      block("contact-modal", { send: { to: "https://usebasin.com/f/abc" } }),
    ]);
    expect(sources["connect-src"]?.toSorted()).toEqual(["'self'", "https://formspree.io", "https://usebasin.com"]);
    expect(sources["form-action"]?.toSorted()).toEqual([
      "'self'",
      "https://formspree.io",
      "https://usebasin.com",
      "mailto:",
    ]);
  });

  it("allows nothing for forms that stay on the page", () => {
    const stay = blockSources([
      block("message-form", {}),
      block("footer", {}),
      block("banner", { form: bannerForm }),
      block("auth-form", {}),
    ]);
    expect(stay["connect-src"] ?? []).toEqual([]);
    expect(stay["form-action"] ?? []).toEqual([]);
  });
});
