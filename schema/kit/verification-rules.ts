import { z } from "zod";
import { schemaIssue } from "../../src/engine/errors/schema-issue";
import { quoted } from "./link-rules";
import { shownString } from "../primitives";

/**
 * The meta tags search engines and social sites read to confirm who owns a site, by the service's
 * name: a marketer knows the service, and each writes its tag under a name of its own.
 */
export const verificationServices = {
  google: { service: "Google", metaName: "google-site-verification" },
  bing: { service: "Bing", metaName: "msvalidate.01" },
  yandex: { service: "Yandex", metaName: "yandex-verification" },
  pinterest: { service: "Pinterest", metaName: "p:domain_verify" },
  facebook: { service: "Facebook", metaName: "facebook-domain-verification" },
  baidu: { service: "Baidu", metaName: "baidu-site-verification" },
} as const;

export type VerificationService = keyof typeof verificationServices;

export function isVerificationService(name: string): name is VerificationService {
  return Object.hasOwn(verificationServices, name);
}

/** What every service's token is made of: letters, digits and the few marks base64 and hex use. */
const tokenPattern = /^[A-Za-z0-9_=+.-]{6,128}$/;

/** The token inside a whole meta tag pasted in its place. */
const pastedContent = /content=["']([^"']*)["']/i;

const tokenField = (field: VerificationService) => {
  const { service, metaName } = verificationServices[field];
  return shownString()
    .check((ctx) => {
      if (tokenPattern.test(ctx.value)) return;
      const pasted = pastedContent.exec(ctx.value)?.[1];
      const reason =
        pasted === undefined
          ? "a token is 6 to 128 letters, digits, '-', '_', '.', '+' or '='"
          : "it is a whole meta tag, where only its content goes";
      ctx.issues.push(
        schemaIssue(
          "invalid-verification",
          ctx.value,
          { service, shown: quoted(ctx.value), reason },
          pasted === undefined ? {} : { hint: `Write only ${quoted(pasted)}.` },
        ),
      );
    })
    .meta({
      description: `The token ${service} gives for its meta tag <meta name="${metaName}">: only what its content holds.`,
      pattern: tokenPattern.source,
    });
};

const verificationShape = {
  google: tokenField("google").optional(),
  bing: tokenField("bing").optional(),
  yandex: tokenField("yandex").optional(),
  pinterest: tokenField("pinterest").optional(),
  facebook: tokenField("facebook").optional(),
  baidu: tokenField("baidu").optional(),
} satisfies { [Service in VerificationService]: unknown };

/** `head:` in site.yaml: what every page's head carries beyond what the builder writes itself. */
export const headSchema = z
  .strictObject({
    verification: z.strictObject(verificationShape).default({}).meta({
      description:
        "Site ownership tokens, by service (google, bing, yandex, pinterest, facebook, baidu): each is written as that service's meta tag on every page.",
    }),
  })
  .default({ verification: {} })
  .meta({ description: "Tags every page's head carries: site verification for search engines and social sites." });
