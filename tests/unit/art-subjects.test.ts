import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { buildAll } from "../../scripts/art/generate";
import { workOf } from "../../scripts/art/portfolio-work";
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
const projects = readYaml("content/portfolio.yaml") as { id: number; name: string; image: string }[];

describe("the pictures of posts, courses, listings and portfolio projects", () => {
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

  it("give every portfolio project its own drawing, not another project's recoloured", () => {
    expect(projects).toHaveLength(60);
    expect(shared(projects.map((project) => project.image))).toEqual([]);
  });

  it("draw a portfolio project's kind of work, read from its name", () => {
    expect(workOf("Atlas Freight social media kit")).toMatchObject({ client: "Atlas Freight", kind: "social" });
    expect(workOf("Vantage Legal social media kit")?.kind).toBe("social");
    expect(workOf("Lumen Bank banking app")).toMatchObject({ kind: "app", screen: "banking" });
    expect(workOf("Mosaic Museum habit tracker")).toMatchObject({ kind: "app", screen: "habits" });
    expect(workOf("Beacon Credit Union travel app")).toMatchObject({ kind: "app", screen: "travel" });
    expect(workOf("Fernway Goods logo and brand board")).toMatchObject({ client: "Fernway Goods", kind: "brandBoard" });
  });

  it("show every portfolio client's own trade, and each app its own kind of screen", () => {
    const works = projects.map((project) => ({ name: project.name, work: workOf(project.name) }));
    expect(works.filter(({ work }) => !work?.tradeName).map(({ name }) => name)).toEqual([]);
    expect(workOf("Northwind Coffee website redesign")?.tradeName).toBe("coffee");
    expect(workOf("Harbor & Vine launch campaign")?.tradeName).toBe("wine");
    expect(workOf("Riverstone Dental brand identity")?.tradeName).toBe("dental");
    expect(workOf("Cedar & Stone analytics dashboard")?.tradeName).toBe("landscaping");
    const screens = works.flatMap(({ work }) => (work?.kind === "app" ? [work.screen] : []));
    expect(new Set(screens).size).toBe(screens.length);
  });

  it("are the files the art generator draws, so the committed pictures are not stale", () => {
    const drawn = buildAll();
    for (const url of [...posts, ...courses, ...listings, about, ...projects].map((item) => item.image))
      expect(picture(url), url).toBe(drawn.get(url.replace(/^\/art\//, "")));
  });
});
