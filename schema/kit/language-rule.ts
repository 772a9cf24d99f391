import { z } from "zod";
import { schemaIssue } from "../../src/engine/errors/schema-issue";
import type { SiteFacts } from "./validation-context";

/**
 * A BCP 47 language tag as sites write one: a language, then optional script, region or variant
 * subtags (en, es, pt-BR, zh-Hant-TW). Intl checks it fully; the pattern is what editors check.
 */
export const languageTagPattern = /^[a-z]{2,3}(-[A-Za-z0-9]{2,8})*$/;

const languageTagError = "expected a language tag such as en, es or pt-BR";

/** Why a text is no language tag, or undefined when it is one. */
export function languageTagProblem(tag: string): string | undefined {
  if (!languageTagPattern.test(tag)) return languageTagError;
  try {
    const canonical = Intl.getCanonicalLocales(tag)[0];
    return canonical === tag ? undefined : `write it as ${canonical}`;
  } catch {
    return languageTagError;
  }
}

/**
 * The site's languages a code was likely meant as: the same but for case ("pt-br"), the same language
 * for another region ("pt" for "pt-BR"), or one letter away ("ed" for "es"). Codes are so short that
 * any two are a few letters apart, so a looser match would suggest every language of the site.
 */
function meantLanguages(written: string, known: readonly string[]): string[] {
  const lower = written.toLowerCase();
  const primary = (code: string) => code.toLowerCase().split("-")[0];
  const oneLetterAway = (code: string) =>
    code.length === lower.length && [...code.toLowerCase()].filter((letter, i) => letter !== lower[i]).length === 1;
  return known.filter(
    (code) => code.toLowerCase() === lower || primary(code) === primary(written) || oneLetterAway(code),
  );
}

/** What to write instead of a language the site does not list. */
function unknownLanguageHint(written: string, known: readonly string[]): string {
  const meant = meantLanguages(written, known);
  if (meant.length > 0) return `Did you mean ${meant.map((code) => `"${code}"`).join(" or ")}?`;
  return `Write one of the site's languages, or add { code: ${written} } to languages: in content/site.yaml, with its locale, ogLocale and words where the project ships none for it (docs/site.md).`;
}

/**
 * Fields that name a language of the site: a page's or a block's `lang`, the keys of `translations`.
 * The site's languages are read from site.yaml before anything is validated; while site.yaml cannot
 * be read, any well-formed tag passes, and site.yaml's own error is the one reported.
 */
export function createLanguageKit(facts: Pick<SiteFacts, "languages">) {
  const known = facts.languages === "unchecked" ? undefined : facts.languages;
  /** What editors are told the keys of a mapping by language may be. */
  const keysListed = known ? { enum: [...known] } : { pattern: languageTagPattern.source };

  /** The issue for a language the site does not list (or, unread, for no language tag), at `path`. */
  function languageIssue(written: string, path?: PropertyKey[]) {
    const where = path ? { path } : {};
    if (known) {
      if (known.includes(written)) return undefined;
      const hint = unknownLanguageHint(written, known);
      return schemaIssue("unknown-language", written, { lang: written, known }, { hint, ...where });
    }
    const reason = languageTagProblem(written);
    return reason === undefined ? undefined : schemaIssue("invalid-value", written, { reason }, where);
  }

  const language = (description: string) =>
    z
      .string()
      .regex(languageTagPattern, { error: languageTagError, abort: true })
      .check((ctx) => {
        const issue = languageIssue(ctx.value);
        if (issue) ctx.issues.push(issue);
      })
      .meta({ description, ...(known ? { enum: [...known] } : {}) });

  /** A mapping by language of the site, such as a page's translations: `{ es: /precios }`. */
  const byLanguage = <Value extends z.ZodType>(value: Value, description: string) =>
    z
      .record(z.string(), value)
      .check((ctx) => {
        for (const code of Object.keys(ctx.value)) {
          const issue = languageIssue(code, [code]);
          if (issue) ctx.issues.push(issue);
        }
      })
      .meta({ description, propertyNames: keysListed });

  return { language, byLanguage };
}
