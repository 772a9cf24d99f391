import { cp, mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { Session } from "node:inspector/promises";
import { register } from "node:module";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { parseArgs } from "node:util";

/**
 * `tsx scripts/bench/page-path.ts [--page pages/pages-menu/faq.yaml] [--list]`: how many files of the
 * engine, the schemas and the renderer one page passes through on its way from YAML to HTML.
 *
 * The page is put in the smallest site (tests/fixtures/base), with a one-block page at each route it
 * links to, so that it loads without an error. The site is built without the page and then with it,
 * with no cache and no thread (`build --no-cache --threads 1`), under V8's precise coverage: a file is
 * on the page's path when a function of it ran more often with the page than without. Work done once
 * per site, whatever its pages, is not the page's. Block components are the page's content, not the
 * path it takes, and its social card is no part of its HTML: both are listed apart.
 */
const root = path.resolve(fileURLToPath(import.meta.url), "../../..");
const { values } = parseArgs({
  options: { page: { type: "string", default: "pages/pages-menu/faq.yaml" }, list: { type: "boolean" } },
});

// Stylesheets that blocks import are the client build's business: here they are empty modules.
const emptyStylesheets = `export async function load(url, context, next) {
  return url.endsWith(".css") ? { format: "module", source: "", shortCircuit: true } : next(url, context);
}`;
register(`data:text/javascript,${encodeURIComponent(emptyStylesheets)}`);

// The page is read from this project's pages/ and copied into a site of its own: nothing else is.
const pagePath = path.resolve(root, values.page);
if (path.relative(path.join(root, "pages"), pagePath).startsWith("..") || !/\.ya?ml$/.test(pagePath)) {
  console.error(
    `--page names a YAML file under pages/, such as pages/pages-menu/faq.yaml; got ${JSON.stringify(values.page)}`,
  );
  process.exit(2);
}
const page = path.relative(root, pagePath).split(path.sep).join("/");
const route = `/${page.replace(/^pages\//, "").replace(/(index)?\.yaml$/, "")}`.replace(/(.)\/$/, "$1");
const source = (file: string) => import(pathToFileURL(path.join(root, file)).href);
const { loadSite } = await source("src/engine/load-site.ts");
const { pageHtmlFile } = await source("src/routing/route-path.ts");
const { buildSite } = await source("src/engine/output/build-site.ts");

const site = await mkdtemp(path.join(tmpdir(), "page-path-"));
await cp(path.join(root, "tests/fixtures/base"), site, { recursive: true });
const pageFile = path.join(site, page);
await mkdir(path.dirname(pageFile), { recursive: true });
await cp(pagePath, pageFile);
const standIn = (await readFile(path.join(site, "pages/index.yaml"), "utf8")).replace(/^aliases:.*\n/m, "");
const missing: { message: string }[] = (await loadSite(site, { threads: 1 })).errors;
for (const error of missing) {
  const route = /^(\/\S*) leads to no page/.exec(error.message)?.[1];
  if (!route) throw new Error(`The page does not load in the small site: ${error.message}`);
  await mkdir(path.join(site, "pages", path.dirname(route)), { recursive: true });
  await writeFile(path.join(site, "pages", `${route}.yaml`), standIn);
}

const session = new Session();
session.connect();
await session.post("Profiler.enable");
await session.post("Profiler.startPreciseCoverage", { callCount: true, detailed: false });
/** How many times each function of the project ran since the last call, by file and place. */
async function callCounts(): Promise<Map<string, number>> {
  const { result } = await session.post("Profiler.takePreciseCoverage");
  const counts = new Map<string, number>();
  for (const script of result) {
    if (!script.url.startsWith("file://")) continue;
    const file = path.relative(root, fileURLToPath(script.url));
    if (file.startsWith("..") || file.includes("node_modules")) continue;
    for (const fn of script.functions) counts.set(`${file}\0${fn.ranges[0]?.startOffset}`, fn.ranges[0]?.count ?? 0);
  }
  return counts;
}

// The site without the page, built; then with it. A file is on the page's path when a function of it
// ran more often the second time. No cache and no thread: the page takes the plain path.
async function build(): Promise<unknown> {
  const { site: loaded, errors } = await loadSite(site, { threads: 1 });
  if (!loaded) throw new Error(`The site did not load: ${errors.map((error: Error) => error.message).join("; ")}`);
  const caches = await mkdtemp(path.join(root, ".cache/page-path-"));
  try {
    await buildSite({
      appRoot: root,
      siteRoot: site,
      outDir: path.join(site, "dist"),
      site: loaded,
      threads: 1,
      caches,
    });
  } finally {
    await rm(caches, { recursive: true, force: true });
  }
  return loaded;
}
const text = await readFile(pageFile);
await rm(pageFile);
// From the third build on, each build brings the spare build folder up to date and publishes it, as
// the next one will: the two builds compared take the same steps but for the page's own. The site is
// compared without and with the page twice, and a file counts only when it ran more with the page
// both times: work the build happened to do once (a machine under load, a folder still being
// removed) is not the page's.
await build();
await build();
const ranMoreEachTime: Set<string>[] = [];
let loaded: unknown;
let html = "";
for (let time = 0; time < 2; time++) {
  await callCounts();
  await build();
  const without = await callCounts();
  await writeFile(pageFile, text);
  loaded = await build();
  const withPage = await callCounts();
  html = await readFile(path.join(site, "dist", pageHtmlFile(route)), "utf8");
  await rm(pageFile);
  const ranMore = new Set<string>();
  for (const [place, count] of withPage) {
    if (count > (without.get(place) ?? 0)) ranMore.add(place.split("\0")[0] ?? "");
  }
  ranMoreEachTime.push(ranMore);
}
const [first = new Set<string>(), second = new Set<string>()] = ranMoreEachTime;
const ran = new Set([...first].filter((file) => second.has(file)));
await rm(site, { recursive: true, force: true });

// The build renders with the server bundle, whose modules are one file to V8: the page is rendered
// once more from the renderer's sources, to name the files of src/render/ and of the blocks it uses.
const { renderSitePage } = await source("src/engine/render/render-site-page.ts");
const { renderPage } = await source("src/render/render-page.tsx");
const { browserSiteData } = await source("src/engine/site.ts");
const { pages, identity, navigation } = loaded as {
  pages: { route: string }[];
  identity: unknown;
  navigation: { menu: unknown };
};
await callCounts();
renderSitePage({
  page: pages.find((page) => page.route === route),
  site: browserSiteData(loaded),
  menu: navigation.menu,
  identity,
  builtYear: new Date().getFullYear(),
  renderPage,
  assets: { assets: () => ({ stylesheets: [], shell: "", runtime: "", fonts: [] }), componentUrl: () => "" },
});
for (const [place, count] of await callCounts()) {
  const file = place.split("\0")[0] ?? "";
  if (count > 0 && !file.startsWith("src/engine/")) ran.add(file);
}
const stages = {
  "social card": "src/engine/social-card/",
  engine: "src/engine/",
  schema: "schema/",
  renderer: "src/render/",
  "block components": "src/",
};
const byStage = Object.entries(stages).map(([stage, folder]) => {
  const files = [...ran].filter((file) => file.startsWith(folder)).sort();
  for (const file of files) ran.delete(file);
  return { stage, files };
});
console.log(`${page}: ${html.length} characters of HTML`);
for (const { stage, files } of byStage) {
  console.log(`${stage}: ${files.length} files`);
  if (values.list) for (const file of files) console.log(`  ${file}`);
}
const [, engine = [], schema = [], renderer = []] = byStage.map((entry) => entry.files);
console.log(`engine, schema and renderer: ${engine.length + schema.length + renderer.length} files`);
