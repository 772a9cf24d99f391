import type { z } from "zod";
import type { ErrorFactsMap } from "../../src/engine/errors/catalogue";
import { schemaIssue } from "../../src/engine/errors/schema-issue";

/**
 * How long a value may be where its length costs something: a page's title and description, which
 * search results and social cards show only in part and a card measures to fit; the site's name, drawn
 * on every card; a link; a path, which becomes a folder of the built site; a section's id, written into
 * every link to it. Each limit leaves room several times over for what a site needs.
 */
export const lengthLimits = {
  title: {
    characters: 200,
    what: "a title",
    hint: "Shorten it to 200 characters at most: search results show about the first 60, a social card about 100.",
  },
  description: {
    characters: 500,
    what: "a description",
    hint: "Shorten it to 500 characters at most: search results show about the first 160.",
  },
  siteName: {
    characters: 100,
    what: "the site's name",
    hint: "Shorten it to 100 characters at most: it shows beside the logo and on every page's social card.",
  },
  link: {
    characters: 2000,
    what: "a link",
    hint: "Shorten it to 2,000 characters at most; a web address much longer is cut short by browsers and search engines.",
  },
  route: {
    characters: 200,
    what: "a path",
    hint: "Shorten it to 200 characters at most: each path is a folder of the built site, and file systems refuse long names.",
  },
  anchor: {
    characters: 100,
    what: "a section's id",
    hint: "Shorten it to 100 characters at most: a few words joined by hyphens, such as pricing-plans.",
  },
} as const;

export type LengthLimit = keyof typeof lengthLimits;

/** Why a text is too long for what it is, or undefined when it is not; `filled` says how it grew. */
export function lengthProblem(
  limit: LengthLimit,
  text: string,
  filled = "",
): { facts: ErrorFactsMap["too-long"]; hint: string } | undefined {
  const { characters, what, hint } = lengthLimits[limit];
  if (text.length <= characters) return undefined;
  return { facts: { what, limit: characters, length: text.length, filled }, hint };
}

/** The same limit as a schema's check, reported with its own code and hint. */
export function lengthCheck(limit: LengthLimit) {
  return (ctx: z.core.ParsePayload<string>) => {
    const problem = lengthProblem(limit, ctx.value);
    if (problem) ctx.issues.push(schemaIssue("too-long", ctx.value, problem.facts, { hint: problem.hint }));
  };
}
