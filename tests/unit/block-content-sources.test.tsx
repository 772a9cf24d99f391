import { renderToString } from "react-dom/server";
import { beforeAll, describe, expect, it } from "vitest";
import type { Block } from "../../schema/blocks";
import type { PageData } from "../../schema/page";
import { siteCatalog } from "../../src/engine/catalog/site-catalog";
import { loadSite } from "../../src/engine/load-site";
import { contentSecurityPolicy } from "../../src/engine/render/content-security-policy";
import { blockSources } from "../../src/engine/render/page-policy";
import { renderPage } from "../../src/render/render-page";
import { mapServiceOrigin, videoServiceOrigin } from "../../src/ui/third-party-sources";
import { VideoModal } from "../../src/ui/VideoModal";
import { openingTags } from "../helpers/html-tags";
import { testContext, testMenu } from "../helpers/render-block";
import { projectRoot } from "../helpers/site-kit";

/**
 * A block that frames another site or loads its pictures or media gets them only where its
 * definition's contentSources names them: the page's Content Security Policy is made from those, and
 * the browser refuses the rest. Each block is drawn as the build draws it, from its examples (the
 * catalog's) and from every page of the shipped site, and each address its HTML loads is checked
 * against the policy its definition gives a page that holds it alone.
 */

/** Where the page is served: the origin 'self' names. */
const siteOrigin = "https://www.brightline.example";

/** A block drawn from where it was written: its examples, or a page of the site. */
interface DrawnBlock {
  from: string;
  page: PageData;
  block: Block;
}

/** Something the HTML makes the browser load, and the directive of the policy that allows it or not. */
interface Load {
  directive: "frame-src" | "img-src" | "media-src" | "object-src";
  url: string;
}

/** The address the video window frames once it is opened: its HTML holds no frame until then. */
const videoWindowFrame = (() => {
  const html = renderToString(<VideoModal videoId="video-id" title="Video" closeLabel="Close" onClose={() => {}} />);
  const [frame] = openingTags(html, "iframe");
  if (!frame?.src) throw new Error("the opened video window frames nothing");
  return frame.src.replaceAll("&amp;", "&");
})();

/** Each address of a srcset: the first word of each of its comma-separated candidates. */
const srcsetUrls = (srcset: string) =>
  srcset
    .split(",")
    .map((candidate) => candidate.trim().split(/\s+/)[0] ?? "")
    .filter((url) => url !== "");

/** What the HTML of a block loads from where: frames, pictures, media and plugins, and the frames it opens on use. */
function loadsOf(html: string): Load[] {
  const attribute = (tag: string, name: string) =>
    openingTags(html, tag)
      .map((attributes) => attributes[name])
      .filter((value): value is string => value !== undefined && value !== "");
  const inMedia = /<(video|audio)[\s>][\s\S]*?<\/\1>/g;
  const mediaSources = [...html.matchAll(inMedia)].flatMap((match) => openingTags(match[0], "source"));
  const pictureHtml = html.replace(inMedia, "");
  const loads: Load[] = [
    ...["iframe", "frame"].flatMap((tag) => attribute(tag, "src")),
    // A control that opens a dialog the page does not hold (no commandfor) opens the video window,
    // which the island draws, with its player, only when the video plays.
    ...([...openingTags(html, "button"), ...openingTags(html, "a")].some(
      (control) => control["aria-haspopup"] === "dialog" && !("commandfor" in control),
    )
      ? [videoWindowFrame]
      : []),
  ].map((url) => ({ directive: "frame-src", url }));
  loads.push(
    ...[
      ...attribute("img", "src"),
      ...attribute("img", "srcset").flatMap(srcsetUrls),
      ...openingTags(pictureHtml, "source").flatMap((source) => srcsetUrls(source.srcset ?? "")),
      ...attribute("video", "poster"),
    ].map((url): Load => ({ directive: "img-src", url })),
    ...[
      ...attribute("video", "src"),
      ...attribute("audio", "src"),
      ...attribute("track", "src"),
      ...mediaSources.flatMap((source) => (source.src ? [source.src] : [])),
    ].map((url): Load => ({ directive: "media-src", url })),
    ...[...attribute("embed", "src"), ...attribute("object", "data")].map(
      (url): Load => ({ directive: "object-src", url }),
    ),
  );
  return loads.map((load) => ({ ...load, url: load.url.replaceAll("&amp;", "&") }));
}

/** A policy's sources by directive, as the browser reads the policy. */
function policyDirectives(policy: string): Map<string, string[]> {
  return new Map(
    policy.split("; ").map((part) => {
      const [name = "", ...sources] = part.split(" ");
      return [name, sources];
    }),
  );
}

/** Whether one source of a directive allows an address (CSP's source matching, for the sources the policy writes). */
function sourceAllows(source: string, url: URL): boolean {
  if (source === "'self'") return url.origin === siteOrigin;
  if (/^[a-z][a-z0-9+.-]*:$/.test(source)) return url.protocol === source;
  const host = /^(https?):\/\/(\*\.)?([^/:]+)(?::(\d+))?$/.exec(source);
  if (!host) return false;
  const [, scheme, wildcard, name = "", port] = host;
  if (url.protocol !== `${scheme}:` || url.port !== (port ?? "")) return false;
  return wildcard ? url.hostname.endsWith(`.${name}`) : url.hostname === name;
}

/** Why the policy refuses a load, or undefined when it allows it; a directive it does not write falls back to default-src. */
function refusal(policy: Map<string, string[]>, { directive, url }: Load): string | undefined {
  const [name, sources] = policy.has(directive)
    ? [directive, policy.get(directive) ?? []]
    : ["default-src", policy.get("default-src") ?? []];
  const address = new URL(url, `${siteOrigin}/`);
  return sources.some((source) => sourceAllows(source, address))
    ? undefined
    : `${directive.replace("-src", "")} ${url}: ${name} is ${sources.join(" ")}`;
}

/** Renders one block alone on its page, as the build draws it. */
function drawn({ page, block }: DrawnBlock): string {
  return renderPage({
    page: { ...page, blocks: [block] },
    context: { ...testContext, route: page.route, lang: page.lang },
    menu: testMenu,
    componentUrl: (type) => `/chunks/${type}.js`,
  }).body;
}

let blocks: (DrawnBlock & { loads: Load[] })[];
beforeAll(async () => {
  const loaded = await loadSite(projectRoot);
  if (!loaded.site) throw new Error("the shipped site does not validate");
  const { catalog } = siteCatalog(loaded.site);
  if (!catalog) throw new Error("the shipped site publishes no catalog");
  const written = [
    ...catalog.page.blocks.map((block) => ({ from: "the block catalog", page: catalog.page, block })),
    ...loaded.site.pages.flatMap((page) => page.blocks.map((block) => ({ from: page.route, page, block }))),
  ];
  // The header and footer of every page, and a record page's blocks, are drawn once for each way they are written.
  const unique = new Map(written.map((each) => [`${each.page.lang} ${JSON.stringify(each.block)}`, each]));
  blocks = [...unique.values()].map((each) => ({ ...each, loads: loadsOf(drawn(each)) }));
  // The whole site is loaded and hundreds of blocks drawn: seconds, more on a busy machine.
}, 120_000);

describe("what a block loads from other sites", () => {
  it("is allowed by the policy its definition's contentSources gives the page", () => {
    const refused = blocks.flatMap((each) => {
      const policy = policyDirectives(contentSecurityPolicy(blockSources([each.block])));
      return each.loads.flatMap((load) => {
        const why = refusal(policy, load);
        return why ? [`${each.block.type} (in ${each.from}): ${why}`] : [];
      });
    });
    expect([...new Set(refused)]).toEqual([]);
  });

  it("is found in the drawn blocks: the map's frame, and the video window's", () => {
    const framed = new Map<string, Set<string>>();
    for (const each of blocks)
      for (const load of each.loads.filter((found) => found.directive === "frame-src")) {
        const origin = new URL(load.url, `${siteOrigin}/`).origin;
        framed.set(origin, (framed.get(origin) ?? new Set()).add(each.block.type));
      }
    expect([...(framed.get(mapServiceOrigin) ?? [])]).toContain("map-embed");
    expect([...(framed.get(videoServiceOrigin) ?? [])]).toEqual(expect.arrayContaining(["banner", "hero"]));
  });
});
