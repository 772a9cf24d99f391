import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { buildAll } from "../../scripts/art/generate";
import { projectRoot } from "../helpers/site-kit";

const readYaml = (file: string) => parse(readFileSync(path.join(projectRoot, file), "utf8"));
const picture = (url: string) => readFileSync(path.join(projectRoot, "public", url), "utf8");

/**
 * The drawing with its colours, ids and numbers taken out: one scene recoloured, reseeded or
 * nudged gives the same signature, so a picture shared under another palette is still caught.
 */
const signature = (svg: string) =>
  svg
    .replace(/#[0-9a-f]{3,8}\b/gi, "#")
    .replace(/\b(id|href)="[^"]*"|url\(#[^)]*\)/g, "$1")
    .replace(/-?\d*\.?\d+/g, "0");

/** Picture URLs that share a drawing, as groups of two or more. */
function shared(urls: readonly string[]): string[][] {
  const byDrawing = new Map<string, string[]>();
  for (const url of urls) {
    const key = signature(picture(url));
    byDrawing.set(key, [...(byDrawing.get(key) ?? []), url]);
  }
  return [...byDrawing.values()].filter((group) => group.length > 1);
}

const posts = readYaml("content/blog.yaml") as { id: number; image: string }[];
const home = (name: string) => readYaml(`pages/home/${name}.yaml`) as { blocks: Record<string, unknown>[] };
const courses = home("education").blocks.flatMap((block) =>
  block.type === "course-list" ? (block.courses as { image: string }[]) : [],
);
const estate = home("real-estate").blocks;
const listings = estate.flatMap((block) =>
  block.type === "property-tabs"
    ? (block.tabs as { listings: { image: string }[] }[]).flatMap((tab) => tab.listings)
    : [],
);
const about = estate.find((block) => block.id === "about") as { image: string };

describe("the pictures of posts, courses and listings", () => {
  it("give every blog post its own drawing, not another post's recoloured", () => {
    expect(posts).toHaveLength(38);
    expect(shared(posts.map((post) => post.image))).toEqual([]);
  });

  it("give every course on the education home its own drawing", () => {
    expect(courses).toHaveLength(6);
    expect(shared(courses.map((course) => course.image))).toEqual([]);
  });

  it("give every real estate listing its own building, and About us a picture of its own", () => {
    expect(listings).toHaveLength(8);
    expect(shared([...listings.map((listing) => listing.image), about.image])).toEqual([]);
  });

  it("are the files the art generator draws, so the committed pictures are not stale", () => {
    const drawn = buildAll();
    for (const url of [...posts, ...courses, ...listings, about].map((item) => item.image))
      expect(picture(url), url).toBe(drawn.get(url.replace(/^\/art\//, "")));
  });
});
