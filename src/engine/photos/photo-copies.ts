import { randomUUID } from "node:crypto";
import { mkdir } from "node:fs/promises";
import path from "node:path";
import type { PhotoFormat, PublicImage, UnusableImage } from "../../../schema/kit/public-image";
import { fallbackWidth, photoCopyUrl, photoFormats } from "../../ui/photo-addresses";
import type { OutputFile } from "../output/output-tree";
import { contentHash, listSealed, writeSealed, type SealedFile } from "../output/sealed-file";
import { silentProgress, type WorkProgress } from "../work-progress";
import { publicFileBytes } from "../read/input-limits";
import { readBounded } from "../read/read-file";
import { encodePhoto } from "./photo-encoding";

/** Where a site's photo copies are kept between builds, and made by the dev server. */
export const photoCacheFolder = (siteRoot: string) => path.join(siteRoot, ".cache/photos");

/** One copy of a photo: which file it is made from, at what width and in what format. */
interface PhotoCopy {
  /** Its address, as pages write it: "/_images/team.3f9a2b1c4d5e6f70-640.avif". */
  url: string;
  source: string;
  width: number;
  format: PhotoFormat;
}

/** Every copy of every photo of public/: each width in AVIF and WebP, and the one fallback. */
function copiesOf(publicDir: string, images: ReadonlyMap<string, PublicImage | UnusableImage>): PhotoCopy[] {
  const copies: PhotoCopy[] = [];
  for (const [src, image] of images) {
    const photo = "photo" in image ? image.photo : undefined;
    if (!photo) continue;
    const source = path.join(publicDir, src);
    for (const width of photo.widths)
      for (const format of photoFormats)
        copies.push({ url: photoCopyUrl(photo, width, format), source, width, format });
    const width = fallbackWidth(photo);
    copies.push({ url: photoCopyUrl(photo, width, photo.fallback), source, width, format: photo.fallback });
  }
  return copies;
}

/** The cache entry's name of a copy: its file name but for the extension, and its extension. */
function cacheName(copy: PhotoCopy): { base: string; extension: string } {
  const name = path.posix.basename(copy.url);
  const extension = path.posix.extname(name);
  return { base: name.slice(0, -extension.length), extension };
}

/**
 * Photos encoded at once. Each decode and encode already runs on several of libvips' threads, and a
 * photo being encoded holds its pixels: more at once would cost memory and gain nothing.
 */
const photosAtOnce = 2;

/**
 * The copies of the site's photos as files of the output, made into `cacheDir` where it lacks them.
 * A copy's address holds the hash of its photo and of how it is encoded, so a cached copy is the same
 * picture; its cache entry is sealed by the hash of its bytes, checked as it is published.
 */
export async function photoCopies(
  publicDir: string,
  images: ReadonlyMap<string, PublicImage | UnusableImage>,
  cacheDir: string,
  progress: WorkProgress = silentProgress,
): Promise<Map<string, OutputFile>> {
  const copies = copiesOf(publicDir, images);
  const extensions = [...new Set(copies.map((copy) => cacheName(copy).extension))];
  const inCache = new Map<string, SealedFile>();
  for (const extension of extensions)
    for (const [base, entry] of await listSealed(cacheDir, extension)) inCache.set(`${base}${extension}`, entry);
  const missing = copies.filter((copy) => !inCache.has(path.posix.basename(copy.url)));
  if (missing.length > 0) {
    progress.stage("making photo copies", { "photo copies": missing.length });
    await mkdir(cacheDir, { recursive: true });
    await makeCopies(missing, cacheDir, inCache, progress);
  }
  const files = new Map<string, OutputFile>();
  for (const copy of copies) {
    const entry = inCache.get(path.posix.basename(copy.url));
    if (!entry) throw new Error(`the copy ${copy.url} was removed from the cache while the build made it`);
    files.set(copy.url.slice(1), { version: entry.hash, source: { cached: entry.file, hash: entry.hash } });
  }
  return files;
}

/**
 * The cache entry of the copy at `url`, made now if the cache lacks it: the dev server makes each copy
 * the first time a browser asks for it. Undefined when no photo of the site has a copy there.
 */
export async function photoCopyOnRequest(
  publicDir: string,
  images: ReadonlyMap<string, PublicImage | UnusableImage>,
  url: string,
  cacheDir: string,
): Promise<SealedFile | undefined> {
  const copy = copiesOf(publicDir, images).find((candidate) => candidate.url === url);
  if (!copy) return undefined;
  const { base, extension } = cacheName(copy);
  const cached = (await listSealed(cacheDir, extension)).get(base);
  if (cached) return cached;
  const inCache = new Map<string, SealedFile>();
  await mkdir(cacheDir, { recursive: true });
  await makeCopies([copy], cacheDir, inCache, silentProgress);
  return inCache.get(`${base}${extension}`);
}

/** Encodes the copies, a photo's together so its file is read once, and adds each to `inCache`. */
async function makeCopies(
  missing: readonly PhotoCopy[],
  cacheDir: string,
  inCache: Map<string, SealedFile>,
  progress: WorkProgress,
): Promise<void> {
  const bySource = new Map<string, PhotoCopy[]>();
  for (const copy of missing) bySource.set(copy.source, [...(bySource.get(copy.source) ?? []), copy]);
  const sources = [...bySource.keys()];
  const unique = randomUUID();
  const worker = async () => {
    for (let source = sources.shift(); source !== undefined; source = sources.shift()) {
      // Probed for its size and content when the site was read; one that changed since is read no further.
      const read = readBounded(source, publicFileBytes.image);
      if (!("bytes" in read)) throw new Error(`${source} changed while the build was using it; build again`);
      for (const copy of bySource.get(source) ?? []) {
        const { base, extension } = cacheName(copy);
        const encoded = await encodePhoto(read.bytes, copy.width, copy.format);
        const file = writeSealed(path.join(cacheDir, base), extension, encoded, unique);
        inCache.set(`${base}${extension}`, { file, hash: contentHash(encoded) });
        progress.done({ "photo copies": 1 });
      }
    }
  };
  await Promise.all(Array.from({ length: photosAtOnce }, worker));
}
