import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { distDir } from "./built-site";

/** Every text file of the build (pages, code, styles, data), as paths relative to dist/. */
function textFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(folder, entry.name);
    if (entry.isDirectory()) return textFiles(file);
    return /\.(html|js|mjs|css|json|xml|txt)$/.test(entry.name) || entry.name === "_redirects" ? [file] : [];
  });
}

/** Words only the studio's code holds: its API's address, its token header, its app's module. */
const studioMarks = ["/_studio/", "x-studio-token", "src/studio/", "Blockpress Studio"];

describe("the built site", () => {
  it("holds nothing of the studio: no page, code or data a visitor receives names it", () => {
    const files = textFiles(distDir);
    expect(files.length).toBeGreaterThan(0);
    const found = files.flatMap((file) => {
      const text = readFileSync(file, "utf8");
      return studioMarks.filter((mark) => text.includes(mark)).map((mark) => `${path.relative(distDir, file)}: ${mark}`);
    });
    expect(found).toEqual([]);
  });
});
