import { readFileSync } from "node:fs";
import path from "node:path";
import { baseProblem } from "../../../../schema/kit/base-rule";
import { rootBase } from "../../../routing/base-path";
import type { OutputFile } from "../output-tree";

/**
 * The file every build writes into its output, so that a later build can tell its own output from
 * anything else: it replaces a folder only when the folder holds this file (output-path.ts). Static
 * hosts may serve it, so it says nothing but who wrote the folder, in what format, and the folder the
 * site is served under when that is not the root (the preview serves it there; every page says it too).
 */
export const markerFile = ".blockpress-build";

const markerText = (base: string) =>
  `${JSON.stringify({ builder: "blockpress", format: 1, ...(base === rootBase ? {} : { base }) })}\n`;

/** The marker of a build of the site served under `base`, as a file of the output. */
export function builtMarker(base: string): OutputFile {
  const text = markerText(base);
  return { version: text, source: { text } };
}

/** The marker of a build of a site served at the root. */
export const markerOutput = builtMarker(rootBase);

/** The base a build's marker records ("/" when it names none); undefined when the folder holds no marker of a build. */
export function markedBase(folder: string): string | undefined {
  try {
    const text = readFileSync(path.join(folder, markerFile), "utf8");
    const base: unknown = (JSON.parse(text) as { base?: unknown }).base ?? rootBase;
    return typeof base === "string" && baseProblem(base) === undefined && text === markerText(base) ? base : undefined;
  } catch {
    return undefined;
  }
}

/** Whether a folder holds the marker of a build: one a build wrote, and may replace. */
export function hasMarker(folder: string): boolean {
  return markedBase(folder) !== undefined;
}
