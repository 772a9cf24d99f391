import { execFile } from "node:child_process";
import { cp, mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parse } from "yaml";
import { blockTypes } from "../../schema/blocks";
import { loadSite, type LoadResult } from "../../src/engine/load-site";
import { createPage } from "../../scripts/new-page/new-page";
import { isMapping } from "../../src/engine/read/yaml-data";
import { starterBlock, starterLanguages } from "../../scripts/new-page/starter-blocks";
import { projectRoot } from "../helpers/site-kit";

/** This project's site (pages, content and images) in a fresh temporary folder. */
async function siteCopy(): Promise<string> {
  const root = await mkdtemp(path.join(tmpdir(), "new-page-"));
  for (const folder of ["pages", "content", "public"]) {
    await cp(path.join(projectRoot, folder), path.join(root, folder), { recursive: true });
  }
  return root;
}

/** Marks of Spanish copy: its accented letters and opening marks, and words English does not have. */
const spanish = /[áéíóúüñ¿¡]|\b(el|la|los|las|del|una|para|con|que|por|tu|nuestro|nuestra)\b/i;
/** A link to a host named in content/site.yaml, such as {app}/signup: another site has no such host. */
const hostLink = /\{[\w-]+\}\//;
/** The demo site's brands, which starter copy must not carry to another site. */
const demoBrands = /brightline|aulaviva/i;

/** Every text of a block or a page, however deep. */
const textsOf = (value: unknown): string[] =>
  typeof value === "string"
    ? [value]
    : typeof value === "object" && value !== null
      ? Object.values(value).flatMap(textsOf)
      : [];

const created = {
  marketer: { route: "/offers/spring-sale", blocks: ["faq", "pricing-plans", "testimonial-slider"] },
  neutral: { route: "/x/y", blocks: ["hero", "pricing-plans", "faq"] },
  spanish: { route: "/es/x/y", blocks: ["hero", "pricing-plans", "faq"], lang: "es" },
  everyBlock: { route: "/every-block", blocks: [...blockTypes] },
  everyBlockSpanish: { route: "/es/every-block", blocks: [...blockTypes], lang: "es" },
  copy: { route: "/home/seo-agency-copy", from: "/home/seo-agency", blocks: ["faq", "seat-pricing", "seat-pricing"] },
  plain: { route: "plain/", blocks: [] },
};

describe("npm run new", () => {
  let root: string;
  let loaded: LoadResult;
  const files: Record<string, string> = {};

  beforeAll(async () => {
    root = await siteCopy();
    for (const [name, request] of Object.entries(created)) {
      const result = await createPage(root, request);
      if ("error" in result) throw new Error(result.error);
      files[name] = result.file;
    }
    loaded = await loadSite(root);
  }, 60_000);

  afterAll(() => rm(root, { recursive: true, force: true }));

  it("writes pages that validate: blocks asked for, every block type at once in each language, a copy with more blocks, none", () => {
    const problems = [...loaded.errors, ...loaded.warnings].filter((problem) =>
      Object.values(files).includes(problem.file),
    );
    expect(problems).toEqual([]);
    const routes = loaded.site?.pages.map((page) => page.route);
    expect(routes).toEqual(
      expect.arrayContaining([
        "/offers/spring-sale",
        "/x/y",
        "/es/x/y",
        "/every-block",
        "/es/every-block",
        "/home/seo-agency-copy",
        "/plain",
      ]),
    );
  });

  it("starts blocks with plain English placeholder copy: no Spanish, no host link, no demo brand", async () => {
    const text = await readFile(path.join(root, "pages/x/y.yaml"), "utf8");
    expect(text).not.toMatch(spanish);
    expect(text).not.toContain("{");
    expect(text).not.toMatch(demoBrands);
    expect(loaded.site?.pages.find((page) => page.route === "/x/y")?.lang).toBe("en");
  });

  it("with --lang es writes a Spanish page whose blocks start with Spanish copy", async () => {
    const page: unknown = parse(await readFile(path.join(root, "pages/es/x/y.yaml"), "utf8"));
    expect(page).toMatchObject({ lang: "es", description: expect.stringMatching(spanish) });
    const blocks = isMapping(page) && Array.isArray(page.blocks) ? page.blocks.filter(isMapping) : [];
    expect(blocks.map((block) => block.type)).toEqual(["hero", "pricing-plans", "faq"]);
    for (const block of blocks)
      expect(
        textsOf(block).some((text) => spanish.test(text)),
        String(block.type),
      ).toBe(true);
    expect(loaded.site?.pages.find((candidate) => candidate.route === "/es/x/y")?.lang).toBe("es");
  });

  it.each(blockTypes)("the %s block has a starter in every language, with neutral copy", async (type) => {
    const [english, ...others] = await Promise.all(starterLanguages.map((lang) => starterBlock(type, lang)));
    expect(textsOf(english).filter((text) => spanish.test(text) || text.includes("{"))).toEqual([]);
    for (const starter of [english, ...others]) {
      expect(textsOf(starter).filter((text) => hostLink.test(text) || demoBrands.test(text))).toEqual([]);
    }
    // Each other language has copy of its own, not the English starter again.
    for (const starter of others) expect(starter).not.toEqual(english);
  });

  it("names the schema for the file's depth, and gives the page a title and a description", async () => {
    const text = await readFile(path.join(root, "pages/offers/spring-sale.yaml"), "utf8");
    expect(text.split("\n").slice(0, 3)).toEqual([
      "# yaml-language-server: $schema=../../schema/page.schema.json",
      "title: Spring Sale",
      "description: What a visitor finds on the Spring Sale page, in one or two sentences for search results.",
    ]);
    const page = loaded.site?.pages.find((candidate) => candidate.route === "/offers/spring-sale");
    // The header and the footer come from content/site.yaml.
    expect(page?.blocks.map((block) => block.type)).toEqual([
      "header",
      "faq",
      "pricing-plans",
      "testimonial-slider",
      "footer",
    ]);
    const plain = await readFile(path.join(root, "pages/plain.yaml"), "utf8");
    expect(plain.split("\n")[0]).toBe("# yaml-language-server: $schema=../schema/page.schema.json");
  });

  it("--from copies the page's blocks as written, and adds the blocks asked for after them", async () => {
    const [source, copy] = await Promise.all([
      readFile(path.join(root, "pages/home/seo-agency.yaml"), "utf8"),
      readFile(path.join(root, "pages/home/seo-agency-copy.yaml"), "utf8"),
    ]);
    const blocksOf = (text: string) => text.slice(text.indexOf("\nblocks:"));
    expect(blocksOf(copy).startsWith(blocksOf(source).trimEnd())).toBe(true);
    const page = loaded.site?.pages.find((candidate) => candidate.route === "/home/seo-agency-copy");
    const ids = page?.blocks.map((block) => ("id" in block ? block.id : undefined)).filter(Boolean);
    // The page's pricing section keeps its anchor; the two seat-pricing blocks added, which start with the same, take -2 and -3.
    expect(ids).toEqual(["pricing", "faq", "pricing-2", "pricing-3"]);
  });

  it("refuses to overwrite a page", async () => {
    expect(await createPage(root, { route: "/home/seo-agency", blocks: [] })).toEqual({
      error:
        "pages/home/seo-agency.yaml already exists: /home/seo-agency is a page. Edit that file, or choose another route.",
      status: 1,
    });
  });

  it("rejects unknown block types and pages to copy with what they most likely meant", async () => {
    const unknown = await createPage(root, { route: "/x", blocks: ["fqa", "faq"] });
    expect(unknown).toMatchObject({
      status: 2,
      error: expect.stringContaining('unknown block type "fqa"; did you mean "faq"?'),
    });
    const from = await createPage(root, { route: "/x", from: "/home/seo-agnecy", blocks: [] });
    expect(from).toMatchObject({ status: 2, error: expect.stringContaining('did you mean "/home/seo-agency"') });
    const route = await createPage(root, { route: "/About Us", blocks: [] });
    expect(route).toMatchObject({ status: 2, error: expect.stringContaining('"About Us" cannot be part of a path') });
    const lang = await createPage(root, { route: "/x", blocks: [], lang: "sp" });
    expect(lang).toMatchObject({
      status: 2,
      error: expect.stringContaining('unknown language "sp"; the languages with starters are en, es'),
    });
  });

  const cli = (route: string) =>
    promisify(execFile)(
      process.execPath,
      [
        path.join(projectRoot, "node_modules/tsx/dist/cli.mjs"),
        path.join(projectRoot, "scripts/new-page/cli.ts"),
        route,
      ],
      { cwd: root },
    ).catch((error: { code: number; stderr: string }) => error);

  it("on the command line, refuses a misspelt option with exit 2 and writes nothing", async () => {
    const failure = await promisify(execFile)(
      process.execPath,
      [
        path.join(projectRoot, "node_modules/tsx/dist/cli.mjs"),
        path.join(projectRoot, "scripts/new-page/cli.ts"),
        "/brand-new",
        "--blocsk",
        "faq",
      ],
      { cwd: root },
    ).catch((error: { code: number; stderr: string }) => error);
    expect(failure).toMatchObject({
      code: 2,
      stderr: "unknown option --blocsk; did you mean --blocks? (npx blockpress new --help lists what it takes)\n",
    });
    await expect(readFile(path.join(root, "pages/brand-new.yaml"))).rejects.toThrow();
  }, 30_000);

  it("on the command line, says what it refused and exits 1", async () => {
    expect(await cli("/home/seo-agency")).toMatchObject({ code: 1, stderr: expect.stringContaining("already exists") });
  }, 30_000);

  it("takes back a page whose path an alias of another page serves", async () => {
    // pages/index.yaml says aliases: [/home/sass-product].
    expect(await cli("/home/sass-product")).toMatchObject({
      code: 1,
      stderr: expect.stringContaining(
        "/home/sass-product is already served by an alias or a redirect; nothing was written",
      ),
    });
    await expect(readFile(path.join(root, "pages/home/sass-product.yaml"))).rejects.toThrow();
  }, 30_000);
});
