import { readFile, writeFile, mkdir } from "node:fs/promises";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { createLanguageKit } from "../../schema/kit/language-rule";
import { siteLanguages } from "../../schema/language/site-languages";
import { shellWordKeys } from "../../src/page/shell-word-keys";
import { loadSite } from "../../src/engine/load-site";
import { renderSitePage } from "../../src/engine/render/render-site-page";
import { sourceAssets } from "../../src/engine/render/page-assets";
import { browserSiteData } from "../../src/engine/site";
import { islandsScriptId } from "../../src/islands/island-markup";
import { renderPage } from "../../src/render/render-page";
import { fixtureSite } from "../helpers/fixture-site";
import { germanBlockWords, germanShellWords, germanWordsYaml } from "../helpers/german-words";
import { openingTags } from "../helpers/html-tags";

/** The codes of the site's own issues in a failed parse, with the facts their messages name. */
function issuesOf(result: {
  success: boolean;
  error?: { issues: readonly { message: string; path: PropertyKey[] }[] };
}) {
  return (result.error?.issues ?? []).map((issue) => ({ path: issue.path, message: issue.message }));
}

describe("the languages a site lists", () => {
  it("fill in the locale, og:locale and shell words the project ships for en and es", () => {
    const [spanish] = siteLanguages.parse([{ code: "es", locale: "es-AR" }]);
    expect(spanish).toMatchObject({ code: "es", locale: "es-AR", ogLocale: "es_ES" });
    expect(spanish.words.openMenu).toBe("Abrir menú");
  });

  it("are English alone when site.yaml lists none", () => {
    expect(siteLanguages.parse(undefined).map((language) => language.code)).toEqual(["en"]);
  });

  it("let a site replace one built-in word and keep the others", () => {
    const [english] = siteLanguages.parse([{ code: "en", words: { breadcrumb: "You are here" } }]);
    expect(english.words.breadcrumb).toBe("You are here");
    expect(english.words.openMenu).toBe("Open menu");
  });

  it("take a new language from data alone, its og:locale made from a code with a region", () => {
    const [portuguese] = siteLanguages.parse([{ code: "pt-BR", words: { ...germanShellWords, ...germanBlockWords } }]);
    expect(portuguese).toMatchObject({ code: "pt-BR", locale: "pt-BR", ogLocale: "pt_BR" });
  });

  it("refuse a new language that lacks shell words, naming every missing key at its words", () => {
    const result = siteLanguages.safeParse([
      { code: "en" },
      { code: "de", locale: "de-DE", ogLocale: "de_DE", words: { openMenu: "Menü öffnen", ...germanBlockWords } },
    ]);
    const [issue, ...others] = issuesOf(result);
    expect(others).toEqual([]);
    expect(issue?.path).toEqual([1, "words"]);
    for (const key of shellWordKeys.filter((key) => key !== "openMenu")) expect(issue?.message).toContain(key);
    expect(issue?.message).not.toContain("openMenu");
  });

  it("refuse a new language with no country to name it by in link previews", () => {
    const result = siteLanguages.safeParse([{ code: "de", words: { ...germanShellWords, ...germanBlockWords } }]);
    expect(issuesOf(result)[0]?.message).toContain('missing required field "ogLocale"');
  });

  it("refuse a locale Intl cannot write numbers in, a malformed code, and a language listed twice", () => {
    expect(issuesOf(siteLanguages.safeParse([{ code: "en", locale: "en_US" }]))[0]?.message).toContain("locale");
    expect(issuesOf(siteLanguages.safeParse([{ code: "English" }]))[0]?.path).toEqual([0, "code"]);
    const twice = issuesOf(siteLanguages.safeParse([{ code: "es" }, { code: "es", locale: "es-AR" }]));
    expect(twice).toEqual([{ path: [1, "code"], message: "the language es is listed twice" }]);
  });
});

describe("a field that names a language", () => {
  const { language, byLanguage } = createLanguageKit({ languages: ["en", "es"] });

  it("takes only the site's languages, suggesting the one a typo meant", () => {
    expect(language("lang").parse("es")).toBe("es");
    const typo = language("lang").safeParse("ed");
    expect(typo.error?.issues[0]?.message).toBe('"ed" is not a language of the site; content/site.yaml lists en, es');
    expect(typo.error?.issues[0]).toMatchObject({
      params: { code: "unknown-language", hint: 'Did you mean "en" or "es"?' },
    });
  });

  it("says how to add a language the site does not list", () => {
    const german = language("lang").safeParse("de");
    expect(german.error?.issues[0]).toMatchObject({ params: { hint: expect.stringContaining("{ code: de }") } });
  });

  it("checks the keys of a mapping by language, each at its key", () => {
    const translations = byLanguage(language("route"), "by language");
    expect(translations.safeParse({ es: "es", fr: "en" }).error?.issues.map((issue) => issue.path)).toEqual([["fr"]]);
  });

  it("takes any language tag while site.yaml's languages cannot be read, and no other text", () => {
    const unchecked = createLanguageKit({ languages: "unchecked" });
    expect(unchecked.language("lang").safeParse("pt-BR").success).toBe(true);
    expect(unchecked.language("lang").safeParse("Portuguese").success).toBe(false);
  });
});

describe("a third language added as data", () => {
  it("builds a German page with German shell words and numbers, carrying no other language's words", async () => {
    const root = await fixtureSite();
    const siteFile = path.join(root, "content/site.yaml");
    const site = await readFile(siteFile, "utf8");
    const words = germanWordsYaml("      ");
    await writeFile(
      siteFile,
      `${site}  - code: de\n    locale: de-DE\n    ogLocale: de_DE\n    words:\n${words.join("\n")}\n`,
    );
    await mkdir(path.join(root, "pages/de"), { recursive: true });
    await writeFile(
      path.join(root, "pages/de/zahlen.yaml"),
      [
        "title: Zahlen",
        "description: Die Zahlen des Studios.",
        "lang: de",
        "blocks:",
        "  - type: header",
        "  - type: counters",
        "    items:",
        "      - { value: 150000, suffix: +, label: Kunden }",
        "      - { value: 4.8, decimals: 1, label: Bewertung }",
        "",
      ].join("\n"),
    );
    const loaded = await loadSite(root);
    expect(loaded.errors).toEqual([]);
    const loadedSite = loaded.site;
    if (!loadedSite) throw new Error("the site did not load");
    const page = loadedSite.pages.find((candidate) => candidate.route === "/de/zahlen");
    if (!page) throw new Error("the German page was not made");

    const html = renderSitePage({
      page,
      site: browserSiteData(loadedSite),
      menu: loadedSite.navigation.menu,
      identity: loadedSite.identity,
      builtYear: 2026,
      renderPage,
      assets: sourceAssets(""),
    });

    expect(html).toContain('<html lang="de"');
    expect(html).toContain('<meta property="og:locale" content="de_DE" />');
    const labels = openingTags(html, "button").map((button) => button["aria-label"]);
    expect(labels).toEqual(expect.arrayContaining(["Menü öffnen", "Nach oben"]));
    expect(openingTags(html, "nav").map((nav) => nav["aria-label"])).toContain("Hauptmenü");
    expect(html).toContain("150.000+");
    expect(html).toContain("4,8");
    expect(html).not.toContain("150,000");

    // Islands receive the words of the page's languages only: German, and English for the site's footer.
    const islands = new RegExp(`<script type="application/json" id="${islandsScriptId}">(.*?)</script>`).exec(html);
    const context = JSON.parse(islands?.[1] ?? "{}") as { context?: { languages?: Record<string, unknown> } };
    expect(Object.keys(context.context?.languages ?? {}).sort()).toEqual(["de", "en"]);
    // The words blocks say are in their props already: no island receives a language's set of them.
    expect(islands?.[1]).not.toContain(germanBlockWords.mostPopular);
  });
});
