import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

/** The built site these checks read: dist/, or the folder DIST names. */
export const distDir = path.resolve(process.env.DIST ?? "dist");

function htmlFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(folder, entry.name);
    if (entry.isDirectory()) return htmlFiles(file);
    return entry.name.endsWith(".html") ? [file] : [];
  });
}

/** Every HTML file of the build, as paths relative to dist/ ("blog/7/index.html"), sorted. */
export const builtHtmlFiles: string[] = htmlFiles(distDir)
  .map((file) => path.relative(distDir, file))
  .sort();

export function readBuilt(file: string): string {
  return readFileSync(path.join(distDir, file), "utf8");
}

/** A built HTML file's path on the site: "blog/7/index.html" → "/blog/7", "index.html" → "/". */
export function routeOfFile(file: string): string {
  return `/${file.replace(/(^|\/)index\.html$/, "")}`;
}

/** The built pages that are pages (not the redirects' forwarding documents), by file. */
export const builtPages: string[] = builtHtmlFiles.filter((file) => !readBuilt(file).includes('http-equiv="refresh"'));

/** The site's address, as content/site.yaml declares it. */
export const siteUrl: string = (/^url: (\S+)$/m.exec(readFileSync("content/site.yaml", "utf8"))?.[1] ?? "").replace(
  /\/$/,
  "",
);
