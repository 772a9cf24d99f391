import { appendFile, readFile, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { devFeed } from "../../src/engine/dev/dev-feed";
import { devPhotoCopy } from "../../src/engine/dev/dev-photo";
import { loadSite } from "../../src/engine/load-site";
import { feedXml } from "../../src/engine/output/feed-xml";
import type { Site } from "../../src/engine/site";
import { fixtureSite } from "../helpers/fixture-site";
import { testPhoto } from "../helpers/test-photo";
import { childText, childrenNamed, parseXml, type XmlElement } from "../helpers/xml-tree";

/** Text that ends a CDATA section, opens a tag and starts an entity, twice over, as a marketer may write it. */
const hostileTitle = "Fish & <chips> ]]> then ]]> again &amp; 'quoted'";
const hostileSummary = "Is 1 < 2 & 3 > 2? ]]> <script>alert(1)</script> ]]>";
const hostileAuthor = "Tom & Jerry's <studio> ]]>";

/** The fixture site with a feed of its blog, whose second post's title, summary and feed's author are hostile. */
async function siteWithFeed(base?: string): Promise<{ root: string; site: Site }> {
  const root = await fixtureSite();
  await appendFile(
    path.join(root, "content/site.yaml"),
    `feeds:\n  - { collection: blog, title: "Fixture <blog> & news", author: ${JSON.stringify(hostileAuthor)}, path: /posts/feed.xml }\n`,
  );
  await writeFile(
    path.join(root, "content/blog.yaml"),
    [
      "- { id: 1, title: First post, date: '1 March, 2026', tag: Design, description: The first post., image: /art/picture.svg }",
      `- { id: 2, title: ${JSON.stringify(hostileTitle)}, date: '2 March, 2026', tag: Technology, description: ${JSON.stringify(hostileSummary)} }`,
      "- { id: 3, title: Oldest post, date: '9 January, 2025', tag: Support, description: The oldest post. }",
    ].join("\n"),
  );
  const { site, errors } = await loadSite(root, { base });
  expect(errors).toEqual([]);
  if (!site) throw new Error("the fixture did not load");
  return { root, site };
}

const publicBytes = (root: string) => async (file: string) => (await stat(path.join(root, "public", file))).size;

async function builtFeed(base?: string): Promise<{ root: string; site: Site; xml: string; items: XmlElement[] }> {
  const { root, site } = await siteWithFeed(base);
  const [feed] = site.feeds;
  if (!feed) throw new Error("the site has no feed");
  const xml = await feedXml(feed, { identity: site.identity, records: site.facts.records }, publicBytes(root));
  const channel = childrenNamed(parseXml(xml), "channel")[0];
  if (!channel) throw new Error("the feed has no channel");
  return { root, site, xml, items: childrenNamed(channel, "item") };
}

describe("a feed of a dated collection", () => {
  it("is well-formed XML whatever its text holds, and reads back as the text was written", async () => {
    const { xml, items } = await builtFeed();
    const channel = parseXml(xml).children[0];
    expect(channel && childText(channel, "title")).toBe("Fixture <blog> & news");
    const hostile = items.find((item) => childText(item, "link")?.endsWith("/posts/2"));
    expect(hostile && childText(hostile, "title")).toBe(hostileTitle);
    expect(hostile && childText(hostile, "dc:creator")).toBe(hostileAuthor);
    // A description is HTML in RSS: a reader that renders it shows the summary as written, and runs no tag.
    expect(hostile && childText(hostile, "description")).toBe(
      "Is 1 &lt; 2 &amp; 3 &gt; 2? ]]&gt; &lt;script&gt;alert(1)&lt;/script&gt; ]]&gt;",
    );
  });

  it("lists every record newest first, each with its page's address as link and guid, its day and its author", async () => {
    const { items } = await builtFeed();
    expect(items.map((item) => childText(item, "link"))).toEqual([
      "https://fixture.example/posts/2",
      "https://fixture.example/posts/1",
      "https://fixture.example/posts/3",
    ]);
    for (const item of items) {
      const guid = childrenNamed(item, "guid")[0];
      expect(guid?.text).toBe(childText(item, "link"));
      expect(guid?.attributes.isPermaLink).toBe("true");
    }
    expect(items.map((item) => childText(item, "pubDate"))).toEqual([
      "Mon, 02 Mar 2026 00:00:00 GMT",
      "Sun, 01 Mar 2026 00:00:00 GMT",
      "Thu, 09 Jan 2025 00:00:00 GMT",
    ]);
    expect(items.map((item) => childText(item, "category"))).toEqual(["Technology", "Design", "Support"]);
  });

  it("attaches a record's picture with its address, its size in bytes and its type", async () => {
    const { root, items } = await builtFeed();
    const [withPicture] = items.filter((item) => childrenNamed(item, "enclosure").length > 0);
    expect(withPicture && childText(withPicture, "link")).toBe("https://fixture.example/posts/1");
    expect(childrenNamed(withPicture ?? items[0]!, "enclosure")[0]?.attributes).toEqual({
      url: "https://fixture.example/art/picture.svg",
      length: String((await stat(path.join(root, "public/art/picture.svg"))).size),
      type: "image/svg+xml",
    });
  });

  it("attaches a photo as its JPEG copy, which the dev server makes to tell its size, never as its original", async () => {
    const { root } = await siteWithFeed();
    await writeFile(path.join(root, "public/art/photo.jpg"), await testPhoto(1600, 1000));
    const blog = path.join(root, "content/blog.yaml");
    await writeFile(blog, (await readFile(blog, "utf8")).replace("/art/picture.svg", "/art/photo.jpg"));
    const { site } = await loadSite(root);
    if (!site) throw new Error("the fixture did not load");
    const served = await devFeed(() => Promise.resolve({ site, errors: [], warnings: [] }), root, "/posts/feed.xml");
    const channel = parseXml(String(served?.body)).children[0];
    const picture = channel && childrenNamed(channel, "item").flatMap((item) => childrenNamed(item, "enclosure"))[0];
    expect(picture?.attributes.url).toMatch(/^https:\/\/fixture\.example\/_images\/photo\.[0-9a-f]+-1280\.jpg$/);
    expect(picture?.attributes.type).toBe("image/jpeg");
    const copy = await devPhotoCopy(
      () => Promise.resolve({ site, errors: [], warnings: [] }),
      root,
      new URL(picture?.attributes.url ?? "").pathname,
    );
    expect(Number(picture?.attributes.length)).toBe(Buffer.byteLength(copy?.body ?? ""));
  });

  it("gives every address under the folder the site is served from", async () => {
    const { xml, items } = await builtFeed("/docs/");
    expect(items.map((item) => childText(item, "link"))).toContain("https://fixture.example/docs/posts/1");
    const pictures = items.flatMap((item) => childrenNamed(item, "enclosure"));
    expect(pictures.map((picture) => picture.attributes.url)).toEqual(["https://fixture.example/docs/art/picture.svg"]);
    expect(Number(pictures[0]?.attributes.length)).toBeGreaterThan(0);
    expect(xml).toContain('href="https://fixture.example/docs/posts/feed.xml"');
  });

  it("names itself and its language in its channel, and is named by every page", async () => {
    const { site, xml } = await builtFeed();
    const channel = parseXml(xml).children[0];
    const self = channel && childrenNamed(channel, "atom:link")[0];
    expect(self?.attributes).toEqual({
      href: "https://fixture.example/posts/feed.xml",
      rel: "self",
      type: "application/rss+xml",
    });
    expect(channel && childText(channel, "language")).toBe("en");
    expect(site.identity.feeds).toEqual([{ title: "Fixture <blog> & news", path: "/posts/feed.xml" }]);
  });

  it("is served by the dev server as the build writes it, and no other .xml path is", async () => {
    const { root, site, xml } = await builtFeed();
    const loaded = () => Promise.resolve({ site, errors: [], warnings: [] });
    const served = await devFeed(loaded, root, "/posts/feed.xml");
    expect(served?.status).toBe(200);
    expect(served?.headers["content-type"]).toMatch(/\/xml; charset=utf-8$/);
    expect(served?.body).toBe(xml);
    expect(await devFeed(loaded, root, "/posts/other.xml")).toBeUndefined();
  });

  it("is a path a link may lead to", async () => {
    const root = await fixtureSite();
    await appendFile(
      path.join(root, "content/site.yaml"),
      "feeds:\n  - { collection: blog, title: Fixture blog, path: /posts/feed.xml }\n",
    );
    const home = path.join(root, "pages/index.yaml");
    await writeFile(home, (await readFile(home, "utf8")).replace('href: "{app}/login"', "href: /posts/feed.xml"));
    const { errors } = await loadSite(root);
    expect(errors).toEqual([]);
  });
});
