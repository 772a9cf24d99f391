import { isLinkProblem, readLink, resolveLink } from "../../../schema/kit/link-rules";
import type { SiteFacts } from "../../../schema/kit/validation-context";
import { hostsSchema } from "../../../schema/site";
import { builtInBlockWords } from "../../../schema/language/built-in-languages";
import { siteLanguages } from "../../../schema/language/site-languages";
import { siteThemes } from "../../../schema/themes/site-themes";
import { baseProblem } from "../../../schema/kit/base-rule";
import { rootBase } from "../../routing/base-path";
import { siteError, type SiteError } from "../errors/site-error";
import { isMapping } from "../read/yaml-data";
import { positionOf, type YamlSource } from "../read/yaml-source";

/**
 * What content/site.yaml says that every document of the site depends on: its hosts, its redirects and
 * its base (every link), the themes every page names one of, and its languages (every field that
 * names one, and every block whose fields left out say a word in one).
 */
export type EarlySiteFacts = Pick<SiteFacts, "hosts" | "redirects" | "base" | "themes" | "languages" | "blockWords">;

/**
 * The hosts site.yaml declares. "unchecked" when the file or its hosts cannot be read: their error is
 * reported in site.yaml (by the site's schema), and host links elsewhere are not all reported again.
 */
function siteHosts(site: YamlSource, raw: unknown): { hosts: SiteFacts["hosts"]; errors: SiteError[] } {
  // zod leaves a "__proto__" key out of a mapping without a word, so it is named here.
  if (isMapping(raw) && Object.hasOwn(raw, "__proto__")) {
    const path = ["hosts", "__proto__"];
    const where = { file: site.file, ...positionOf(site, path, { key: true }), path: "hosts.__proto__" };
    const reason = 'the name "__proto__" is not allowed: it names the inner workings of every object';
    return { hosts: "unchecked", errors: [siteError("invalid-value", where, { reason }, "Rename the key.")] };
  }
  const hosts = hostsSchema.safeParse(raw);
  return { hosts: hosts.success ? new Map(Object.entries(hosts.data)) : "unchecked", errors: [] };
}

/**
 * Where each redirect leads, as links will be written to it. Read before site.yaml is validated, since
 * the links of the collections, of site.yaml and of every page lead to a redirect's destination; a
 * redirect whose addresses are not links is left out here and reported when site.yaml is validated.
 */
function siteRedirects(raw: unknown, { hosts, base }: Pick<SiteFacts, "hosts" | "base">): Map<string, string> {
  const redirects = new Map<string, string>();
  for (const entry of Array.isArray(raw) ? raw : []) {
    if (!isMapping(entry) || typeof entry.from !== "string" || typeof entry.to !== "string") continue;
    const target = readLink(entry.to);
    const to = isLinkProblem(target) ? undefined : resolveLink(entry.to, target, { hosts, redirects: new Map(), base });
    if (to !== undefined && !redirects.has(entry.from)) redirects.set(entry.from, to);
  }
  return redirects;
}

/**
 * The base path site.yaml gives, or the root; one that is no base path is reported when site.yaml is
 * validated. `--base` on the command line takes its place.
 */
export function siteBase(site: YamlSource | undefined, override?: string): string {
  if (override !== undefined) return override;
  const base = site?.readable && isMapping(site.data) ? site.data.base : undefined;
  return typeof base === "string" && baseProblem(base) === undefined ? base : rootBase;
}

/**
 * The codes of the languages site.yaml lists (en alone when it lists none), as written: whether each is
 * a language tag is reported when site.yaml is validated. "unchecked" when the list is not a list of
 * codes, so that its own error is the one reported, not every page's language.
 */
export function siteLanguageCodes(raw: unknown): SiteFacts["languages"] {
  if (raw === undefined) return ["en"];
  if (!Array.isArray(raw)) return "unchecked";
  const codes = raw.map((entry) => (isMapping(entry) && typeof entry.code === "string" ? entry.code : undefined));
  return codes.every((code) => code !== undefined) ? codes : "unchecked";
}

/**
 * The words blocks say in each language site.yaml lists, its own over the built-in ones. Left to the
 * built-in languages when the list does not validate: its error is reported when site.yaml is, and
 * then no page is built.
 */
function siteBlockWords(raw: unknown): SiteFacts["blockWords"] | undefined {
  const languages = siteLanguages.safeParse(raw);
  if (!languages.success) return undefined;
  return new Map(languages.data.map((language) => [language.code, language.blockWords]));
}

/**
 * The hosts, redirects, base, themes and languages of content/site.yaml, read before anything else:
 * every link, page and language field depends on them.
 */
export function earlySiteFacts(
  site: YamlSource | undefined,
  baseOverride?: string,
): EarlySiteFacts & { errors: SiteError[] } {
  const base = siteBase(site, baseOverride);
  const unread = { hosts: "unchecked", themes: "unchecked", languages: "unchecked" } as const;
  if (!site?.readable) return { ...unread, redirects: new Map(), base, blockWords: builtInBlockWords, errors: [] };
  const data = isMapping(site.data) ? site.data : {};
  const { hosts, errors } = siteHosts(site, data.hosts);
  const themes = siteThemes(data.themes);
  const languages = siteLanguageCodes(data.languages);
  const blockWords = siteBlockWords(data.languages) ?? builtInBlockWords;
  const redirects = siteRedirects(data.redirects, { hosts, base });
  return { hosts, redirects, base, themes, languages, blockWords, errors };
}
