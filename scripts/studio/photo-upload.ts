import { lstat, mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import { imageProblems } from "../../src/engine/errors/content-codes";
import { formatOf, isUnusable, measurePhoto } from "../../src/engine/photos/probe-photo";
import { publicFileBytes } from "../../src/engine/read/input-limits";
import { extensionOf } from "../../src/engine/read/public/public-file-types";
import { writablePath } from "./writable-path";

/** A photo taken into public/: the path a page writes, and its size. */
export interface UploadedPhoto {
  src: string;
  width: number;
  height: number;
}

export type UploadResult =
  | { uploaded: UploadedPhoto }
  /** Refused, with the status that says why: 400 bad name, 403 outside public/, 409 taken name, 413 too large, 415 not a photo. */
  | { refused: string; status: 400 | 403 | 409 | 413 | 415; freeName?: string };

/** The most an upload may hold: what public/ accepts of an image, so the build never refuses what the studio took. */
export const uploadBytes = publicFileBytes.image;

/** The extensions a photo may be saved under, by the format sharp reads in it. */
const extensionsByFormat: Record<string, readonly string[]> = {
  jpeg: ["jpg", "jpeg"],
  png: ["png"],
  webp: ["webp"],
  gif: ["gif"],
  avif: ["avif"],
};

/** Folder and file names a page's path can hold without escaping: lower-case words joined by hyphens. */
const folderName = /^[a-z0-9][a-z0-9-]*$/;
const fileName = /^[a-z0-9][a-z0-9-]*\.[a-z0-9]+$/;

const megabytes = (bytes: number) => `${Math.round(bytes / 1024 / 1024)} MB`;

/**
 * An upload's bytes, read no further than `limit`: a body that says or turns out to be larger is
 * refused before more of it is kept.
 */
export async function uploadBody(
  body: AsyncIterable<Buffer>,
  declaredLength: number | undefined,
  limit = uploadBytes,
): Promise<Buffer | { refused: string; status: 413 }> {
  const tooLarge = {
    refused: `the photo is larger than ${megabytes(limit)}, the most public/ takes`,
    status: 413 as const,
  };
  if (declaredLength !== undefined && declaredLength > limit) return tooLarge;
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of body) {
    size += chunk.length;
    if (size > limit) return tooLarge;
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

/** "team-2.jpg" for "team.jpg": a name beside it that the person may take instead. */
const numbered = (relative: string, count: number) => relative.replace(/(\.[a-z0-9]+)$/, `-${count}$1`);

/**
 * Saves an uploaded photo at `relative` ("public/photos/team.jpg"), or says why not: only under
 * public/, under a name a link can hold, never over a file there, and only what sharp decodes as a
 * still photo the site can show, its extension the one of its format. What the build would refuse in
 * public/ is refused here, with the same words.
 */
export async function savePhotoUpload(root: string, relative: string, bytes: Buffer): Promise<UploadResult> {
  const segments = relative.split("/");
  if (segments[0] !== "public" || segments.length < 2) {
    return { refused: `${JSON.stringify(relative)} is not under public/: photos go there`, status: 403 };
  }
  const place = await writablePath(root, relative);
  if ("refused" in place) return { refused: place.refused, status: 403 };
  const name = segments.at(-1) ?? "";
  if (!segments.slice(1, -1).every((folder) => folderName.test(folder)) || !fileName.test(name)) {
    return {
      refused: `${JSON.stringify(relative)} is not a name a page's path can hold: use lower-case letters, digits and hyphens, such as public/photos/team-photo.jpg`,
      status: 400,
    };
  }
  if (bytes.length > uploadBytes) {
    return { refused: `the photo is larger than ${megabytes(uploadBytes)}, the most public/ takes`, status: 413 };
  }
  const measured = await measurePhoto(bytes);
  if (isUnusable(measured)) {
    const { reads, hint } = imageProblems[measured.problem];
    return { refused: `${name} ${reads}: ${measured.detail}. ${hint}`, status: 415 };
  }
  const format = formatOf(await sharp(bytes).metadata());
  const extensions = extensionsByFormat[format] ?? [];
  if (!extensions.includes(extensionOf(name))) {
    const renamed = name.replace(/\.[a-z0-9]+$/, `.${extensions[0] ?? format}`);
    return { refused: `${name} holds a ${format.toUpperCase()} picture: name it ${renamed}`, status: 400 };
  }
  await mkdir(path.dirname(place.file), { recursive: true });
  try {
    // "wx": a file that is there already, or appeared a moment ago, is never written over.
    await writeFile(place.file, bytes, { flag: "wx" });
  } catch (error) {
    if (!(error instanceof Error && "code" in error && error.code === "EEXIST")) throw error;
    let count = 2;
    while (await lstat(path.join(root, numbered(relative, count))).catch(() => undefined)) count++;
    return {
      refused: `public/ has a file at ${relative} already; the studio never writes over one`,
      status: 409,
      freeName: numbered(relative, count),
    };
  }
  return { uploaded: { src: `/${segments.slice(1).join("/")}`, width: measured.width, height: measured.height } };
}
