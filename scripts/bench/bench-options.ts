import { parseArgs } from "node:util";

export interface BenchOptions {
  /** Runs per measurement; medians are quoted. */
  runs: number;
  /** Routes to measure in the browser and Lighthouse; undefined for every route. */
  routes: string[] | undefined;
  /** Leave out the generated sites of 100 to 10,000 pages. */
  skipSynthetic: boolean;
  /** Measure only the generated sites: no build of this site, no browser. */
  scaleOnly: boolean;
  /** The generated sites' sizes, in pages. */
  sizes: number[];
}

/** `/login/` and `login` name the same route as `/login`. */
function normalRoute(route: string): string {
  const trimmed = route.trim().replace(/\/+$/, "");
  return trimmed.startsWith("/") ? trimmed || "/" : `/${trimmed}`;
}

/**
 * Reads `npm run bench -- --routes /,/login --skip-synthetic` and the same as BENCH_ROUTES=/,/login,
 * BENCH_SKIP_SYNTHETIC=1 and BENCH_RUNS=3 (the default), so a developer can check one page quickly;
 * `--scale-only` measures the generated sites alone, `--sizes 100,1000` only some of them.
 */
export function benchOptions(argv: string[], env: NodeJS.ProcessEnv, defaultSizes: readonly number[]): BenchOptions {
  const { values } = parseArgs({
    args: argv,
    options: {
      routes: { type: "string" },
      "skip-synthetic": { type: "boolean", default: false },
      "scale-only": { type: "boolean", default: false },
      sizes: { type: "string" },
      runs: { type: "string" },
    },
    strict: true,
  });
  const runs = Number(values.runs ?? env.BENCH_RUNS ?? 3);
  if (!Number.isInteger(runs) || runs < 1) throw new Error(`runs must be a whole number from 1, got ${runs}`);
  const sizes = values.sizes ? values.sizes.split(",").map(Number) : [...defaultSizes];
  if (sizes.some((size) => !Number.isInteger(size) || size < 1))
    throw new Error(`sizes are page counts from 1, such as 100,1000; got ${values.sizes}`);
  if (values["scale-only"] && values["skip-synthetic"])
    throw new Error("--scale-only and --skip-synthetic leave nothing to measure");
  const routeList = values.routes ?? env.BENCH_ROUTES;
  return {
    runs,
    routes: routeList ? [...new Set(routeList.split(",").filter(Boolean).map(normalRoute))] : undefined,
    skipSynthetic: values["skip-synthetic"] || ["1", "true"].includes(env.BENCH_SKIP_SYNTHETIC ?? ""),
    scaleOnly: values["scale-only"],
    sizes,
  };
}
