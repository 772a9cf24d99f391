import { readFile, readdir } from "node:fs/promises";
import path from "node:path";
import { describe, expect, it } from "vitest";

const srcDir = path.resolve(import.meta.dirname, "../../src");

/** The words app.css tells Tailwind never to make utilities of (`@source not inline("…")`). */
async function refusedWords(): Promise<string[]> {
  const css = await readFile(path.join(srcDir, "styles/app.css"), "utf8");
  const list = /@source not inline\("([^"]+)"\)/.exec(css)?.[1];
  return list ? list.split(/\s+/) : [];
}

/** Every class a component names in a string literal: className="…" and the strings given to cx(…). */
async function componentClasses(): Promise<Map<string, string>> {
  const files = (await readdir(srcDir, { recursive: true, encoding: "utf8" })).filter(
    (file) => /\.tsx?$/.test(file) && !file.includes(".test.") && !/^(engine|studio)\//.test(file),
  );
  const classes = new Map<string, string>();
  for (const file of files) {
    const code = await readFile(path.join(srcDir, file), "utf8");
    for (const match of code.matchAll(/className=\{?\s*"([^"]*)"|cx\(([^)]*)\)/g)) {
      const strings =
        match[1] !== undefined ? [match[1]] : [...(match[2] ?? "").matchAll(/"([^"]*)"/g)].map((m) => m[1]);
      for (const text of strings) for (const name of (text ?? "").split(/\s+/)) if (name) classes.set(name, file);
    }
  }
  return classes;
}

describe("utilities refused to Tailwind", () => {
  it("are words no component uses as a class, so refusing them never drops a style", async () => {
    const words = await refusedWords();
    expect(words).toContain("container");
    const classes = await componentClasses();
    expect(classes.size).toBeGreaterThan(100);
    expect(words.filter((word) => classes.has(word)).map((word) => `${word} (${classes.get(word)})`)).toEqual([]);
  });
});
