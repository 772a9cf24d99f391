import { lstatSync, readdirSync, readlinkSync, realpathSync } from "node:fs";
import path from "node:path";
import { hasMarker, markerFile } from "./publish/output-marker";
import { isOwnBuildFolder } from "./publish/publish-ledger";

/** The folders of a project a build's output may never be, nor be inside. */
const projectFolders = [
  "pages",
  "content",
  "public",
  "src",
  "schema",
  "scripts",
  "tests",
  "docs",
  "node_modules",
  ".git",
];

/** The two folders a build reads: where the site lives, and where the app's code does. */
export interface ProjectRoots {
  siteRoot: string;
  appRoot: string;
}

/** Whether `inner` is `outer` or lies somewhere below it. */
const within = (outer: string, inner: string) => inner === outer || inner.startsWith(outer + path.sep);

/** A path with every link in it followed (but the last part, unless asked), so that no link hides where it leads. */
function realPath(file: string, last = false): string {
  const absolute = path.resolve(file);
  const parent = path.dirname(absolute);
  try {
    return last ? realpathSync.native(absolute) : path.join(realpathSync.native(parent), path.basename(absolute));
  } catch {
    return parent === absolute ? absolute : path.join(realPath(parent, true), path.basename(absolute));
  }
}

/** A path as given and with its links followed: a link must neither hide the project nor be taken for it. */
const forms = (file: string, last: boolean) => new Set([path.resolve(file), realPath(file, last)]);

/** Why `outDir` lies where the project is, or undefined when it does not. */
function projectClash(outDir: string, roots: ProjectRoots): string | undefined {
  const outs = [...forms(outDir, false)];
  const clash = (folder: string, test: (folder: string, out: string) => boolean) =>
    [...forms(folder, true)].some((form) => outs.some((out) => test(form, out)));
  for (const root of new Set([roots.siteRoot, roots.appRoot])) {
    if (clash(root, (form, out) => out === form)) return "it is the project's own folder";
    if (clash(root, (form, out) => within(out, form))) return "it holds the project's folder";
    const folder = projectFolders.find((name) => clash(path.join(root, name), within));
    if (folder) return `it is the project's ${folder}/ folder or inside it`;
  }
  return undefined;
}

/** Why what is at `outDir` now is not a build's output, or undefined when a build may replace it. */
function foreignContent(outDir: string): string | undefined {
  const info = lstatSync(outDir, { throwIfNoEntry: false });
  if (!info) return undefined;
  if (info.isSymbolicLink()) {
    const target = path.resolve(path.dirname(outDir), readlinkSync(outDir));
    const ours = path.basename(target) === "site" && isOwnBuildFolder(outDir, path.dirname(target));
    return ours ? undefined : "it is a symbolic link that leads elsewhere than to a build";
  }
  if (!info.isDirectory()) return "it is a file";
  if (readdirSync(outDir).length === 0 || hasMarker(outDir)) return undefined;
  return `it is a folder that no build wrote (it holds no ${markerFile})`;
}

/**
 * Why the build must not write its output to `outDir`, or undefined when it may. A build replaces
 * its output folder whole, so it takes only a missing path, an empty folder, or a folder a build
 * wrote; never the project, a folder holding it, or one of its own folders.
 */
export function refusedOutput(outDir: string, roots: ProjectRoots): string | undefined {
  return projectClash(outDir, roots) ?? foreignContent(outDir);
}
