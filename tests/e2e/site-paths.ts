import { readdirSync } from "node:fs";
import path from "node:path";

const distDir = path.resolve(import.meta.dirname, "../..", process.env.E2E_DIST ?? "dist");

/** Every path the built site serves, read from its page data files: "/", "/home/seo-agency", "/contact", ... */
export function builtPaths(): string[] {
  const dataDir = path.join(distDir, "_pages");
  return readdirSync(dataDir, { recursive: true, encoding: "utf8" })
    .filter((file) => file.endsWith(".json"))
    .map((file) => {
      const route = `/${file
        .split(path.sep)
        .join("/")
        .replace(/\.json$/, "")}`;
      return route === "/index" ? "/" : route;
    })
    .sort();
}

export { distDir };
