import { readFile } from "node:fs/promises";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { parse } from "yaml";
import { buildAll } from "../../scripts/art/generate";
import { avatarTraits } from "../../scripts/art/avatar";
import { PORTRAITS, portraitSeed } from "../../scripts/art/portraits";
import type { Site } from "../../src/engine/site";
import { loadSite } from "../../src/engine/load-site";
import { projectRoot } from "../helpers/site-kit";

let site: Site;
let errors: Awaited<ReturnType<typeof loadSite>>["errors"];
beforeAll(async () => {
  const loaded = await loadSite(projectRoot);
  errors = loaded.errors;
  if (!loaded.site) throw new Error("the project's own site should load");
  site = loaded.site;
});

/** Every name shown beside a portrait, on every page: team cards, testimonials and comments. */
function shownPeople(): { name: string; portrait: string; route: string }[] {
  return site.pages.flatMap((page) =>
    page.blocks.flatMap((block) => {
      const shown =
        block.type === "team-grid"
          ? block.members.map(({ name, image }) => ({ name, portrait: image.src }))
          : block.type === "testimonial-slider"
            ? block.testimonials.map(({ name, avatar }) => ({ name, portrait: avatar.src }))
            : block.type === "blog-post"
              ? (block.comments?.items ?? []).map(({ name, avatar }) => ({ name, portrait: avatar.src }))
              : [];
      return shown.map((person) => ({ ...person, route: page.route }));
    }),
  );
}

/** For each key, the different values it is shown with, where there is more than one. */
function shownWithMoreThanOne(pairs: [key: string, value: string][]): Record<string, string[]> {
  const seen = new Map<string, Set<string>>();
  for (const [key, value] of pairs) seen.set(key, (seen.get(key) ?? new Set()).add(value));
  return Object.fromEntries(
    [...seen].filter(([, values]) => values.size > 1).map(([key, values]) => [key, [...values]]),
  );
}

describe("the people of the shipped site", () => {
  it("are all there: every person a team grid, testimonial or comment names is in content/people.yaml", () => {
    expect(errors.filter((error) => error.message.includes("content/people.yaml"))).toEqual([]);
    const people = new Set([...site.facts.records.people.values()].map((person) => person.name));
    const named = shownPeople().filter(({ name }) => !people.has(name));
    expect(named).toEqual([]);
    // The pages that show people: the team pages, the testimonial sliders and the blog posts' comments.
    expect(new Set(shownPeople().map(({ route }) => route)).size).toBeGreaterThan(20);
  });

  it("each have a portrait of their own: no two people share an avatar", () => {
    const people = [...site.facts.records.people.values()];
    expect(shownWithMoreThanOne(people.map(({ name, avatar }) => [avatar.src, name]))).toEqual({});
    expect(new Set(people.map(({ name }) => name)).size).toBe(people.length);
  });

  it("look the same on every page, and a portrait always shows the same name", () => {
    const shown = shownPeople();
    expect(shownWithMoreThanOne(shown.map(({ name, portrait }) => [name, portrait]))).toEqual({});
    expect(shownWithMoreThanOne(shown.map(({ name, portrait }) => [portrait, name]))).toEqual({});
  });
});

describe("the portraits drawn for the people", () => {
  it("are one per person: person 7 shows /art/faces/7.svg, drawn for that name with the look the table gives it", async () => {
    const written = parse(await readFile(path.join(projectRoot, "content/people.yaml"), "utf8")) as {
      id: number;
      name: string;
      avatar: string;
    }[];
    expect(written.map(({ id, name, avatar }) => [id, name, avatar])).toEqual(
      PORTRAITS.map(({ name }, index) => [index + 1, name, `/art/faces/${index + 1}.svg`]),
    );
  });

  it("differ from each other, and draw a woman with earrings and a man with a man's hair or a beard", () => {
    const drawn = PORTRAITS.map(({ name, look, ...fixed }) => avatarTraits(portraitSeed(name), look, fixed));
    const described = drawn.map(({ look, skin, hair, style, background, shirt, glasses, beard }) =>
      [look, skin, hair, style, background, shirt, glasses, beard].join(" "),
    );
    expect(new Set(described).size).toBe(PORTRAITS.length);
    for (const traits of drawn) {
      if (traits.look === "woman") expect(traits.beard).toBe(false);
      else expect(["short", "side", "buzz", "bald"]).toContain(traits.style);
    }
    const files = buildAll();
    for (const [index, { name }] of PORTRAITS.entries()) {
      const svg = files.get(`faces/${index + 1}.svg`) ?? "";
      const { look, style } = drawn[index] ?? {};
      // The earrings' gold is drawn on women alone; a headscarf covers them.
      expect(svg.includes("#f5b942"), name).toBe(look === "woman" && style !== "headscarf");
    }
  });
});
