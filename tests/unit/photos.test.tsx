import { mkdir, mkdtemp, readFile, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { renderToString } from "react-dom/server";
import sharp from "sharp";
import { describe, expect, it, vi } from "vitest";
import type { PublicImage, UnusableImage } from "../../schema/kit/public-image";
import { photoCopies } from "../../src/engine/photos/photo-copies";
import { probePhoto } from "../../src/engine/photos/probe-photo";
import { probePhotos } from "../../src/engine/photos/probe-photos";
import type { ProbeMemory } from "../../src/engine/photos/probe-memory";
import { FirstScreen } from "../../src/page/first-screen";
import { Picture } from "../../src/ui/Picture";
import { enlargedImageUrl } from "../../src/ui/photo-addresses";
import { testPhoto } from "../helpers/test-photo";
import { fixtureSite } from "../helpers/fixture-site";
import { loadSite } from "../../src/engine/load-site";
import { devPhotoCopy } from "../../src/engine/dev/dev-photo";

/** A probe's memory that holds nothing: each photo is probed for itself. */
const noMemory: ProbeMemory = { recall: () => undefined, keep: () => undefined, save: () => undefined };

async function probed(bytes: Buffer, url = "/photos/team.jpg"): Promise<PublicImage> {
  const image = await probePhoto(url, bytes, noMemory);
  if ("problem" in image) throw new Error(`${url}: ${image.problem}`);
  return image;
}

describe("a photo in public/", () => {
  it("is measured as it is shown: a portrait taken sideways, turned by its EXIF orientation", async () => {
    const sideways = await sharp(await testPhoto(800, 600))
      .withMetadata({ orientation: 6 })
      .jpeg()
      .toBuffer();
    const image = await probed(sideways);
    expect([image.width, image.height]).toEqual([600, 800]);
  });

  it("is copied in the ladder's widths up to its own, never wider, and in its own when between two", async () => {
    expect((await probed(await testPhoto(2400, 1600))).photo?.widths).toEqual([160, 320, 640, 960, 1280, 1920]);
    expect((await probed(await testPhoto(1000, 750))).photo?.widths).toEqual([160, 320, 640, 960, 1000]);
    expect((await probed(await testPhoto(120, 90))).photo?.widths).toEqual([120]);
  });

  it("falls back to PNG when it has transparency, to JPEG when not, and has its colour for the box", async () => {
    const clear = await sharp({ create: { width: 200, height: 100, channels: 4, background: "#ff000080" } })
      .png()
      .toBuffer();
    const opaque = await sharp({ create: { width: 200, height: 100, channels: 3, background: "#2040c0" } })
      .jpeg()
      .toBuffer();
    expect((await probed(clear, "/logo.png")).photo?.fallback).toBe("png");
    const photo = (await probed(opaque)).photo;
    expect(photo?.fallback).toBe("jpeg");
    expect(photo?.colour).toMatch(/^#(1[c-f]|2[0-4])(3[c-f]|4[0-4])(b[c-f]|c[0-4])$/);
  });

  it("gets an address that changes with its content, and keeps a readable name", async () => {
    const [first, second] = await Promise.all([testPhoto(400, 300, 1), testPhoto(400, 300, 2)]);
    const a = (await probed(first, "/photos/Team Photo.JPG")).photo?.stem;
    expect(a).toMatch(/^\/_images\/team-photo\.[0-9a-f]{16}$/);
    expect((await probed(second, "/photos/Team Photo.JPG")).photo?.stem).not.toBe(a);
  });
});

describe("the probes of an earlier run", () => {
  async function siteWithPhotos(photos: Record<string, Buffer>) {
    const root = await mkdtemp(path.join(tmpdir(), "probes-"));
    await mkdir(path.join(root, "public/photos"), { recursive: true });
    for (const [name, bytes] of Object.entries(photos)) await writeFile(path.join(root, "public/photos", name), bytes);
    const memoryFile = path.join(root, ".cache/photos/probes.json");
    const stored = async () => JSON.parse(await readFile(memoryFile, "utf8")) as Record<string, { colour: string }>;
    const probe = async () =>
      probePhotos(
        root,
        Object.keys(photos).map((name) => `public/photos/${name}`),
      );
    return { root, memoryFile, stored, probe };
  }
  const photoOf = (image: PublicImage | UnusableImage | undefined) =>
    image && !("problem" in image) ? image.photo : undefined;

  it("are recalled by content, so an unchanged photo is not decoded again", async () => {
    const site = await siteWithPhotos({ "a.jpg": await testPhoto(400, 300, 1) });
    const first = (await site.probe()).get("/photos/a.jpg");
    const [digest] = Object.keys(await site.stored());
    expect(digest).toMatch(/^[0-9a-f]{64}$/);
    expect(photoOf(first)?.stem).toContain(digest?.slice(0, 16));
    // What the next run says of the photo comes from the memory, not from the file.
    await writeFile(
      site.memoryFile,
      JSON.stringify({ [digest!]: { ...(await site.stored())[digest!], colour: "#123456" } }),
    );
    expect(photoOf((await site.probe()).get("/photos/a.jpg"))?.colour).toBe("#123456");
  });

  it("are read like every other input: an entry of the wrong shape, or a file that is not JSON, is probed again", async () => {
    const site = await siteWithPhotos({ "a.jpg": await testPhoto(400, 300, 1) });
    const truth = photoOf((await site.probe()).get("/photos/a.jpg"))?.colour;
    const [digest] = Object.keys(await site.stored());
    for (const entry of [{ colour: "red" }, { width: -1 }, { __proto__: { width: 1 } }, "text"]) {
      await writeFile(site.memoryFile, JSON.stringify({ [digest!]: entry }));
      expect(photoOf((await site.probe()).get("/photos/a.jpg"))?.colour).toBe(truth);
    }
    await writeFile(site.memoryFile, "{ not json");
    expect(photoOf((await site.probe()).get("/photos/a.jpg"))?.colour).toBe(truth);
    expect(Object.keys(await site.stored())).toEqual([digest]);
  });

  it("forget a photo that changed or went, and keep no photo that cannot be shown", async () => {
    const site = await siteWithPhotos({ "a.jpg": await testPhoto(400, 300, 1), "b.jpg": await testPhoto(400, 300, 2) });
    await site.probe();
    expect(Object.keys(await site.stored())).toHaveLength(2);
    await writeFile(path.join(site.root, "public/photos/a.jpg"), await testPhoto(400, 300, 3));
    await writeFile(path.join(site.root, "public/photos/b.jpg"), "not a photo");
    const images = await site.probe();
    expect(images.get("/photos/b.jpg")).toMatchObject({ problem: "not-an-image" });
    const [digest] = Object.keys(await site.stored());
    expect(Object.keys(await site.stored())).toHaveLength(1);
    expect(photoOf(images.get("/photos/a.jpg"))?.stem).toContain(digest?.slice(0, 16));
  });
});

describe("the copies the build makes", () => {
  it("are each width in AVIF and WebP and one fallback, at the width named, with no camera data", async () => {
    const site = await mkdtemp(path.join(tmpdir(), "photos-"));
    await mkdir(path.join(site, "public/photos"), { recursive: true });
    const bytes = await sharp(await testPhoto(700, 500))
      .withExif({ IFD0: { Make: "Test camera", Copyright: "Someone" } })
      .jpeg()
      .toBuffer();
    await writeFile(path.join(site, "public/photos/team.jpg"), bytes);
    const images = new Map([["/photos/team.jpg", await probed(bytes)]]);
    const cacheDir = path.join(site, ".cache/photos");
    const files = await photoCopies(path.join(site, "public"), images, cacheDir);

    const names = [...files.keys()].map((file) => file.replace(/\.[0-9a-f]{16}-/, "-"));
    const widths = [160, 320, 640, 700];
    expect(names.sort()).toEqual(
      [
        ...widths.flatMap((width) => [`_images/team-${width}.avif`, `_images/team-${width}.webp`]),
        "_images/team-700.jpg",
      ].sort(),
    );
    for (const [file, output] of files) {
      if (!("cached" in output.source)) throw new Error(`${file} is not a cached copy`);
      const metadata = await sharp(await readFile(output.source.cached)).metadata();
      const [, width, extension] = /-(\d+)\.(\w+)$/.exec(file) ?? [];
      expect(metadata.width, file).toBe(Number(width));
      expect(metadata.format, file).toBe({ avif: "heif", webp: "webp", jpg: "jpeg" }[extension ?? ""]);
      expect(metadata.exif, file).toBeUndefined();
    }

    // A second build finds every copy made.
    const stage = vi.fn();
    await photoCopies(path.join(site, "public"), images, cacheDir, { stage, done: () => undefined });
    expect(stage).not.toHaveBeenCalled();
    // Encoding AVIF is slow by design, the more so on a busy machine.
  }, 60_000);
});

describe("the dev server", () => {
  it("makes a copy the first time it is asked for, and answers 404 for a copy no photo has", async () => {
    const site = await fixtureSite();
    await mkdir(path.join(site, "public/photos"), { recursive: true });
    await writeFile(path.join(site, "public/photos/team.jpg"), await testPhoto(400, 300));
    const loaded = loadSite(site);
    const stem = (await loaded).site?.facts.images.get("/photos/team.jpg");
    if (!stem || !("photo" in stem) || !stem.photo) throw new Error("the photo was not probed");
    const copy = await devPhotoCopy(() => loaded, site, `${stem.photo.stem}-320.webp`);
    expect(copy?.status).toBe(200);
    expect(copy?.headers["content-type"]).toBe("image/webp");
    expect((await sharp(Buffer.from(copy?.body ?? "")).metadata()).width).toBe(320);
    expect((await devPhotoCopy(() => loaded, site, `${stem.photo.stem}-640.webp`))?.status).toBe(404);
    expect(await devPhotoCopy(() => loaded, site, "/photos/team.jpg")).toBeUndefined();
  });
});

describe("<Picture> of a photo", () => {
  const image = {
    src: "/photos/team.jpg",
    width: 2400,
    height: 1600,
    photo: {
      stem: "/_images/team.0123456789abcdef",
      widths: [160, 320, 640, 960, 1280, 1920],
      fallback: "jpeg" as const,
      colour: "#334455",
    },
  };

  it("offers AVIF then WebP in the widths its layout can use, and reserves the box in the photo's colour", () => {
    const html = renderToString(<Picture image={image} alt="The team" layout="card" />);
    expect(html).toContain('<source type="image/avif" srcSet="/_images/team.0123456789abcdef-160.avif 160w, ');
    expect(html).toContain("-960.avif 960w");
    // A card is at most 400 CSS pixels wide: 960 covers it at two device pixels a CSS pixel.
    expect(html).not.toContain("-1280.avif");
    expect(html.indexOf("image/avif")).toBeLessThan(html.indexOf("image/webp"));
    expect(html).toContain('sizes="(min-width: 1024px) 400px, (min-width: 640px) 50vw, 100vw"');
    expect(html).toMatch(
      /<img src="\/_images\/team\.0123456789abcdef-1280\.jpg" width="2400" height="1600" alt="The team"/,
    );
    expect(html).toContain('style="background-color:#334455"');
    expect(html).toContain('loading="lazy"');
  });

  it("is asked for first and at once when it is the page's main picture, in a block that opens the page", () => {
    const html = renderToString(
      <FirstScreen value>
        <Picture image={image} alt="" layout="half" priority />
      </FirstScreen>,
    );
    expect(html).toMatch(/<link rel="preload"[^>]* as="image"[^>]*imageSrcSet="[^"]*-160\.avif 160w/);
    expect(html).toMatch(/<img [^>]*loading="eager"[^>]*fetchPriority="high"/);
  });

  it("opens larger as its widest copy, never the original of several megabytes", () => {
    expect(enlargedImageUrl(image)).toBe("/_images/team.0123456789abcdef-1920.webp");
    expect(enlargedImageUrl({ src: "/art/a.svg" })).toBe("/art/a.svg");
  });

  it("leaves an SVG as it is", () => {
    const html = renderToString(<Picture image={{ src: "/art/a.svg", width: 10, height: 10 }} alt="" layout="card" />);
    expect(html).toBe('<img src="/art/a.svg" width="10" height="10" alt="" loading="lazy" decoding="async"/>');
  });
});
