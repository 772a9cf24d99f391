import { parseArgs } from "node:util";

export interface BenchOptions {
  /** Runs per measurement; medians are quoted. */
  runs: number;
  /** Routes to measure in the browser and Lighthouse; undefined for every route. */
  routes: string[] | undefined;
  skipSynthetic: boolean;
}

/** `/login/` and `login` name the same route as `/login`. */
function normalRoute(route: string): string {
  const trimmed = route.trim().replace(/\/+$/, "");
  return trimmed.startsWith("/") ? trimmed || "/" : `/${trimmed}`;
}

/**
 * Reads `npm run bench -- --routes /,/login --skip-synthetic` and the same as BENCH_ROUTES=/,/login,
 * BENCH_SKIP_SYNTHETIC=1 and BENCH_RUNS=3 (the default), so a developer can check one page quickly.
 */
export function benchOptions(argv: string[], env: NodeJS.ProcessEnv): BenchOptions {
  const { values } = parseArgs({
    args: argv,
    options: {
      routes: { type: "string" },
      "skip-synthetic": { type: "boolean", default: false },
      runs: { type: "string" },
    },
    strict: true,
  });
  const runs = Number(values.runs ?? env.BENCH_RUNS ?? 3);
  if (!Number.isInteger(runs) || runs < 1) throw new Error(`runs must be a whole number from 1, got ${runs}`);
  const routeList = values.routes ?? env.BENCH_ROUTES;
  return {
    runs,
    routes: routeList ? [...new Set(routeList.split(",").filter(Boolean).map(normalRoute))] : undefined,
    skipSynthetic: values["skip-synthetic"] || ["1", "true"].includes(env.BENCH_SKIP_SYNTHETIC ?? ""),
  };
}
