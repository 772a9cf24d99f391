import { readFile } from "node:fs/promises";
import path from "node:path";
import type { Shard } from "./shard";

/** What a shard's output says about itself, so the merge can tell that the shards belong together. */
export interface ShardRecord {
  shard: Shard;
  /** The key of the whole site the shard was cut from (page-keys.ts): equal in every shard of one build. */
  site: string;
  /** The paths this shard wrote. */
  paths: string[];
}

/** The record's file name in a shard's output; the merge leaves it out of the site. */
export const shardRecordFile = ".shard.json";

/** Reads a shard's record; a folder without one was not made by `build --shard`. */
export async function readShardRecord(folder: string): Promise<ShardRecord> {
  const text = await readFile(path.join(folder, shardRecordFile), "utf8").catch(() => {
    throw new Error(`${folder} holds no ${shardRecordFile}: it is not the output of npm run build -- --shard i/n`);
  });
  return JSON.parse(text) as ShardRecord;
}
