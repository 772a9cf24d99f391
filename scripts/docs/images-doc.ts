import path from "node:path";
import { readPublicFiles } from "../../src/engine/read/public/public-files";
import type { PublicImage, UnusableImage } from "../../schema/kit/public-image";
import { codeBlock, generatedNotice, headingAnchor, table } from "./markdown";

const projectRoot = path.resolve(import.meta.dirname, "../..");

/** Paths in the order a person reads them: art/blog/2.svg before art/blog/10.svg. */
const byPath = new Intl.Collator("en", { numeric: true }).compare;

/** Thumbnails are this wide; their height follows the picture. */
const thumbnailWidth = 120;

/** An image a page may show: a photo that could not be read is reported where a page names it. */
const isShown = (entry: [string, PublicImage | UnusableImage]): entry is [string, PublicImage] =>
  !("problem" in entry[1]);

const folderTitle = (folder: string) => (folder === "/" ? "Top folder" : folder.slice(1));

/** docs/images.md: every image pages can name, by folder, with the path to write and a thumbnail. */
export async function imagesDoc(): Promise<string> {
  const images = [...(await readPublicFiles(projectRoot)).images]
    .filter(isShown)
    .sort(([a], [b]) => byPath(path.posix.dirname(a), path.posix.dirname(b)) || byPath(a, b));
  const folders = new Map<string, typeof images>();
  for (const image of images) {
    const folder = path.posix.dirname(image[0]);
    folders.set(folder, [...(folders.get(folder) ?? []), image]);
  }
  const sections = [...folders].map(([folder, list]) =>
    [
      `## ${folderTitle(folder)}`,
      table(
        ["picture", "write in YAML", "size (px)"],
        list.map(([src, size]) => [
          `<img src="../public${src}" width="${thumbnailWidth}" alt="">`,
          `\`${src}\``,
          `${size.width} × ${size.height}`,
        ]),
      ),
    ].join("\n\n"),
  );
  return `${[
    generatedNotice("the files in public/"),
    "# Images",
    `Every image a page can use: the SVG files in \`public/\` whose width and height can be read (an SVG
needs integer \`width\` and \`height\` on its root), and the photos (JPEG, PNG, WebP, AVIF or a still
GIF), which pages show through copies the build makes in several widths as AVIF and WebP
([photos.md](photos.md)). Write the path as it is shown, starting with \`/\`, in any field of type
**image path** ([blocks.md](blocks.md)):`,
    codeBlock("yaml", `image: ${images.find(([src]) => src.startsWith("/art/"))?.[0] ?? images[0]?.[0]}`),
    `Another file works once it is in \`public/\`; \`npm run docs\` adds it here. A path that names no file is
reported by \`npm run validate\` as [missing-image](errors.md#missing-image). The illustrations are drawn by
\`npm run art\` (\`scripts/art/\`).`,
    `Folders: ${[...folders.keys()].map((folder) => `[${folderTitle(folder)}](#${headingAnchor(folderTitle(folder))})`).join(", ")}.`,
    ...sections,
  ].join("\n\n")}\n`;
}
