import { readCommandLine, type CommandSpec } from "../../src/engine/cli/command-line";

export interface BenchOptions {
  /** Runs per measurement; medians are quoted. */
  runs: number;
  /** Routes to measure in the browser and Lighthouse; undefined for every route. */
  routes: string[] | undefined;
  /** Measure every record page in the browser too, not the first, a middle one and the last of each collection. */
  everyRecord: boolean;
  /** Leave out the generated sites of 100 to 10,000 pages. */
  skipSynthetic: boolean;
  /** Measure only the generated sites: no build of this site, no browser. */
  scaleOnly: boolean;
  /** Measure only the studio on a generated site of 1,000 pages: no build of this site. */
  studioOnly: boolean;
  /** The generated sites' sizes, in pages. */
  sizes: number[];
  /** Build the generated sites with Eleventy, Astro and Hugo too, and compare. */
  peers: boolean;
}

/** The generated sites' sizes when --sizes does not name them: for the scale table, and for --peers alone. */
export interface DefaultSizes {
  scale: readonly number[];
  peers: readonly number[];
}

/** `/login/` and `login` name the same route as `/login`. */
function normalRoute(route: string): string {
  const trimmed = route.trim().replace(/\/+$/, "");
  return trimmed.startsWith("/") ? trimmed || "/" : `/${trimmed}`;
}

const benchCommand: CommandSpec = {
  usage: "npx blockpress bench",
  summary:
    "Measures the performance budgets: script, CSS, HTML and Lighthouse mobile per route, build and validation times, and the studio's page list of a 1,000-page site. Exits 1 when one is breached.",
  positionals: [],
  options: {
    routes: {
      type: "string",
      value: "routes",
      description: "only these routes, separated by commas (or BENCH_ROUTES)",
    },
    runs: {
      type: "string",
      value: "n",
      description: "runs per measurement, of which the median is quoted (or BENCH_RUNS; 3)",
    },
    "every-record": {
      type: "boolean",
      description:
        "measure every record page (/blog/1 … /blog/38) in the browser, not the first, a middle one and the last of each collection",
    },
    "skip-synthetic": {
      type: "boolean",
      description: "leave out the generated sites, and so the studio measured on one (or BENCH_SKIP_SYNTHETIC=1)",
    },
    "scale-only": { type: "boolean", description: "measure the generated sites alone: no browser" },
    "studio-only": {
      type: "boolean",
      description:
        "measure the studio alone, on a generated site of 1,000 pages: its list of pages, and the time to show it in Chromium",
    },
    sizes: { type: "string", value: "pages", description: "the generated sites' sizes, such as 100,1000" },
    peers: {
      type: "boolean",
      description:
        "build the generated sites with Eleventy 3 and Astro 5 too (and Hugo if on the PATH) and compare: no browser; at 1,000 and 10,000 pages unless --sizes; with --scale-only, after the scale table",
    },
  },
  examples: [
    "npx blockpress bench",
    "npx blockpress bench --routes /,/login --skip-synthetic",
    "npx blockpress bench --scale-only --sizes 1000",
    "npx blockpress bench --studio-only --runs 5",
    "npx blockpress bench --peers --sizes 1000 --runs 1",
  ],
};

/**
 * Reads `npx blockpress bench --routes /,/login --skip-synthetic` and the same as BENCH_ROUTES=/,/login,
 * BENCH_SKIP_SYNTHETIC=1 and BENCH_RUNS=3 (the default), so a developer can check one page quickly;
 * `--scale-only` measures the generated sites alone, `--sizes 100,1000` only some of them, `--peers`
 * builds them with other tools too, `--studio-only` measures the studio alone. A mistake in them ends the command with one line and exit 2,
 * before anything is measured.
 */
export function benchOptions(argv: string[], env: NodeJS.ProcessEnv, defaultSizes: DefaultSizes): BenchOptions {
  const { values: read } = readCommandLine(benchCommand, argv);
  const values = {
    runs: typeof read.runs === "string" ? read.runs : undefined,
    routes: typeof read.routes === "string" ? read.routes : undefined,
    sizes: typeof read.sizes === "string" ? read.sizes : undefined,
    "skip-synthetic": read["skip-synthetic"] === true,
    "every-record": read["every-record"] === true,
    "scale-only": read["scale-only"] === true,
    "studio-only": read["studio-only"] === true,
    peers: read.peers === true,
  };
  try {
    return checkedOptions(values, env, defaultSizes);
  } catch (error) {
    console.error(`bench: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(2);
  }
}

function checkedOptions(
  values: {
    runs?: string;
    routes?: string;
    sizes?: string;
    "skip-synthetic": boolean;
    "every-record": boolean;
    "scale-only": boolean;
    "studio-only": boolean;
    peers: boolean;
  },
  env: NodeJS.ProcessEnv,
  defaultSizes: DefaultSizes,
): BenchOptions {
  const runs = Number(values.runs ?? env.BENCH_RUNS ?? 3);
  if (!Number.isInteger(runs) || runs < 1) throw new Error(`runs must be a whole number from 1, got ${runs}`);
  const sizes = values.sizes
    ? values.sizes.split(",").map(Number)
    : [...(values.peers ? defaultSizes.peers : defaultSizes.scale)];
  if (sizes.some((size) => !Number.isInteger(size) || size < 1))
    throw new Error(`sizes are page counts from 1, such as 100,1000; got ${values.sizes}`);
  if (values["scale-only"] && values["skip-synthetic"])
    throw new Error("--scale-only and --skip-synthetic leave nothing to measure");
  if (values["studio-only"] && values["skip-synthetic"])
    throw new Error("--studio-only measures the studio on a generated site, which --skip-synthetic leaves out");
  if (values.peers && values["skip-synthetic"])
    throw new Error("--peers builds the generated sites, which --skip-synthetic leaves out");
  const routeList = values.routes ?? env.BENCH_ROUTES;
  return {
    runs,
    routes: routeList ? [...new Set(routeList.split(",").filter(Boolean).map(normalRoute))] : undefined,
    everyRecord: values["every-record"],
    skipSynthetic: values["skip-synthetic"] || ["1", "true"].includes(env.BENCH_SKIP_SYNTHETIC ?? ""),
    scaleOnly: values["scale-only"],
    studioOnly: values["studio-only"],
    sizes,
    peers: values.peers,
  };
}
