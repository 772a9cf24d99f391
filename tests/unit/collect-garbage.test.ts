import { describe, expect, it } from "vitest";
import { collectGarbage } from "../../src/engine/speedups/collect-garbage";

const mb = 2 ** 20;

/**
 * The build collects validation's garbage before it prerenders: the objects it keeps lie among dead
 * ones, and the heap must shrink around them, not only count them free.
 */
describe("collecting garbage", () => {
  it("frees what nothing holds, and gives the emptied heap back", { timeout: 30_000 }, () => {
    collectGarbage();
    const kept: { text: string; items: number[] }[] = [];
    let dropped: { text: string; items: number[] }[] | undefined = [];
    // One object in three is kept, the others interleaved with them become garbage: about 150 MB.
    for (let index = 0; index < 900_000; index++) {
      const made = { text: `${"x".repeat(100)}${index}`, items: [index, index + 1] };
      (index % 3 === 0 ? kept : dropped).push(made);
    }
    dropped = undefined;
    const before = process.memoryUsage();
    collectGarbage();
    const after = process.memoryUsage();
    expect(before.heapUsed - after.heapUsed).toBeGreaterThan(60 * mb);
    expect(before.heapTotal - after.heapTotal).toBeGreaterThan(60 * mb);
    expect(kept).toHaveLength(300_000);
    expect(dropped).toBeUndefined();
  });
});
