import path from "node:path";
import { readBounded, folderFiles, decodeText, fileTooLarge } from "../read-file";
import { siteError, type SiteError } from "../../errors/site-error";
import { publicFileBytes } from "../input-limits";
import { offsetPositions } from "../positions";
import { isPhotoFile, publicFileKind, refusedType, type PublicFileKind } from "./public-file-types";
import { svgSize, type PublicImages } from "./public-images";
import { probePhotos } from "../../photos/probe-photos";
import { rememberedSvgProblems } from "../../speedups/remembered-svg-checks";
import type { CleanSvgs } from "../../speedups/clean-svgs";

/** The files of public/ as checked: each image's size, and what keeps any file from being published. */
export interface PublicFiles {
  /**
   * Images by URL path ("/art/blog/1.svg"): each photo probed, and an SVG without integer width and
   * height on its root left out.
   */
  images: PublicImages;
  /** Errors, and a warning per symbolic link skipped. */
  problems: SiteError[];
}

const kindNames: Record<PublicFileKind, string> = {
  svg: "an SVG",
  image: "an image",
  font: "a font",
  text: "a text file",
  document: "a PDF",
  video: "a video",
};

const tooLargeHint =
  "Make the file smaller: an image at the size it is shown, or as WebP or AVIF; a video shorter, or compressed more.";

/** The errors of an SVG's text, each at its line and column; none when it may be published. */
function svgErrors(file: string, text: string, clean: CleanSvgs | undefined): SiteError[] {
  if (clean?.has(text)) return [];
  const problems = rememberedSvgProblems(text);
  if (problems.length === 0) clean?.add(text);
  const positionOf = offsetPositions(text);
  return problems.map((problem) =>
    siteError(problem.code, { file, ...positionOf(problem.offset) }, { reason: problem.message }),
  );
}

/**
 * Checks one file of public/: its type is on the allow-list, its size under its kind's limit, and an
 * SVG holds nothing that runs or loads. Only what the check needs is read: an SVG whole, of any other
 * file nothing but its size. A photo is listed in `photos`, to be probed after.
 */
function checkPublicFile(
  root: string,
  file: string,
  found: { images: PublicImages; photos: string[] },
  clean: CleanSvgs | undefined,
): SiteError[] {
  const { images, photos } = found;
  const kind = publicFileKind(file);
  if (!kind) {
    const { facts, hint } = refusedType(file);
    return [siteError("public-file-type", { file, line: 1, column: 1 }, facts, hint)];
  }
  const limit = publicFileBytes[kind];
  const read = readBounded(path.join(root, file), limit, kind === "svg" ? limit + 1 : 0);
  if ("notAFile" in read) return [];
  if ("tooLarge" in read) {
    return [fileTooLarge(file, read.tooLarge, limit, `${kindNames[kind]} in public/`, tooLargeHint)];
  }
  if (kind !== "svg") {
    if (isPhotoFile(file)) photos.push(file);
    return [];
  }
  const decoded = decodeText(file, read.bytes);
  if ("errors" in decoded) return decoded.errors;
  // A refused SVG keeps its size, so that the pages using it are not reported as well.
  const size = svgSize(decoded.text);
  if (size) images.set(file.slice("public".length), size);
  return svgErrors(file, decoded.text, clean);
}

/**
 * Every file under public/, checked before the site is published with it. With `clean`, a drawing an
 * earlier run found clean is not parsed again, and the drawings found clean now are kept for the next.
 */
export async function readPublicFiles(root: string, clean?: CleanSvgs): Promise<PublicFiles> {
  const { files, links } = await folderFiles(root, "public");
  const found = { images: new Map() as PublicImages, photos: [] as string[] };
  const problems = [...links, ...files.flatMap((file) => checkPublicFile(root, file, found, clean))];
  clean?.save();
  for (const [url, image] of await probePhotos(root, found.photos)) found.images.set(url, image);
  return { images: found.images, problems };
}
