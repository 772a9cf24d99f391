import { existsSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { load } from "js-yaml";
import { describe, expect, it } from "vitest";
import { openingTags } from "../helpers/html-tags";
import { childText, childrenNamed, parseXml } from "../helpers/xml-tree";
import { builtPages, distDir, readBuilt, siteUrl } from "./built-site";

/** The shipped site's blog feed, as content/site.yaml declares it, and the posts of content/blog.yaml. */
const site = load(readFileSync("content/site.yaml", "utf8")) as { feeds: { collection: string; path: string }[] };
const blogFeed = site.feeds.find((feed) => feed.collection === "blog");
const posts = load(readFileSync("content/blog.yaml", "utf8")) as { id: number }[];
const feedUrl = `${siteUrl}${blogFeed?.path}`;

const channel = childrenNamed(parseXml(readFileSync(path.join(distDir, blogFeed?.path ?? ""), "utf8")), "channel")[0];
const items = channel ? childrenNamed(channel, "item") : [];

/** The built file an absolute address of the site leads to. */
function builtFileOf(address: string): string {
  const sitePath = address.slice(siteUrl.length);
  return path.join(distDir, path.extname(sitePath) ? sitePath : path.join(sitePath, "index.html"));
}

const rfc822 = /^(Mon|Tue|Wed|Thu|Fri|Sat|Sun), \d{2} (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d{4} \d{2}:\d{2}:\d{2} GMT$/;

describe("the blog's feed in the built site", () => {
  it("is declared in content/site.yaml and is a well-formed RSS 2.0 document", () => {
    expect(blogFeed).toBeDefined();
    expect(channel).toBeDefined();
    expect(channel && childText(channel, "title")).toMatch(/\S/);
  });

  it("lists every post of content/blog.yaml once", () => {
    expect(posts.length).toBeGreaterThan(0);
    const links = items.map((item) => childText(item, "link"));
    expect(new Set(links).size).toBe(posts.length);
    expect(links.sort()).toEqual(posts.map((post) => `${siteUrl}/blog/${post.id}`).sort());
  });

  it("leads each entry, by link and guid, to an absolute address of a built page", () => {
    for (const item of items) {
      const link = childText(item, "link") ?? "";
      expect(link.startsWith(`${siteUrl}/`), link).toBe(true);
      expect(existsSync(builtFileOf(link)), `${link} is built`).toBe(true);
      expect(childText(item, "guid")).toBe(link);
    }
  });

  it("dates each entry in RFC 822, newest first", () => {
    const dates = items.map((item) => childText(item, "pubDate") ?? "");
    for (const date of dates) expect(date).toMatch(rfc822);
    const times = dates.map((date) => Date.parse(date));
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  it("gives each entry a summary, an author and a category, and attaches each post's picture as it is published", () => {
    for (const item of items) {
      for (const name of ["title", "description", "dc:creator", "category"]) expect(childText(item, name), name).toMatch(/\S/);
      const picture = childrenNamed(item, "enclosure")[0]?.attributes;
      if (!picture) continue;
      const file = builtFileOf(picture.url ?? "");
      expect(existsSync(file), `${picture.url} is built`).toBe(true);
      expect(Number(picture.length)).toBe(statSync(file).size);
    }
    expect(items.filter((item) => childrenNamed(item, "enclosure").length > 0).length).toBeGreaterThan(0);
  });

  it.each(builtPages)("dist/%s names the feed in its head", (file) => {
    const html = readBuilt(file);
    const head = html.slice(0, html.indexOf("</head>"));
    const feeds = openingTags(head, "link").filter((tag) => tag.rel === "alternate" && tag.type === "application/rss+xml");
    expect(feeds.map((tag) => tag.href)).toEqual([feedUrl]);
    expect(feeds[0]?.title).toMatch(/\S/);
  });
});
