import { z } from "zod";
import { schemaIssue } from "../../src/engine/errors/schema-issue";
import { mergeSources, type PolicySources } from "../../src/engine/render/content-security-policy";
import { isLinkProblem, quoted, readLink } from "./link-rules";

/**
 * Where a form sends what a visitor types: a web address that takes a form post (a form service or
 * the team's own endpoint), a form of Netlify Forms, by its name, or an e-mail address the visitor's
 * own mail program writes to. A form with none stays on the page.
 */
export type FormDestination =
  | { kind: "endpoint"; to: string }
  | { kind: "netlify"; name: string }
  | { kind: "mailto"; address: string };

const destinationKeys = ["to", "netlify", "mailto"] as const;

/** The hint for an address that passed the link rules but is no web address a form can post to. */
function notAnEndpointHint(to: string): string {
  if (/^mailto:/i.test(to))
    return `Write send: { mailto: ${to.slice("mailto:".length)} } to have it written as an e-mail.`;
  return "Write the whole address of the endpoint, https:// and its host, as the form service gives it.";
}

/**
 * A form's endpoint follows the rules of every link (no script, no credentials, a real address), and
 * more: it is a web address, and https, since what visitors type in a form is theirs to keep private.
 */
const endpointSchema = z
  .string()
  .check((ctx) => {
    const to = ctx.value;
    const target = readLink(to);
    if (isLinkProblem(target)) {
      ctx.issues.push(schemaIssue(target.code, to, target.facts, { hint: target.hint }));
    } else if (target.kind !== "web") {
      const reason = `${quoted(to)} is not a web address; a form posts to https://...`;
      ctx.issues.push(schemaIssue("invalid-link", to, { reason }, { hint: notAnEndpointHint(to) }));
    } else if (!/^https:/i.test(to)) {
      const hint = `Write ${quoted(to.replace(/^http:/i, "https:"))}: form services take posts at their https:// address.`;
      ctx.issues.push(schemaIssue("insecure-destination", to, { shown: quoted(to) }, { hint }));
    }
  })
  .meta({
    description:
      "A web address that takes the form's fields, starting with https://: a form service's (https://formspree.io/f/..., https://usebasin.com/f/...) or your own endpoint.",
  });

/** Netlify shows submissions by the form's name; a name is written into the page's HTML and its form data. */
const netlifyNameSchema = z
  .string()
  .regex(/^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$/, {
    error: 'a Netlify form name is letters, digits, "-" and "_", up to 64, such as "contact"',
  })
  .meta({
    description:
      "Name of the form in Netlify Forms, such as contact: submissions are listed under it. The same form on several pages keeps one name; different forms take different names.",
  });

/** An address alone, checked by the link rules as the mailto: link it becomes. */
const mailAddressSchema = z
  .string()
  .check((ctx) => {
    const address = ctx.value;
    if (/^mailto:/i.test(address)) {
      const reason = `${quoted(address)}: write the address alone, without mailto:`;
      const hint = `Write ${quoted(address.slice("mailto:".length))}.`;
      ctx.issues.push(schemaIssue("invalid-link", address, { reason }, { hint }));
      return;
    }
    const target = readLink(`mailto:${address}`);
    if (isLinkProblem(target) || address.includes("?")) {
      const reason = `${quoted(address)} is not an e-mail address`;
      const hint = "Write the one address the messages go to, such as team@example.com.";
      ctx.issues.push(schemaIssue("invalid-link", address, { reason }, { hint }));
    }
  })
  .meta({
    description:
      "An e-mail address: the form opens the visitor's mail program with a message to it, the fields as its text. Nothing is sent over the network; a fallback where no form service is set up.",
  });

const sendSchema = z
  .strictObject({
    to: endpointSchema.optional(),
    netlify: netlifyNameSchema.optional(),
    mailto: mailAddressSchema.optional(),
  })
  .check((ctx) => {
    const named = destinationKeys.filter((key) => ctx.value[key] !== undefined);
    if (named.length === 0) {
      const reason = "send names no destination; write to:, netlify: or mailto:";
      ctx.issues.push(schemaIssue("invalid-value", ctx.value, { reason }));
    } else if (named.length > 1) {
      ctx.issues.push(schemaIssue("several-destinations", ctx.value, { keys: named }, { path: [named[1] ?? ""] }));
    }
  })
  .transform((send): FormDestination => {
    if (send.netlify !== undefined) return { kind: "netlify", name: send.netlify };
    if (send.mailto !== undefined) return { kind: "mailto", address: send.mailto };
    return { kind: "endpoint", to: send.to ?? "" };
  })
  .meta({
    description:
      "Where the form sends what a visitor types, one of: to (a form service or your own https endpoint), netlify (a form of Netlify Forms, by name) or mailto (opens the visitor's mail program). Left out, the form stays on the page and sends nothing.",
  });

/** The `send:` of a form: made once, shared by every form that can send. */
export const formDestination = () => sendSchema;

/** What the browser must be let reach for one destination: the sender's fetch, and the form's own post. */
function destinationSources(destination: FormDestination): PolicySources {
  switch (destination.kind) {
    case "endpoint": {
      const origin = new URL(destination.to).origin;
      return { "connect-src": [origin], "form-action": [origin] };
    }
    case "netlify":
      // Netlify takes a form's post at the page's own address.
      return { "connect-src": ["'self'"], "form-action": ["'self'"] };
    case "mailto":
      // The draft opens in the visitor's mail program: nothing is fetched.
      return { "form-action": ["mailto:"] };
  }
}

/**
 * What a page's Content Security Policy must allow for its forms' destinations (undefined where a
 * form stays on the page): `connect-src` for the sender's fetch, `form-action` for the post the
 * browser makes itself when no script runs, and for a mailto: form, the mail draft.
 */
export function formPolicySources(destinations: readonly (FormDestination | undefined)[]): PolicySources {
  return mergeSources(...destinations.filter((destination) => destination !== undefined).map(destinationSources));
}
