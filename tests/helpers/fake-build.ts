import path from "node:path";
import { markerFile, markerOutput } from "../../src/engine/output/publish/output-marker";
import { writeTree, type OutputFile } from "../../src/engine/output/output-tree";
import { newBuildFolder } from "../../src/engine/output/publish/publish-build";

/** How many pages a fake build writes: enough that a kill can land while it writes them. */
export const fakePages = 20;

/**
 * A build's site, written as the build writes one (output-tree.ts, reusing the spare), whose every
 * page says which build it is: a site is whole when all its pages say the same.
 */
export async function fakeBuild(outDir: string, name: string): Promise<string> {
  const folder = await newBuildFolder(outDir, { reuse: true });
  const files = new Map<string, OutputFile>([[markerFile, markerOutput]]);
  for (let page = 0; page < fakePages; page++)
    files.set(`page-${page}/index.html`, { version: name, source: { text: name } });
  writeTree(folder, path.join(folder, "site"), files);
  return path.join(folder, "site");
}
