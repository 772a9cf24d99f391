/** The portfolio's projects as the art needs them: an id for the file name, and a name to draw from. */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { parse } from "yaml";
import type { PortfolioProject } from "./portfolio.ts";

export function portfolioProjects(root: string): PortfolioProject[] {
  const file = join(root, "content", "portfolio.yaml");
  const entries: unknown = parse(readFileSync(file, "utf8"));
  if (!Array.isArray(entries)) throw new Error(`${file}: expected a list of projects`);
  return entries.map((entry: unknown, index) => {
    const { id, name } = (entry ?? {}) as { id?: unknown; name?: unknown };
    // The id names the picture's file, so only a whole number may reach a path.
    if (typeof id !== "number" || !Number.isSafeInteger(id) || id < 1 || typeof name !== "string")
      throw new Error(`${file}: project ${index + 1} needs a whole-number id and a name`);
    return { id, name };
  });
}
