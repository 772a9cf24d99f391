import { describeValue } from "../../errors/describe-value";

/** Where an address written in an SVG leads, for what may load it. */
export type AddressKind = "in-file" | "site" | "raster-data" | "other-site" | "unsafe";

/**
 * An address as the checks read it: blanks and control characters dropped, as a browser drops them (so
 * "java\tscript:" is javascript:; here anywhere, more than a browser does), backslashes as the slashes
 * a browser takes them for, in lower case.
 */
const plainAddress = (address: string) =>
  address
    .replace(/[\p{Cc}\s]/gu, "")
    .replaceAll("\\", "/")
    .toLowerCase();

/** What an address leads to, and so what may load it. */
export function addressKind(address: string): AddressKind {
  const plain = plainAddress(address);
  if (plain.startsWith("#")) return "in-file";
  if (/^data:image\/(png|jpeg|gif|webp|avif)[;,]/.test(plain)) return "raster-data";
  if (plain.startsWith("//") || /^https?:/.test(plain)) return "other-site";
  if (/^[a-z][a-z0-9+.-]*:/.test(plain)) return "unsafe";
  return "site";
}

/** Why an address may not be loaded (by a url() or an element other than a link), or undefined when it may. */
export function loadedAddressProblem(address: string, rasterData: boolean): string | undefined {
  const kind = addressKind(address);
  if (kind === "other-site") {
    return `loads ${describeValue(address)} from another site; put the file in public/ and use its path`;
  }
  if (kind === "unsafe" || (kind === "raster-data" && !rasterData)) {
    return `names ${describeValue(address)}: a drawing may name only its own #ids, files of the site${rasterData ? ", and PNG, JPEG, GIF, WebP or AVIF data" : ""}`;
  }
  return undefined;
}

/** Every address a text of CSS or an attribute names: url(...), and in CSS any quoted text, as image-set() takes. */
function addressesIn(text: string, quoted: boolean): string[] {
  const urls = [...text.matchAll(/url\(([^)]*)\)/gi)].map((match) =>
    (match[1] ?? "").trim().replace(/^["']|["']$/g, ""),
  );
  const strings = quoted ? [...text.matchAll(/"([^"]*)"|'([^']*)'/g)].map((match) => match[1] ?? match[2] ?? "") : [];
  return [...urls, ...strings];
}

function firstProblem(addresses: readonly string[]): string | undefined {
  for (const address of addresses) {
    const problem = loadedAddressProblem(address, true);
    if (problem) return problem;
  }
  return undefined;
}

/** Why an attribute's value may not be, for the url(...) it names; undefined when it may. */
export const urlProblem = (value: string) =>
  /url\(/i.test(value) ? firstProblem(addressesIn(value, false)) : undefined;

/**
 * Why a text of CSS (a <style> or a style attribute) may not be; undefined when it may. A quoted font
 * name reads as a path of the site, which is accepted. An escape could spell url( or an address in a
 * way no search finds, so none is accepted.
 */
export function cssProblem(css: string): string | undefined {
  if (/@import/i.test(css)) return "imports another stylesheet (@import)";
  if (css.includes("\\")) return "holds a CSS escape (\\), which could hide an address";
  return firstProblem(addressesIn(css, true));
}

/** Whether a value holds a javascript: or vbscript: address anywhere, as a list of animation values may. */
export function holdsScriptAddress(value: string): boolean {
  // Most values are numbers and path data: without a colon, no address has a scheme.
  return value.includes(":") && /(java|vb)script:/.test(plainAddress(value));
}
