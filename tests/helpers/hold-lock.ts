import { lockOutput } from "../../src/engine/output/publish/output-lock";

/**
 * Takes the lock on building the output folder given, says "locked", and holds it until its input
 * closes: a build that runs meanwhile finds the output's lock held by a running process.
 */
const outDir = process.argv[2];
if (!outDir) throw new Error("usage: hold-lock.ts <outDir>");
const release = await lockOutput(outDir, () => undefined);
process.stdout.write("locked\n");
process.stdin.resume();
process.stdin.on("end", () => {
  release();
  process.exit(0);
});
