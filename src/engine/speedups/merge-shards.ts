import { cp, lstat, realpath, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import type { Site } from "../site";
import { markerFile, markerOutput } from "../output/output-marker";
import { pageKeys } from "./page-keys";
import { newBuildFolder, publishBuild, removeUnpublished } from "../output/publish-build";
import { readShardRecord, shardRecordFile } from "./shard-record";
import { siteWideFiles } from "../output/site-wide-files";
import { sourceHash } from "../code/source-hash";
import type { SiteCatalog } from "../catalog/site-catalog";

export interface MergeOptions {
  appRoot: string;
  /** The folders `build --shard i/n` wrote, one per shard, in any order. */
  shardDirs: string[];
  /** The merged site goes here, atomically, as a full build's would. */
  outDir: string;
  /** The site the shards were built from, validated again here: the merge checks they are of it. */
  site: Site;
  /** The block catalog the shards were built with, if any: one path more. */
  catalog?: SiteCatalog;
}

/**
 * Whether a file of a shard goes into the merged site: all but the shard's record. A shard's folder
 * may come from elsewhere (a CI artifact): a symbolic link in it, which could lead a host to serve
 * any file of its machine, stops the merge.
 */
async function publishedFromShard(source: string): Promise<boolean> {
  if ((await lstat(source)).isSymbolicLink()) throw new Error(`${source} is a symbolic link; a shard holds files only`);
  return path.basename(source) !== shardRecordFile;
}

/**
 * Puts the shards of one build together into the whole site. Every shard from 1 to n must be there
 * once, and every one cut from this very site and code: a shard left over from another commit would
 * otherwise ship stale pages beside fresh ones.
 */
export async function mergeShards({
  appRoot,
  shardDirs,
  outDir,
  site,
  catalog,
}: MergeOptions): Promise<{ paths: number }> {
  const records = await Promise.all(shardDirs.map(async (folder) => ({ folder, ...(await readShardRecord(folder)) })));
  const count = records[0]?.shard.count ?? 0;
  if (count === 0) throw new Error("--merge needs the folders of the shards to merge");
  for (let index = 1; index <= count; index++) {
    const found = records.filter((record) => record.shard.index === index && record.shard.count === count);
    if (found.length !== 1)
      throw new Error(
        `shard ${index}/${count} is ${found.length === 0 ? "missing" : `given ${found.length} times`} among ${shardDirs.join(", ")}`,
      );
  }
  if (records.length !== count)
    throw new Error(
      `the shards were cut in different counts: ${records.map((r) => `${r.shard.index}/${r.shard.count}`).join(", ")}`,
    );
  const expected = pageKeys(site, sourceHash(appRoot), new Date().getFullYear()).siteKey(site);
  const stale = records.filter((record) => record.site !== expected);
  if (stale.length > 0)
    throw new Error(
      `${stale.map((record) => record.folder).join(", ")} was built from other content or code than this checkout's; build every shard again`,
    );
  const paths = records.reduce((sum, record) => sum + record.paths.length, 0);
  const sitePaths = site.routes.size + (catalog ? 1 : 0);
  if (paths !== sitePaths) throw new Error(`the shards hold ${paths} paths, the site has ${sitePaths}`);

  await removeUnpublished(outDir);
  const staging = await newBuildFolder(outDir);
  const siteDir = path.join(staging, "site");
  let published = false;
  try {
    // The shards' pages are disjoint; the code and public files are the same in each, copied once.
    for (const { folder } of records.sort((a, b) => a.shard.index - b.shard.index)) {
      // A shard's folder is the link its build published: copy what it points to.
      await cp(await realpath(folder), siteDir, { recursive: true, force: false, filter: publishedFromShard });
    }
    // What speaks for the whole site is written once, here: each shard knew only its own pages.
    for (const [file, output] of [...siteWideFiles(site), [markerFile, markerOutput] as const]) {
      if ("text" in output.source) await writeFile(path.join(siteDir, file), output.source.text);
    }
    await publishBuild(siteDir, outDir);
    published = true;
    return { paths };
  } finally {
    if (!published) await rm(staging, { recursive: true, force: true });
  }
}
