import { z } from "zod";
import { schemaIssue } from "../../src/engine/errors/schema-issue";
import { languageTagPattern, languageTagProblem } from "../kit/language-rule";
import { text } from "../primitives";
import { builtInLanguages, english } from "./built-in-languages";
import { shellWordDescriptions, shellWordKeys, type ShellWordKey, type ShellWords } from "./shell-words";
import type { SiteLanguage } from "./site-language";

/** A language and country as link previews name them: en_GB, es_AR. */
export const ogLocale = (description: string) =>
  z
    .string()
    .regex(/^[a-z]{2,3}_[A-Z]{2}$/, { error: "expected a language and a country such as en_GB or es_AR" })
    .meta({ description });

const languageCode = z
  .string()
  .check((ctx) => {
    const reason = languageTagProblem(ctx.value);
    if (reason) ctx.issues.push(schemaIssue("invalid-value", ctx.value, { reason }));
  })
  .meta({
    description: "The language's BCP 47 tag, such as en, es or pt-BR: pages, blocks and translations name it so.",
    pattern: languageTagPattern.source,
  });

/** Why Intl cannot write numbers and dates in a locale, or undefined when it can. */
function localeProblem(locale: string): string | undefined {
  const reason = languageTagProblem(locale);
  if (reason) return reason.replace("language tag", "locale");
  if (Intl.NumberFormat.supportedLocalesOf(locale).length === 0)
    return `no number or date format is known for ${locale}; write one such as en-US, es-ES or pt-BR`;
  return undefined;
}

const numberLocale = z
  .string()
  .check((ctx) => {
    const reason = localeProblem(ctx.value);
    if (reason) ctx.issues.push(schemaIssue("invalid-value", ctx.value, { reason }));
  })
  .meta({
    description:
      "The locale numbers and dates are written in, such as en-US (150,000 and 4.8) or es-ES (150.000 and 4,8); the built-in one for en and es, else the code itself, when left out.",
    pattern: languageTagPattern.source,
  });

const wordFields = Object.fromEntries(
  shellWordKeys.map((key) => [key, text(shellWordDescriptions[key]).optional()]),
) as Record<ShellWordKey, z.ZodOptional<ReturnType<typeof text>>>;

const shellWords = z.strictObject(wordFields).meta({
  description:
    "The words the shell says in this language (menu buttons, landmark names). The project ships them for en and es, where any given here replace its own; another language gives all of them.",
});

/** The built-in words of a language, with the site's own over them; undefined words are left out. */
function wordsOf(builtIn: ShellWords | undefined, own: Partial<Record<ShellWordKey, string>> | undefined) {
  const words: Partial<ShellWords> = { ...builtIn };
  for (const key of shellWordKeys) {
    const word = own?.[key];
    if (word !== undefined) words[key] = word;
  }
  return words;
}

const isComplete = (words: Partial<ShellWords>): words is ShellWords =>
  shellWordKeys.every((key) => words[key] !== undefined);

/** One language of the site, filled in from the built-in sets. */
const siteLanguage = z
  .strictObject({
    code: languageCode,
    locale: numberLocale.optional(),
    ogLocale: ogLocale(
      "How link previews name the language and country (og:locale), such as en_GB or pt_BR; the built-in one for en and es, else made from a code with a region (pt-BR gives pt_BR).",
    ).optional(),
    words: shellWords.optional(),
  })
  .transform((entry, ctx): SiteLanguage => {
    const builtIn = builtInLanguages.get(entry.code);
    const words = wordsOf(builtIn?.words, entry.words);
    if (!isComplete(words)) {
      const missing = shellWordKeys.filter((key) => words[key] === undefined);
      const path = entry.words ? ["words"] : [];
      ctx.issues.push(schemaIssue("missing-shell-words", entry, { lang: entry.code, missing }, { path }));
      return z.NEVER;
    }
    const region = /^([a-z]{2,3})-([A-Z]{2})$/.exec(entry.code);
    const og = entry.ogLocale ?? builtIn?.ogLocale ?? (region ? `${region[1]}_${region[2]}` : undefined);
    if (og === undefined) {
      const expected = `how link previews name ${entry.code} and its country, such as ${entry.code}_${entry.code.toUpperCase()}`;
      ctx.issues.push(schemaIssue("missing-field", entry, { field: "ogLocale", expected }));
      return z.NEVER;
    }
    return { code: entry.code, locale: entry.locale ?? builtIn?.locale ?? entry.code, ogLocale: og, words };
  });

/** site.yaml's languages: every language a page or a part of one may be written in. */
export const siteLanguages = z
  .tuple([siteLanguage], siteLanguage)
  .check((ctx) => {
    const seen = new Set<string>();
    ctx.value.forEach((language, index) => {
      if (seen.has(language.code))
        ctx.issues.push(
          schemaIssue("duplicate-language", language.code, { lang: language.code }, { path: [index, "code"] }),
        );
      seen.add(language.code);
    });
  })
  .default((): [SiteLanguage] => [english])
  .meta({
    description:
      "The languages of the site, the first being the one of pages that say none when lang is left out: { code: es, locale: es-AR }. en and es come with their shell words; another language gives them under words.",
  });
