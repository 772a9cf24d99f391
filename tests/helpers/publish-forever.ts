import { fakeBuild } from "./fake-build";
import { publishBuild } from "../../src/engine/output/publish/publish-build";

/**
 * Builds and publishes fake builds at the output folder given, one after the other, until killed;
 * says "published" after each. tests/unit/build-swap.test.ts kills it at random moments.
 */
const outDir = process.argv[2];
if (!outDir) throw new Error("usage: publish-forever.ts <outDir>");
for (let build = 1; ; build++) {
  await publishBuild(await fakeBuild(outDir, `build ${build} of ${process.pid}`), outDir);
  process.stdout.write("published\n");
}
