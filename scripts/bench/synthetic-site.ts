import { cp, mkdir, mkdtemp, readdir, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { stringify } from "yaml";

type Example = Record<string, unknown> & { type: string };

/** Every block example of the project, except the frame blocks every page gets anyway. */
async function blockExamples(appRoot: string): Promise<Example[]> {
  const blocksDir = path.join(appRoot, "src/blocks");
  const folders = await readdir(blocksDir, { withFileTypes: true });
  const lists = await Promise.all(
    folders
      .filter((entry) => entry.isDirectory() && !["header", "footer"].includes(entry.name))
      .map(async (entry) => {
        const module = (await import(pathToFileURL(path.join(blocksDir, entry.name, "example.ts")).href)) as {
          examples: Example[];
        };
        return module.examples;
      }),
  );
  return lists.flat();
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

  const examples = await blockExamples(appRoot);
  let bytes = 0;
  for (let index = 0; index < pageCount; index++) {
    // Six blocks per page, a different mix on each page, stepping through every example.
    const blocks = Array.from({ length: 6 }, (_, slot) => examples[(index * 7 + slot * 5) % examples.length]);
    const yaml = stringify({
      title: `Generated page ${index + 1}`,
      description: `A generated page, number ${index + 1}, made of six blocks for measuring the build.`,
      blocks,
    });
    bytes += Buffer.byteLength(yaml);
    const file = path.join(root, "pages/generated", `page-${index + 1}.yaml`);
    await writeFile(file, yaml);
  }
  await writeFile(
    path.join(root, "pages/index.yaml"),
    stringify({ title: "Generated home", description: "The home page of a generated site.", blocks: [examples[0]] }),
  );
  return { root, averageBytes: Math.round(bytes / pageCount) };
}
