/**
 * Seeded randomness for the art kit.
 *
 * Every illustration is derived from a string seed (usually its file name), so
 * the generator writes byte-identical files on every run and every machine.
 * Never use Math.random or Date in the art code: that would make the committed
 * SVGs churn on each regeneration.
 */

/** FNV-1a 32-bit hash: tiny, fast and good enough to spread similar seeds ("blog-1", "blog-2") apart. */
export function hashString(input: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < input.length; i++) {
    hash ^= input.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** mulberry32: a 32-bit PRNG with a single number of state; returns floats in [0, 1). */
export function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Convenience wrapper so drawing code reads as intent ("pick a colour") rather than arithmetic. */
export class Rng {
  private readonly source: () => number;

  constructor(seed: string) {
    this.source = mulberry32(hashString(seed));
  }

  /** Float in [0, 1). */
  next(): number {
    return this.source();
  }

  /** Float in [min, max). */
  range(min: number, max: number): number {
    return min + (max - min) * this.source();
  }

  /** Integer in [min, max] (both inclusive). */
  int(min: number, max: number): number {
    return min + Math.floor(this.source() * (max - min + 1));
  }

  chance(probability: number): boolean {
    return this.source() < probability;
  }

  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new Error("Rng.pick: empty list");
    return items[Math.floor(this.source() * items.length)] as T;
  }

  /** Fisher–Yates on a copy, so callers can shuffle shared constant arrays safely. */
  shuffle<T>(items: readonly T[]): T[] {
    const copy = items.slice();
    for (let i = copy.length - 1; i > 0; i--) {
      const j = Math.floor(this.source() * (i + 1));
      [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
    }
    return copy;
  }
}
