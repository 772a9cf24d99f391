import { cp, mkdir, readdir, readFile, rename, rm, symlink, writeFile } from "node:fs/promises";
import path from "node:path";
import { parse, stringify } from "yaml";

/** The static site builders the bench measures Blockpress against, on the same pages. */
export const peerTools = ["eleventy", "astro", "hugo"] as const;
export type PeerTool = (typeof peerTools)[number];

const templatesDir = path.join(import.meta.dirname, "peer-templates");
/** The templates and helpers Eleventy and Astro share, written beside each project's own files. */
const sharedModules = ["page-schema.mjs", "render-helpers.mjs"];

/** One page of a generated site: its file under pages/ and its YAML as written. */
export interface SitePage {
  file: string;
  yaml: string;
}

/** Every page file of a Blockpress site, in a stable order. */
export async function sitePages(siteRoot: string): Promise<SitePage[]> {
  const pagesDir = path.join(siteRoot, "pages");
  const files = (await readdir(pagesDir, { recursive: true, encoding: "utf8" }))
    .filter((file) => file.endsWith(".yaml"))
    .map((file) => file.split(path.sep).join("/"))
    .sort();
  return Promise.all(files.map(async (file) => ({ file, yaml: await readFile(path.join(pagesDir, file), "utf8") })));
}

/** What every page of a peer shows besides its sections: the name, menu and footer of site.yaml. */
async function siteFacts(siteRoot: string): Promise<string> {
  const site = parse(await readFile(path.join(siteRoot, "content/site.yaml"), "utf8")) as Record<string, unknown>;
  const { name, url, lang, logo, menu, footer } = site;
  return JSON.stringify({ name, url, lang, logo, menu, footer });
}

/** The site's people by id, each with the name and portrait Blockpress shows wherever they are named. */
type People = ReadonlyMap<unknown, { name: unknown; avatar: unknown }>;

async function readPeople(siteRoot: string): Promise<People> {
  const text = await readFile(path.join(siteRoot, "content/people.yaml"), "utf8").catch(() => "[]");
  const people: unknown = parse(text);
  if (!Array.isArray(people)) return new Map();
  return new Map(people.map(({ id, name, avatar }: Record<string, unknown>) => [id, { name, avatar }] as const));
}

/**
 * Puts a person's name and portrait where a record or a team member names them by id, as Blockpress
 * resolves them: a peer has no people of its own, and its templates read the name beside the picture.
 */
function withPeopleShown(value: unknown, people: People): unknown {
  if (Array.isArray(value)) return value.map((item) => withPeopleShown(item, people));
  if (typeof value !== "object" || value === null) return value;
  const shown = Object.fromEntries(Object.entries(value).map(([key, item]) => [key, withPeopleShown(item, people)]));
  const person = people.get(shown.person);
  // A testimonial or a comment shows the portrait as its avatar, a team member as its image.
  return person ? { ...shown, name: person.name, avatar: person.avatar, image: person.avatar } : shown;
}

/** The site's collections (blog, portfolio, testimonials…) by name, which sections refer to by id. */
async function collections(siteRoot: string, people: People): Promise<string> {
  const contentDir = path.join(siteRoot, "content");
  const files = (await readdir(contentDir)).filter((file) => file.endsWith(".yaml") && file !== "site.yaml");
  const entries = await Promise.all(
    files.map(async (file) => [
      file.replace(/\.yaml$/, ""),
      withPeopleShown(parse(await readFile(path.join(contentDir, file), "utf8")), people),
    ]),
  );
  return JSON.stringify(Object.fromEntries(entries));
}

async function writeFiles(root: string, files: Record<string, string>): Promise<void> {
  for (const [file, text] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(root, file)), { recursive: true });
    await writeFile(path.join(root, file), text);
  }
}

/** Go templates are kept as .gotmpl, so the formatter leaves them alone; Hugo wants them as .html. */
async function nameGoTemplatesHtml(root: string): Promise<void> {
  for (const file of await readdir(root, { recursive: true, encoding: "utf8" }))
    if (file.endsWith(".gotmpl"))
      await rename(path.join(root, file), path.join(root, file.replace(/\.gotmpl$/, ".html")));
}

/** Where each peer reads its data, and the files of the data: the site's own, in the peer's form. */
async function peerFiles(tool: PeerTool, siteRoot: string, pages: SitePage[]): Promise<Record<string, string>> {
  const site = await siteFacts(siteRoot);
  const people = await readPeople(siteRoot);
  const records = await collections(siteRoot, people);
  const sectionTemplates = await readFile(path.join(templatesDir, "section-templates.json"), "utf8");
  const dataDir = { eleventy: "_data", astro: "src/data", hugo: "data" }[tool];
  const files: Record<string, string> = {
    [`${dataDir}/site.json`]: site,
    [`${dataDir}/records.json`]: records,
    [`${dataDir}/sections.json`]: sectionTemplates,
  };
  // Hugo reads a content file whose front matter is the page's YAML, as it stands but for the people it names.
  for (const page of pages) {
    const yaml = /\bperson:/.test(page.yaml) ? stringify(withPeopleShown(parse(page.yaml), people)) : page.yaml;
    files[peerPageFile(tool, page.file)] = tool === "hugo" ? `---\n${yaml}---\n` : yaml;
  }
  return files;
}

/** Where a peer project keeps the page of `file` (a path under the Blockpress site's pages/). */
export function peerPageFile(tool: PeerTool, file: string): string {
  if (tool === "eleventy") return `_data/pages/${file}`;
  if (tool === "astro") return `content/pages/${file}`;
  return `content/${file === "index.yaml" ? "_index.yaml" : file}`.replace(/\.yaml$/, ".md");
}

/**
 * Writes into `peerRoot` a project of `tool` that builds the pages of the Blockpress site at `siteRoot`:
 * the same page files (for Hugo, as front matter), the site's collections and menus as data, its
 * public files, and templates that render each section type. Eleventy and Astro validate each page
 * with zod. `nodeModules` is the folder the tool is installed in, linked into the project.
 */
export async function writePeerSite(tool: PeerTool, siteRoot: string, peerRoot: string, nodeModules: string) {
  await rm(peerRoot, { recursive: true, force: true });
  await mkdir(peerRoot, { recursive: true });
  const pages = await sitePages(siteRoot);
  const staticDir = tool === "hugo" ? "static" : "public";
  await cp(path.join(siteRoot, "public"), path.join(peerRoot, staticDir), { recursive: true });
  await cp(path.join(templatesDir, tool), peerRoot, { recursive: true });
  if (tool === "hugo") {
    await nameGoTemplatesHtml(peerRoot);
  } else {
    const modulesDir = tool === "astro" ? path.join(peerRoot, "src") : peerRoot;
    for (const file of sharedModules) await cp(path.join(templatesDir, file), path.join(modulesDir, file));
    await symlink(nodeModules, path.join(peerRoot, "node_modules"), "dir");
  }
  await writeFiles(peerRoot, await peerFiles(tool, siteRoot, pages));
}
