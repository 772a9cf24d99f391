import { createHash } from "node:crypto";

/** One part of a build split across machines: shard `index` of `count`, counted from 1. */
export interface Shard {
  index: number;
  count: number;
}

/** Reads "2/8"; anything else is an error that says what is expected. */
export function parseShard(text: string): Shard {
  const match = /^(\d+)\/(\d+)$/.exec(text.trim());
  const index = Number(match?.[1]);
  const count = Number(match?.[2]);
  if (!match || count < 1 || index < 1 || index > count)
    throw new Error(`--shard takes i/n with 1 ≤ i ≤ n, such as 2/8; got "${text}"`);
  return { index, count };
}

/**
 * The shard a route belongs to, from a hash of the route alone: the same route lands in the same
 * shard whatever other pages come or go, so shards stay comparable from one build to the next.
 */
export function shardOf(route: string, count: number): number {
  return (createHash("sha256").update(route).digest().readUInt32BE(0) % count) + 1;
}
