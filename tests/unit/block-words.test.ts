import { mkdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { describe, expect, it } from "vitest";
import type { BlockProps } from "../../schema/blocks";
import { siteLanguages } from "../../schema/language/site-languages";
import { loadSite } from "../../src/engine/load-site";
import { fixtureSite } from "../helpers/fixture-site";
import { germanBlockWords, germanShellWords, germanWordsYaml } from "../helpers/german-words";

/** A comparison table that leaves its corner and its yes and no words out. */
const comparison = [
  "  - type: comparison-table",
  "    heading: SSL",
  "    providers: [Wir, Andere]",
  "    rows:",
  "      - { feature: SSL, values: [true, false] }",
];

/** The base fixture site with these pages added, by path under pages/, and lines added to site.yaml. */
async function siteWith(pages: Record<string, string[]>, siteLines: string[] = []): Promise<string> {
  const root = await fixtureSite();
  const siteFile = path.join(root, "content/site.yaml");
  await writeFile(siteFile, `${await readFile(siteFile, "utf8")}${siteLines.join("\n")}\n`);
  for (const [file, lines] of Object.entries(pages)) {
    await mkdir(path.dirname(path.join(root, "pages", file)), { recursive: true });
    await writeFile(path.join(root, "pages", file), `${lines.join("\n")}\n`);
  }
  return root;
}

const page = (lang: string, ...blocks: string[][]) => [
  "title: Words",
  "description: The words a block says by itself.",
  `lang: ${lang}`,
  "blocks:",
  ...blocks.flat(),
];

/** The loaded site's blocks of one type on a route, as their components receive them. */
async function blocksOf<Type extends "comparison-table" | "footer" | "header">(
  root: string,
  route: string,
  type: Type,
) {
  const loaded = await loadSite(root);
  expect(loaded.errors).toEqual([]);
  const found = loaded.site?.pages.find((candidate) => candidate.route === route);
  if (!found) throw new Error(`no page at ${route}`);
  return found.blocks.filter((block): block is BlockProps<Type> => block.type === type);
}

describe("a word a block says where its field is left out", () => {
  it("is in Spanish on a Spanish page, and stays English on an English one", async () => {
    const root = await siteWith({ "es/tabla.yaml": page("es", comparison), "table.yaml": page("en", comparison) });
    const [spanish] = await blocksOf(root, "/es/tabla", "comparison-table");
    expect(spanish).toMatchObject({ corner: "Características", yes: "Sí", no: "No" });
    const [english] = await blocksOf(root, "/table", "comparison-table");
    expect(english).toMatchObject({ corner: "Features", yes: "Yes", no: "No" });
  });

  it("is the one the block writes, where it writes one", async () => {
    const root = await siteWith({ "es/tabla.yaml": page("es", comparison, ["    yes: Incluido"]) });
    const [table] = await blocksOf(root, "/es/tabla", "comparison-table");
    expect(table).toMatchObject({ yes: "Incluido", no: "No" });
  });

  it("is in a third language added as data, with the words site.yaml gives it", async () => {
    const german = [
      "  - code: de",
      "    locale: de-DE",
      "    ogLocale: de_DE",
      "    words:",
      ...germanWordsYaml("      "),
    ];
    const root = await siteWith({ "de/tabelle.yaml": page("de", comparison) }, german);
    const [table] = await blocksOf(root, "/de/tabelle", "comparison-table");
    expect(table).toMatchObject({ corner: "Funktionen", yes: "Ja", no: "Nein" });
  });

  it("is a built-in language's own where site.yaml replaces it", async () => {
    const root = await siteWith({ "es/tabla.yaml": page("es", comparison) });
    const siteFile = path.join(root, "content/site.yaml");
    const site = await readFile(siteFile, "utf8");
    await writeFile(siteFile, site.replace("  - { code: es }", "  - { code: es, words: { tickYes: Incluye } }"));
    const [table] = await blocksOf(root, "/es/tabla", "comparison-table");
    expect(table).toMatchObject({ corner: "Características", yes: "Incluye" });
  });

  it("is in a block's own language where the block names one", async () => {
    const footer = ["  - type: footer", "    copyright: Fixture Ltd", "    lang: en"];
    const root = await siteWith({ "es/pie.yaml": page("es", comparison, footer) });
    const [own] = await blocksOf(root, "/es/pie", "footer");
    expect(own).toMatchObject({ lang: "en", rights: "All rights reserved." });
    const [table] = await blocksOf(root, "/es/pie", "comparison-table");
    expect(table).toMatchObject({ yes: "Sí" });
  });

  it("is in the site's language in site.yaml's footer, or in the footer's own", async () => {
    const spanishSite = await siteWith({}, ["lang: es"]);
    const [spanishFooter] = await blocksOf(spanishSite, "/", "footer");
    expect(spanishFooter).toMatchObject({ rights: "Todos los derechos reservados." });

    const ownLanguage = await siteWith({});
    const siteFile = path.join(ownLanguage, "content/site.yaml");
    const site = await readFile(siteFile, "utf8");
    await writeFile(siteFile, site.replace("  copyright: Fixture Ltd", "  copyright: Fixture Ltd\n  lang: es"));
    const [ownFooter] = await blocksOf(ownLanguage, "/", "footer");
    expect(ownFooter).toMatchObject({ lang: "es", rights: "Todos los derechos reservados." });
  });
});

describe("the words a language of the site gives blocks", () => {
  const german = { code: "de", locale: "de-DE", ogLocale: "de_DE" };

  it("are every one of them, each missing key named at the language's words", () => {
    const { mostPopular, ...blockWords } = germanBlockWords;
    const result = siteLanguages.safeParse([
      { code: "en" },
      { ...german, words: { ...germanShellWords, ...blockWords } },
    ]);
    const issues = result.error?.issues ?? [];
    expect(issues.map((issue) => [issue.path, issue.message])).toEqual([
      [
        [1, "words"],
        `the language de has no words of its own for mostPopular, which blocks say where a field is left out, and the project ships none for it`,
      ],
    ]);
    expect(mostPopular).toBe("Am beliebtesten");
  });

  it("keep the part in braces their block fills in", () => {
    const words = { ...germanShellWords, ...germanBlockWords, upToUsers: "Bis zu vielen Nutzern" };
    const result = siteLanguages.safeParse([{ code: "en" }, { ...german, words }]);
    expect(result.error?.issues.map((issue) => issue.path)).toEqual([[1, "words", "upToUsers"]]);
  });
});
