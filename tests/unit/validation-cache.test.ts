import { readdir, readFile, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { loadSite } from "../../src/engine/load-site";
import { validationCacheFolder } from "../../src/engine/speedups/validation-cache";
import { fixtureSite } from "../helpers/fixture-site";

const cached = (root: string, codeHash = "code") => ({ cache: { folder: validationCacheFolder(root), codeHash } });

describe("the validation cache", () => {
  it("gives the same site as validating every file", async () => {
    const root = await fixtureSite();
    const plain = await loadSite(root);
    await loadSite(root, cached(root));
    const again = await loadSite(root, cached(root));
    expect(again).toEqual(plain);
  });

  it("reports a file's errors on every run", async () => {
    const root = await fixtureSite("several-files");
    const first = await loadSite(root, cached(root));
    const second = await loadSite(root, cached(root));
    expect(first.errors.length).toBeGreaterThan(0);
    expect(second.errors).toEqual(first.errors);
  });

  it("validates a page again when what it is checked against changes, though the page did not", async () => {
    const root = await fixtureSite();
    const first = await loadSite(root, cached(root));
    expect(first.errors).toEqual([]);
    // The image every page shows is gone: the pages, unchanged, must be checked again and fail.
    await rm(path.join(root, "public/art/picture.svg"));
    const second = await loadSite(root, cached(root));
    expect(second.errors.map((error) => error.file)).toContain("pages/index.yaml");
    // And a new version of the code checks everything again, with the same result as without a cache.
    const third = await loadSite(root, cached(root, "other code"));
    expect(third.errors).toEqual((await loadSite(root)).errors);
  });

  it("validates a page again when its language's words in site.yaml change, so its blocks say the new word", async () => {
    const root = await fixtureSite();
    await writeFile(
      path.join(root, "pages/tabla.yaml"),
      [
        "title: Tabla",
        "description: Una tabla que deja sus palabras fuera.",
        "lang: es",
        "blocks:",
        "  - type: comparison-table",
        "    heading: Planes",
        "    providers: [Nosotros, Otros]",
        "    rows:",
        "      - { feature: SSL, values: [true, false] }",
        "",
      ].join("\n"),
    );
    const tickOf = (loaded: Awaited<ReturnType<typeof loadSite>>) => {
      const block = loaded.site?.pages.find((page) => page.route === "/tabla")?.blocks[1];
      return block?.type === "comparison-table" ? block.yes : undefined;
    };
    expect(tickOf(await loadSite(root, cached(root)))).toBe("Sí");
    const siteFile = path.join(root, "content/site.yaml");
    const site = await readFile(siteFile, "utf8");
    await writeFile(siteFile, site.replace("  - { code: es }", "  - { code: es, words: { tickYes: Incluido } }"));
    expect(tickOf(await loadSite(root, cached(root)))).toBe("Incluido");
  });
});

describe("the validation cache's files", () => {
  it("are used only as they were written: a page whose entry was edited, to the same length, is validated again", async () => {
    const root = await fixtureSite();
    const folder = validationCacheFolder(root);
    const plain = await loadSite(root);
    await loadSite(root, cached(root));
    const title = plain.site?.pages.find((page) => page.route === "/")?.title ?? "";
    const forged = "X".repeat(title.length);
    let edited = "";
    for (const file of await readdir(folder)) {
      const bytes = await readFile(path.join(folder, file), "latin1");
      if (!bytes.includes(title)) continue;
      await writeFile(path.join(folder, file), bytes.replaceAll(title, forged), "latin1");
      edited = file;
    }
    expect(edited).not.toBe("");
    const again = await loadSite(root, cached(root));
    expect(again).toEqual(plain);
    expect(JSON.stringify(again)).not.toContain(forged);
    // Validated again, the page's entry is written anew.
    const rewritten = await readFile(path.join(folder, edited), "latin1");
    expect(rewritten).toContain(title);
    expect(rewritten).not.toContain(forged);
  });

  it("are rewritten only where a page changed", async () => {
    const root = await fixtureSite();
    const folder = validationCacheFolder(root);
    await loadSite(root, cached(root));
    const written = async () =>
      new Map(
        await Promise.all(
          (await readdir(folder)).map(async (file) => [file, (await stat(path.join(folder, file))).mtimeMs] as const),
        ),
      );
    const before = await written();
    expect(before.size).toBeGreaterThan(1);
    await new Promise((resolve) => setTimeout(resolve, 20));
    // A run with nothing changed writes nothing; a run after one page changed rewrites one file.
    await loadSite(root, cached(root));
    expect(await written()).toEqual(before);
    const index = path.join(root, "pages/index.yaml");
    await writeFile(index, (await readFile(index, "utf8")).replace(/^title: .*$/m, "title: A new title"));
    await loadSite(root, cached(root));
    const after = await written();
    const rewritten = [...after].filter(([file, time]) => before.get(file) !== time);
    expect(rewritten).toHaveLength(1);
  });
});
