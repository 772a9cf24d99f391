import { cp, mkdir, mkdtemp, readdir, readFile, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { parse, stringify } from "yaml";

type Block = Record<string, unknown> & { type: string };

/** Every block of this project's own pages, except the frame blocks every page gets anyway. */
async function realBlocks(appRoot: string): Promise<Block[]> {
  const pagesDir = path.join(appRoot, "pages");
  const files = (await readdir(pagesDir, { recursive: true, encoding: "utf8" })).filter((file) =>
    file.endsWith(".yaml"),
  );
  const pages = await Promise.all(
    files.map(async (file) => parse(await readFile(path.join(pagesDir, file), "utf8")) as { blocks?: Block[] }),
  );
  return pages
    .flatMap((page) => page.blocks ?? [])
    .filter((block) => block.type !== "header" && block.type !== "footer");
}

/**
 * A site of `pageCount` generated pages of six mixed blocks each, with this project's content and
 * images, in a new temporary folder. Returns the folder and the average YAML size of a page.
 */
export async function syntheticSite(
  appRoot: string,
  pageCount: number,
): Promise<{ root: string; averageBytes: number }> {
  const root = await mkdtemp(path.join(tmpdir(), `synthetic-${pageCount}-`));
  await cp(path.join(appRoot, "content"), path.join(root, "content"), { recursive: true });
  await cp(path.join(appRoot, "public"), path.join(root, "public"), { recursive: true });
  await mkdir(path.join(root, "pages/generated"), { recursive: true });
  await cp(path.join(appRoot, "pages/404.yaml"), path.join(root, "pages/404.yaml"));

  const blocks = await realBlocks(appRoot);
  let bytes = 0;
  for (let index = 0; index < pageCount; index++) {
    // Six blocks per page from the site's own pages, a different mix on each page.
    const mix = Array.from({ length: 6 }, (_, slot) => blocks[(index * 7 + slot * 5) % blocks.length]);
    const yaml = stringify({
      title: `Generated page ${index + 1}`,
      description: `A generated page, number ${index + 1}, made of six blocks for measuring the build.`,
      blocks: mix,
    });
    bytes += Buffer.byteLength(yaml);
    const file = path.join(root, "pages/generated", `page-${index + 1}.yaml`);
    await writeFile(file, yaml);
  }
  await writeFile(
    path.join(root, "pages/index.yaml"),
    stringify({
      title: "Generated home",
      description: "The home page of a generated site.",
      blocks: blocks.slice(0, 1),
    }),
  );
  return { root, averageBytes: Math.round(bytes / pageCount) };
}
