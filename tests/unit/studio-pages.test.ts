import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { issuesOf, loadStudioSite, studioPages } from "../../scripts/studio/studio-site";
import { fixtureSite } from "../helpers/fixture-site";

const codeHash = "studio-pages-test";

/** Each page's title, and the codes of its problems, by route. */
async function listed(root: string) {
  const { pages } = await studioPages(root, codeHash);
  return Object.fromEntries(
    pages.map((page) => [page.route, { title: page.title, issues: page.issues.map((issue) => issue.code) }]),
  );
}

/**
 * The studio's list of pages: each page with the title its file gives it now and its own problems,
 * whether it validated, has an error or is made once per record, and whether the site was listed
 * before (the validation cache) or not.
 */
describe("the studio's list of pages", () => {
  it("gives each page its title and its own problems, a page with an error included", async () => {
    const root = await fixtureSite("blocks-not-list");
    expect(await listed(root)).toEqual({
      "/": { title: "Home", issues: ["blocks-not-list"] },
      "/404": { title: "Not found", issues: [] },
      "/posts/[id]": { title: "{title} | Fixture", issues: [] },
    });
  });

  it("shows a title changed on disk since the last list", async () => {
    const root = await fixtureSite();
    expect((await listed(root))["/404"]?.title).toBe("Not found");
    const file = path.join(root, "pages/404.yaml");
    await writeFile(file, (await readFile(file, "utf8")).replace("title: Not found", "title: Lost at sea"));
    expect((await listed(root))["/404"]).toEqual({ title: "Lost at sea", issues: [] });
  });
});

describe("the studio's check of a page being edited", () => {
  it("validates the unsaved text through the validation cache, the files on disk left as they are", async () => {
    const root = await fixtureSite();
    await studioPages(root, codeHash);
    const file = "pages/404.yaml";
    const saved = await readFile(path.join(root, file), "utf8");
    const typed = saved.replace(/^title: .*$/m, "title: 42\nqestion: x");
    const checked = await loadStudioSite(root, new Map([[file, typed]]), { codeHash });
    expect(issuesOf(checked, file).map((issue) => issue.code)).toContain("unknown-key");
    expect((checked.site ?? checked.partial)?.pages.find((page) => page.route === "/")?.title).toBe("Home");
    // The text typed is no file's: once it is dropped, the page is as its file says.
    const again = await loadStudioSite(root, new Map(), { codeHash });
    expect(issuesOf(again, file)).toEqual([]);
    expect(await readFile(path.join(root, file), "utf8")).toBe(saved);
  });
});
