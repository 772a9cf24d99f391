import { z } from "zod";
import { schemaIssue } from "../../src/engine/errors/schema-issue";
import { isLinkProblem, quoted, readLink } from "./link-rules";
import { origin } from "./origin-rule";
import { shownString, text } from "../primitives";

/**
 * The analytics a site names in content/site.yaml, each provider with its own id. Every id is checked
 * against the form its provider gives it, so a value is written into a page's attributes only once it
 * could be nothing but an id; a custom script's address goes through the link rules.
 */

/** What a rule says of a value it refuses: what it expected, and what to write instead when it can tell. */
interface IdProblem {
  expected: string;
  hint?: string;
}

/** A rule for one kind of id: undefined when the value has the form, else what it lacked. */
type IdRule = (value: string) => IdProblem | undefined;

/** A string field checked by `rule`, reported as an analytics id in the wrong form. */
function idField(rule: IdRule, description: string, pattern: RegExp) {
  return shownString()
    .check((ctx) => {
      const problem = rule(ctx.value);
      if (!problem) return;
      ctx.issues.push(
        schemaIssue(
          "invalid-analytics-id",
          ctx.value,
          { shown: quoted(ctx.value), expected: problem.expected },
          { hint: problem.hint },
        ),
      );
    })
    .meta({ description, pattern: pattern.source });
}

/** A GA4 measurement id: "G-" and upper-case letters and digits, as the property's data stream shows it. */
const measurementIdPattern = /^G-[A-Z0-9]{4,20}$/;

const measurementIdRule: IdRule = (value) => {
  if (measurementIdPattern.test(value)) return undefined;
  const expected = 'a Google Analytics 4 measurement id: "G-" and upper-case letters and digits, such as G-A1B2C3D4E5';
  if (measurementIdPattern.test(value.toUpperCase())) return { expected, hint: `Write ${value.toUpperCase()}.` };
  if (/^UA-/i.test(value))
    return {
      expected,
      hint: "UA- ids belong to Universal Analytics, which stopped collecting in 2023: use the G- id of the site's GA4 data stream.",
    };
  if (/^GTM-/i.test(value))
    return {
      expected,
      hint: "GTM- ids name a Tag Manager container: use the G- id of the site's GA4 data stream (Admin, Data streams).",
    };
  return { expected, hint: "Copy the measurement id from Admin, Data streams, in Google Analytics." };
};

/** A Fathom site id: the upper-case letters its embed code writes in data-site. */
const fathomIdPattern = /^[A-Z]{5,12}$/;

const fathomIdRule: IdRule = (value) => {
  if (fathomIdPattern.test(value)) return undefined;
  const expected = "a Fathom site id: upper-case letters, such as ABCDEFGH";
  const pasted = /data-site=["']?([A-Za-z]+)/.exec(value)?.[1];
  if (pasted) return { expected, hint: `Write only the id the embed code names: ${pasted.toUpperCase()}.` };
  if (fathomIdPattern.test(value.toUpperCase())) return { expected, hint: `Write ${value.toUpperCase()}.` };
  return { expected, hint: "Copy the site id from Settings, Sites, in Fathom." };
};

/** A host name of dot-separated labels ending in a top-level domain, in lower case, as Plausible lists sites. */
const hostNamePattern = /^(?=.{1,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/;

const plausibleDomainRule: IdRule = (value) => {
  if (hostNamePattern.test(value)) return undefined;
  const expected =
    "a domain as Plausible names the site: a host name such as www.example.com, with no https:// or path";
  const host = URL.canParse(value) ? new URL(value).hostname : value.toLowerCase();
  return hostNamePattern.test(host)
    ? { expected, hint: `Write ${host}.` }
    : { expected, hint: "Write the domain the site was added to Plausible under, such as www.example.com." };
};

/** A refused script address: why, and what to write instead when it can tell. */
interface ScriptAddressProblem {
  reason: string;
  hint?: string;
}

/** Credentials in an address would reach every visitor; asked before the link rules, which call such an address only "not a web address". */
function credentialsProblem(value: string): ScriptAddressProblem | undefined {
  if (!URL.canParse(value)) return undefined;
  const url = new URL(value);
  if (url.username === "" && url.password === "") return undefined;
  return {
    reason: "it holds a user name or password, which every visitor's browser would send",
    hint: `Write the address without them: ${url.protocol}//${url.host}${url.pathname}${url.search}.`,
  };
}

/** Only https: a script fetched in the clear could be changed on the way, and would run as the site's own. */
function schemeProblem(value: string): ScriptAddressProblem | undefined {
  if (/^https:\/\//i.test(value)) return undefined;
  const secure = value.replace(/^http:\/\//i, "https://");
  return {
    reason: "only https:// addresses are loaded, so no one on the way can change the script",
    hint: secure === value ? undefined : `Write ${secure}, if the provider serves it there.`,
  };
}

const scriptAddress = shownString()
  .check((ctx) => {
    const credentials = credentialsProblem(ctx.value);
    const link = credentials ? undefined : readLink(ctx.value);
    if (link && isLinkProblem(link)) {
      ctx.issues.push(schemaIssue(link.code, ctx.value, link.facts, { hint: link.hint }));
      return;
    }
    const problem = credentials ?? schemeProblem(ctx.value);
    if (!problem) return;
    ctx.issues.push(
      schemaIssue(
        "invalid-script-address",
        ctx.value,
        { shown: quoted(ctx.value), reason: problem.reason },
        { hint: problem.hint },
      ),
    );
  })
  .meta({
    description: "The https:// address of the provider's script, such as https://analytics.example.com/script.js.",
  });

/** A data-* attribute's name after "data-": lower-case words joined by hyphens. */
const dataAttributeName = z.string().regex(/^[a-z][a-z0-9]*(-[a-z0-9]+)*$/, {
  error: 'an attribute name is lower-case words joined by hyphens, written without "data-", such as website-id',
});

/** One description for both providers' ids: editors and docs/blocks.md show the field once. */
const providerIdDescription =
  "The id the provider gives the site: for google-analytics the measurement id of its GA4 data stream (G-A1B2C3D4E5), for fathom the site id its embed code names in data-site (ABCDEFGH).";

const plausible = z.strictObject({
  provider: z.literal("plausible").meta({ description: "Plausible Analytics (plausible.io)." }),
  domain: idField(
    plausibleDomainRule,
    "The site's domain as it was added to Plausible, such as www.example.com.",
    hostNamePattern,
  ),
});

const googleAnalytics = z.strictObject({
  provider: z.literal("google-analytics").meta({ description: "Google Analytics 4, through gtag.js." }),
  id: idField(measurementIdRule, providerIdDescription, measurementIdPattern),
});

const fathom = z.strictObject({
  provider: z.literal("fathom").meta({ description: "Fathom Analytics (usefathom.com)." }),
  id: idField(fathomIdRule, providerIdDescription, fathomIdPattern),
});

const custom = z.strictObject({
  provider: z.literal("custom").meta({ description: "Any other provider's script, loaded from its https:// address." }),
  src: scriptAddress,
  data: z.record(dataAttributeName, text("The attribute's value.")).default({}).meta({
    description:
      'Attributes the script reads from its own tag, without "data-": { website-id: 94db1cb1 } is written data-website-id="94db1cb1".',
  }),
  connect: z
    .array(origin("An origin the script sends its data to, such as https://events.example.com."))
    .default([])
    .meta({
      description:
        "Origins the script sends to, beside its own; the Content Security Policy allows them in connect-src.",
    }),
});

/** One analytics provider of the site, told apart by `provider`. */
export const analyticsEntry = z
  .discriminatedUnion("provider", [plausible, googleAnalytics, fathom, custom])
  .meta({ description: "An analytics provider and the id the site has with it." });

export type AnalyticsEntry = z.output<typeof analyticsEntry>;
