import { createHash } from "node:crypto";
import { existsSync } from "node:fs";
import { open, readdir } from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";
import { nearest } from "../errors/did-you-mean";
import { siteError, type SiteError } from "../errors/site-error";
import { isMapping } from "../read/yaml-data";
import { positionOf, type YamlSource } from "../read/yaml-source";
import type { SiteConfig } from "./site-config";

/** A font of site.yaml's `fonts:`, found installed and usable: what a page's @font-face says, and the file. */
export interface InstalledFont {
  /** The family name its @font-face gives it, from the package's metadata. */
  family: string;
  /** Its weights: a range such as "200 800" for a variable font, one such as "400" for a static one. */
  weight: string;
  style: "normal" | "italic";
  /** The file in the package, which the build copies. */
  source: string;
  /** Where the site publishes it, named by its content: "/assets/fonts/fraunces-latin-wght-normal-1a2b3c4d.woff2". */
  path: string;
}

/** Licences under which a font may be published on a site: the open font licences packages use. */
const openLicences = ["OFL-1.1", "Apache-2.0", "MIT", "CC0-1.0"];

/** Larger than any one subset of a font; a file over it is refused before it is read. */
const fontFileLimit = 2 * 1024 * 1024;
/** Larger than any package.json or metadata.json of a font package. */
const packageFileLimit = 256 * 1024;

/** A family name a stylesheet can quote as it is: letters, digits and spaces. */
const familyPattern = /^[A-Za-z0-9][A-Za-z0-9 ]{0,63}$/;

/** Reads at most `limit` bytes of a file; undefined when it is missing or larger. */
async function readLimited(file: string, limit: number): Promise<Buffer | undefined> {
  const handle = await open(file, "r").catch(() => undefined);
  if (!handle) return undefined;
  try {
    const { size } = await handle.stat();
    if (size > limit) return undefined;
    return await handle.readFile();
  } finally {
    await handle.close();
  }
}

async function readJson(file: string): Promise<Record<string, unknown> | undefined> {
  const bytes = await readLimited(file, packageFileLimit);
  if (!bytes) return undefined;
  try {
    const value: unknown = JSON.parse(bytes.toString("utf8"));
    return isMapping(value) ? value : undefined;
  } catch {
    return undefined;
  }
}

/** The folder of an installed package, as Node finds it from the site's folder; undefined when it is not installed. */
function packageFolder(siteRoot: string, name: string): string | undefined {
  try {
    return path.dirname(createRequire(path.join(siteRoot, "package.json")).resolve(`${name}/package.json`));
  } catch {
    return undefined;
  }
}

/** A variable font's weight axis from Fontsource's metadata ("200 800"); a static file's weight from its name. */
function fontWeight(metadata: Record<string, unknown>, file: string): string {
  const axis = isMapping(metadata.variable) && isMapping(metadata.variable.wght) ? metadata.variable.wght : undefined;
  const [min, max] = [Number(axis?.min), Number(axis?.max)];
  if (Number.isInteger(min) && Number.isInteger(max) && min >= 1 && max <= 1000 && min <= max) return `${min} ${max}`;
  return /-([1-9]00)-(normal|italic)\.woff2$/.exec(file)?.[1] ?? "400";
}

/** The package's files a page could load for English and Spanish text, upright: what a mistaken file name meant. */
async function uprightLatinFiles(folder: string): Promise<string[]> {
  const files = await readdir(path.join(folder, "files")).catch(() => []);
  return files.filter((file) => /-latin-(wght|[1-9]00)-normal\.woff2$/.test(file)).sort();
}

/** The message's place: the key of site.yaml a problem is reported at. */
function at(source: YamlSource, keys: readonly string[]) {
  return { file: source.file, ...positionOf(source, keys), path: keys.join(".") };
}

/** One font of `fonts:`, checked: its package installed with an open licence, its file a WOFF2 font in it. */
async function checkFont(
  source: YamlSource,
  siteRoot: string,
  name: string,
  font: SiteConfig["fonts"][string],
): Promise<InstalledFont | SiteError> {
  const packageAt = at(source, ["fonts", name, "package"]);
  const folder = packageFolder(siteRoot, font.package);
  if (!folder) {
    const hint = `Install it with npm install --save-exact ${font.package} (fontsource.org names each font's package), or correct the name.`;
    return siteError("font-not-installed", packageAt, { fontPackage: font.package, reason: "is not installed" }, hint);
  }
  const [manifest, metadata] = await Promise.all([
    readJson(path.join(folder, "package.json")),
    readJson(path.join(folder, "metadata.json")),
  ]);
  const family = typeof metadata?.family === "string" ? metadata.family : "";
  if (!manifest || !metadata || !familyPattern.test(family)) {
    const reason = "has no metadata.json naming its family in letters, digits and spaces, as Fontsource packages have";
    return siteError("font-not-installed", packageAt, { fontPackage: font.package, reason });
  }
  const licence = typeof manifest.license === "string" ? manifest.license : undefined;
  if (!licence || !openLicences.includes(licence) || !existsSync(path.join(folder, "LICENSE")))
    return siteError("unlicensed-font", packageAt, { fontPackage: font.package, licence });
  const fileAt = at(source, ["fonts", name, "file"]);
  const sourceFile = path.join(folder, "files", font.file);
  const bytes = await readLimited(sourceFile, fontFileLimit);
  const files = await uprightLatinFiles(folder);
  if (!bytes || bytes.subarray(0, 4).toString("latin1") !== "wOF2") {
    const reason = !existsSync(sourceFile)
      ? "is not a file of"
      : bytes
        ? "is not a WOFF2 font, in"
        : `is over ${fontFileLimit / 1024 / 1024} MB, in`;
    const suggestion = nearest(font.file, files)[0];
    return siteError(
      "missing-font-file",
      fileAt,
      { file: font.file, fontPackage: font.package, reason, files },
      suggestion ? `Did you mean "${suggestion}"?` : undefined,
    );
  }
  const hash = createHash("sha256").update(bytes).digest("hex").slice(0, 8);
  return {
    family,
    weight: fontWeight(metadata, font.file),
    style: font.file.endsWith("-italic.woff2") ? "italic" : "normal",
    source: sourceFile,
    path: `/assets/fonts/${font.file.slice(0, -".woff2".length)}-${hash}.woff2`,
  };
}

/**
 * The fonts of site.yaml, each checked where it is written, and every theme's `font:` checked against
 * them. A font in error is left out, and a theme naming it is not reported again.
 */
export async function checkSiteFonts(
  source: YamlSource,
  config: Pick<SiteConfig, "fonts" | "themes">,
  siteRoot: string,
): Promise<{ fonts: Map<string, InstalledFont>; errors: SiteError[] }> {
  const fonts = new Map<string, InstalledFont>();
  const errors: SiteError[] = [];
  const names = Object.keys(config.fonts);
  for (const [name, font] of Object.entries(config.fonts)) {
    const checked = await checkFont(source, siteRoot, name, font);
    if ("code" in checked) errors.push(checked);
    else fonts.set(name, checked);
  }
  for (const [theme, { font }] of Object.entries(config.themes)) {
    if (font === undefined || Object.hasOwn(config.fonts, font)) continue;
    const suggestion = nearest(font, names)[0];
    errors.push(
      siteError(
        "unknown-font",
        at(source, ["themes", theme, "font"]),
        { font, known: names },
        suggestion ? `Did you mean "${suggestion}"?` : undefined,
      ),
    );
  }
  return { fonts, errors };
}
