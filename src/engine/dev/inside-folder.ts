import path from "node:path";

/**
 * Whether `file` is `folder` or lies under it, both absolute: "/site/dist-private" and "/site/dist.env"
 * are not under "/site/dist", though their names start with it.
 */
export function isInside(folder: string, file: string): boolean {
  const relative = path.relative(folder, file);
  return relative !== ".." && !relative.startsWith(`..${path.sep}`) && !path.isAbsolute(relative);
}
