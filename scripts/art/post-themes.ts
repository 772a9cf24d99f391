/**
 * Which theme each blog post's picture takes: the theme of the first page (in path order, so home
 * pages come before the pages menu) that features the post by id. A post no page features takes the
 * blog's own theme, the default.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { parse } from "yaml";
import { defaultTheme } from "../../schema/themes/shipped-themes.ts";

interface FeaturedPosts {
  posts?: { from?: unknown; ids?: unknown };
}

function yamlFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith(".yaml"))
    .map((entry) => join(entry.parentPath, entry.name))
    .sort((a, b) => relative(dir, a).localeCompare(relative(dir, b)));
}

export function postThemes(pagesDir: string): Map<number, string> {
  const themes = new Map<number, string>();
  for (const file of yamlFiles(pagesDir)) {
    const page = parse(readFileSync(file, "utf8")) as { theme?: unknown; blocks?: FeaturedPosts[] } | null;
    const theme = typeof page?.theme === "string" ? page.theme : defaultTheme;
    for (const block of page?.blocks ?? []) {
      const ids = block?.posts?.from === "blog" ? block.posts.ids : undefined;
      if (!Array.isArray(ids)) continue;
      for (const id of ids) if (typeof id === "number" && !themes.has(id)) themes.set(id, theme);
    }
  }
  return themes;
}
