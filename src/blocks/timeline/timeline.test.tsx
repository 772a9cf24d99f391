import { rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { timelineBlock } from "../../../schema/blocks/timeline";
import { formatError } from "../../engine/errors/site-error";
import { loadSite } from "../../engine/load-site";
import { exampleOf } from "../../../tests/helpers/block-examples";
import { fixtureSite } from "../../../tests/helpers/fixture-site";
import { openingTags } from "../../../tests/helpers/html-tags";
import { renderAt } from "../../../tests/helpers/render-block";
import { projectBlockKit } from "../../../tests/helpers/site-kit";
import * as timelineModule from ".";

const Timeline = timelineModule.default;
const history = exampleOf("timeline", 0);
const project = exampleOf("timeline", 1);

let schema: ReturnType<typeof timelineBlock.schema>;
beforeAll(async () => {
  schema = timelineBlock.schema((await projectBlockKit()).kit);
});

const render = (input: typeof history) => renderAt(<Timeline {...schema.parse(input)} />);

/** Each list item of the HTML as its date, title and text, in document order. */
const moments = (html: string) =>
  [...html.matchAll(/<li><p class="eyebrow text-accent">(.*?)<\/p><h3>(.*?)<\/h3><p>(.*?)<\/p><\/li>/g)].map((match) =>
    match.slice(1),
  );

describe("timeline", () => {
  it("tells the history as one ordered list, each moment's date, title and text in the order written", () => {
    const html = render(history);
    expect(html.match(/<ol /g)).toHaveLength(1);
    expect(openingTags(html, "ol")[0]).toMatchObject({ class: expect.stringContaining("timeline-list") });
    expect(moments(html)).toEqual([
      ["2012", "A desk by the window", "Three friends build websites for the shops on their street."],
      [
        "2016",
        "Our first product team",
        "A bank asks for a mobile app, and designers and engineers start working as one team.",
      ],
      [
        "2020",
        "Clients on four continents",
        "Workshops move online, and the studio takes on teams from Lisbon to Singapore.",
      ],
      [
        "Today",
        "Forty people, one way of working",
        "Every project starts with a workshop and ships something every Friday.",
      ],
    ]);
  });

  it("keeps the dates out of the headings: the section is named by its h2, each moment by what happened", () => {
    const html = render(history);
    const headings = [...html.matchAll(/<h([1-6])[^>]*>(.*?)<\/h\1>/g)].map(([, level, inner]) => [
      level,
      inner?.replace(/<[^>]+>/g, ""),
    ]);
    expect(headings).toEqual([
      ["2", "Twelve years, one step at a time"],
      ["3", "A desk by the window"],
      ["3", "Our first product team"],
      ["3", "Clients on four continents"],
      ["3", "Forty people, one way of working"],
    ]);
    const section = openingTags(html, "section")[0];
    expect(section).toMatchObject({ id: "history", "data-block": "timeline", "data-variant": "centred" });
    expect(openingTags(html, "h2")[0]?.id).toBe(section?.["aria-labelledby"]);
  });

  it("centres the heading above the moments unless told to set it beside them", () => {
    expect(schema.parse(history).variant).toBe("centred");
    const beside = render(project);
    expect(openingTags(beside, "section")[0]).toMatchObject({ "data-variant": "beside" });
    expect(moments(beside).map(([when]) => when)).toEqual(["March", "May"]);
  });

  it("writes the copy as text, never as markup", () => {
    const item = { when: "<b>2012</b>", title: "A & B", text: '<img src=x onerror="alert(1)">' };
    const html = render({ ...project, items: [item, item] });
    expect(html).not.toContain("<b>");
    expect(html).not.toContain("<img");
    expect(moments(html)[0]).toEqual([
      "&lt;b&gt;2012&lt;/b&gt;",
      "A &amp; B",
      "&lt;img src=x onerror=&quot;alert(1)&quot;&gt;",
    ]);
  });

  it("is drawn once, on the server: it ships no island", () => {
    expect(Object.keys(timelineModule)).toEqual(["default"]);
  });
});

describe("a timeline written wrong", () => {
  it("is reported where it is wrong, with the code of each mistake", async () => {
    const site = await fixtureSite();
    const moment = "{ when: '2012', title: A start, text: What happened. }";
    await writeFile(
      path.join(site, "pages", "history.yaml"),
      [
        "title: History",
        "description: The fixture's history page.",
        "blocks:",
        "  - type: timeline",
        "    heading: One moment is no history",
        `    items: [${moment}]`,
        "  - type: timeline",
        "    heading: Nine moments are too many",
        `    items: [${Array.from({ length: 9 }, () => moment).join(", ")}]`,
        "  - type: timeline",
        "    heading: A date under another name, a moment without its text",
        "    variant: zigzag",
        "    items:",
        "      - { year: '2012', title: A start, text: What happened. }",
        "      - { when: '2013', title: A step }",
        "",
      ].join("\n"),
    );
    const { errors } = await loadSite(site).finally(() => rm(site, { recursive: true }));
    expect(errors.map((error) => formatError(error).split("\n")[0])).toEqual([
      "pages/history.yaml:6:12 error blocks[0].items: must list at least 2 items [invalid-value]",
      "pages/history.yaml:9:12 error blocks[1].items: must list at most 8 items [invalid-value]",
      'pages/history.yaml:12:14 error blocks[2].variant: expected one of "centred", "beside", got "zigzag" [invalid-value]',
      'pages/history.yaml:14:9 error blocks[2].items[0].when: missing required field "when" (text) [missing-field]',
      'pages/history.yaml:14:11 error blocks[2].items[0].year: unknown key "year"; allowed keys: when, title, text [unknown-key]',
      'pages/history.yaml:15:9 error blocks[2].items[1].text: missing required field "text" (text) [missing-field]',
    ]);
  });
});
