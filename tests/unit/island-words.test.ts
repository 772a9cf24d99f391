import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { loadSite } from "../../src/engine/load-site";
import type { Site } from "../../src/engine/site";
import { pageContextOf } from "../../src/islands/island-context";
import type { IslandsData } from "../../src/islands/island-markup";
import { shellWordKeys } from "../../src/page/shell-word-keys";
import { fixtureSite } from "../helpers/fixture-site";
import { islandsScriptOf, sitePageHtml } from "../helpers/site-page-html";

const counters = ["  - type: counters", "    items:", "      - { value: 150, suffix: +, label: Clients }"];
const sendingForm = [
  "  - type: message-form",
  "    heading: Write to us",
  "    send: { netlify: contact }",
  "    fields:",
  '      - { name: name, label: Name, required: true, requiredMessage: "Your name, please." }',
  "    submit: Send",
  "    confirmation: Thank you.",
];

let site: Site;
beforeAll(async () => {
  const root = await fixtureSite();
  await mkdir(path.join(root, "pages/words"), { recursive: true });
  const page = (name: string, blocks: string[]) =>
    writeFile(
      path.join(root, `pages/words/${name}.yaml`),
      [`title: ${name}`, "description: A page of islands.", "blocks:", ...blocks, ""].join("\n"),
    );
  await page("figures", counters);
  await page("form", [...counters, ...sendingForm]);
  const loaded = await loadSite(root);
  expect(loaded.errors).toEqual([]);
  if (!loaded.site) throw new Error("the fixture site did not validate");
  site = loaded.site;
});

/** What the page at `route` sends its islands. */
function islandsOf(route: string): IslandsData {
  const page = site.pages.find((candidate) => candidate.route === route);
  if (!page) throw new Error(`no page ${route}`);
  const data = islandsScriptOf(sitePageHtml(site, page));
  if (!data) throw new Error(`${route} has no islands`);
  return JSON.parse(data) as IslandsData;
}

const sentWords = (route: string) => Object.keys(islandsOf(route).context.languages.en?.words ?? {});

describe("the shell's words a page's islands are sent", () => {
  it("are those its islands read as they were drawn, and the words of the screen a failed island shows", () => {
    expect(sentWords("/words/figures")).toEqual(["blockFailed"]);
  });

  it("hold what a sending form writes for the shell as it sends, but its own thank-you in place of formSent", () => {
    expect(sentWords("/words/form")).toEqual([
      "blockFailed",
      "formFailed",
      "formHoneypot",
      "formMailProgram",
      "formSending",
      "formTimedOut",
    ]);
  });

  it("are made whole again in the browser, the words never read empty", () => {
    const words = pageContextOf(islandsOf("/words/figures").context).languages.en?.words;
    expect(Object.keys(words ?? {}).sort()).toEqual([...shellWordKeys].sort());
    expect(words?.blockFailed).not.toBe("");
    expect(words?.openMenu).toBe("");
  });
});
