import { lstat, realpath } from "node:fs/promises";
import path from "node:path";
import { isInside } from "../../src/engine/dev/inside-folder";

/** The folders of a project the studio may write in: the pages, the shared content, the public files. */
export const writableFolders = ["pages", "content", "public"] as const;

export type WritablePath = { file: string } | { refused: string };

/** The deepest folder on the way to `file` that exists, every link followed; undefined when none does. */
async function existingAncestor(file: string): Promise<string | undefined> {
  for (let folder = path.dirname(file); ; folder = path.dirname(folder)) {
    const real = await realpath(folder).catch(() => undefined);
    if (real !== undefined) return real;
    if (path.dirname(folder) === folder) return undefined;
  }
}

/**
 * The absolute path the studio may write a project file at, from its path under the project as a
 * request gives it ("pages/offers/sale.yaml"), or why not. Refused: an absolute path, a backslash or
 * null byte, a ".." or "." segment, a path outside pages/, content/ and public/, and any path whose real
 * place, every link followed, is outside its folder's real place (a link in pages/ to /etc, a file
 * that is itself a link).
 */
export async function writablePath(root: string, relative: string): Promise<WritablePath> {
  const segments = relative.split("/");
  if (path.isAbsolute(relative) || /[\\\0]/.test(relative) || segments.some((part) => [".", "..", ""].includes(part))) {
    return {
      refused: `${JSON.stringify(relative)} is not a path under the project: write one such as pages/offers/sale.yaml`,
    };
  }
  const [top] = segments;
  if (!writableFolders.some((folder) => folder === top) || segments.length < 2) {
    return {
      refused: `${JSON.stringify(relative)} is outside ${writableFolders.join("/, ")}/: the studio writes nowhere else`,
    };
  }
  const folder = await realpath(path.join(root, top ?? "")).catch(() => undefined);
  const file = path.join(root, relative);
  const outside = {
    refused: `${JSON.stringify(relative)} leads out of ${top}/ through a link: the studio writes only inside it`,
  };
  if (folder === undefined) return outside;
  const ancestor = await existingAncestor(file);
  if (ancestor === undefined || !isInside(folder, ancestor)) return outside;
  const info = await lstat(file).catch(() => undefined);
  if (info?.isSymbolicLink()) return outside;
  if (info?.isDirectory()) return { refused: `${JSON.stringify(relative)} is a folder, not a file` };
  return { file };
}
