import { z } from "zod";
import { schemaIssue } from "../../src/engine/errors/schema-issue";
import { languageTagPattern, languageTagProblem } from "../kit/language-rule";
import { text } from "../primitives";
import {
  blockWordDescriptions,
  blockWordKeys,
  blockWordPlaceholders,
  type BlockWordKey,
  type BlockWords,
} from "./block-words";
import { builtInLanguages, english } from "./built-in-languages";
import { shellWordKeys, type ShellWordKey, type ShellWords } from "../../src/page/shell-word-keys";
import { shellWordDescriptions } from "./shell-words";
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

/** A word a block fills in keeps the part in braces it fills: "Hasta {users} usuarios". */
function blockWordField(key: BlockWordKey) {
  const placeholder = blockWordPlaceholders[key];
  const field = text(blockWordDescriptions[key]);
  return (placeholder === undefined ? field : field.includes(placeholder)).optional();
}

const wordFields = {
  ...Object.fromEntries(shellWordKeys.map((key) => [key, text(shellWordDescriptions[key]).optional()])),
  ...Object.fromEntries(blockWordKeys.map((key) => [key, blockWordField(key)])),
} as Record<ShellWordKey | BlockWordKey, z.ZodOptional<ReturnType<typeof text>>>;

const languageWords = z.strictObject(wordFields).meta({
  description:
    "The words the shell says in this language (menu buttons, landmark names), and those blocks say where a field is left out (arrows, badges, labels). The project ships them for en and es, where any given here replace its own; another language gives all of them.",
});

/** The built-in words of a language, with the site's own over them; undefined words are left out. */
function wordsOf<Key extends string>(
  keys: readonly Key[],
  builtIn: Readonly<Record<Key, string>> | undefined,
  own: Partial<Record<Key, string>> | undefined,
): Partial<Record<Key, string>> {
  const words: Partial<Record<Key, string>> = { ...builtIn };
  for (const key of keys) {
    const word = own?.[key];
    if (word !== undefined) words[key] = word;
  }
  return words;
}

const isComplete = <Key extends string>(
  keys: readonly Key[],
  words: Partial<Record<Key, string>>,
): words is Record<Key, string> => keys.every((key) => words[key] !== undefined);

/** The issues of a language that lacks words, the shell's and the blocks' apart, at its words (or the entry when it has none). */
function missingWordsIssues(
  entry: { code: string; words?: Partial<Record<ShellWordKey | BlockWordKey, string>> | undefined },
  words: Partial<ShellWords>,
  blockWords: Partial<BlockWords>,
) {
  // A fresh path for each issue: zod puts the path of the entry before each one's own.
  const where = () => ({ path: entry.words ? ["words"] : [] });
  const missingShell = shellWordKeys.filter((key) => words[key] === undefined);
  const missingBlock = blockWordKeys.filter((key) => blockWords[key] === undefined);
  const issue = (code: "missing-shell-words" | "missing-block-words", missing: readonly string[]) =>
    missing.length > 0 ? [schemaIssue(code, entry, { lang: entry.code, missing }, where())] : [];
  return [...issue("missing-shell-words", missingShell), ...issue("missing-block-words", missingBlock)];
}

/** One language of the site, filled in from the built-in sets. */
const siteLanguage = z
  .strictObject({
    code: languageCode,
    locale: numberLocale.optional(),
    ogLocale: ogLocale(
      "How link previews name the language and country (og:locale), such as en_GB or pt_BR; the built-in one for en and es, else made from a code with a region (pt-BR gives pt_BR).",
    ).optional(),
    words: languageWords.optional(),
  })
  .transform((entry, ctx): SiteLanguage => {
    const builtIn = builtInLanguages.get(entry.code);
    const words = wordsOf(shellWordKeys, builtIn?.words, entry.words);
    const blockWords = wordsOf(blockWordKeys, builtIn?.blockWords, entry.words);
    if (!isComplete(shellWordKeys, words) || !isComplete(blockWordKeys, blockWords)) {
      ctx.issues.push(...missingWordsIssues(entry, words, blockWords));
      return z.NEVER;
    }
    const region = /^([a-z]{2,3})-([A-Z]{2})$/.exec(entry.code);
    const og = entry.ogLocale ?? builtIn?.ogLocale ?? (region ? `${region[1]}_${region[2]}` : undefined);
    if (og === undefined) {
      const expected = `how link previews name ${entry.code} and its country, such as ${entry.code}_${entry.code.toUpperCase()}`;
      ctx.issues.push(schemaIssue("missing-field", entry, { field: "ogLocale", expected }));
      return z.NEVER;
    }
    const locale = entry.locale ?? builtIn?.locale ?? entry.code;
    return { code: entry.code, locale, ogLocale: og, words, blockWords };
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
      "The languages of the site, the first being the one of pages that say none when lang is left out: { code: es, locale: es-AR }. en and es come with their words, the shell's and the blocks'; another language gives them under words.",
  });
