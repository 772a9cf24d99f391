import { readdir } from "node:fs/promises";
import path from "node:path";
import { siteError, type SiteError } from "../errors/site-error";

/** The files found under a folder of the site, and the symbolic links among them, which are skipped. */
export interface FolderFiles {
  /** Regular files, by path from the project root ("pages/home/seo.yaml"), sorted. */
  files: string[];
  /** One warning per symbolic link: no path of the site leads through one. */
  links: SiteError[];
}

/**
 * Every regular file under `folder` of a project root, at any depth. A symbolic link, to a file or a
 * folder, is never followed: it could lead out of the project, where the build reads nothing.
 */
export async function folderFiles(root: string, folder: string): Promise<FolderFiles> {
  const base = path.join(root, folder);
  const entries = await readdir(base, { recursive: true, withFileTypes: true }).catch(() => []);
  // Sliced rather than path.relative(): thousands of calls of that add up to a tenth of a second.
  const start = base.length + 1;
  const sitePath = (entry: (typeof entries)[number]) =>
    `${folder}/${`${entry.parentPath}${path.sep}${entry.name}`.slice(start).split(path.sep).join("/")}`;
  const links = entries.filter((entry) => entry.isSymbolicLink()).map(sitePath);
  return {
    files: entries
      .filter((entry) => entry.isFile())
      .map(sitePath)
      .sort(),
    links: links.sort().map((file) => siteError("symbolic-link", { file, line: 1, column: 1 }, {})),
  };
}
