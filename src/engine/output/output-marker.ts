import { readFileSync } from "node:fs";
import path from "node:path";
import type { OutputFile } from "./output-tree";

/**
 * The file every build writes into its output, so that a later build can tell its own output from
 * anything else: it replaces a folder only when the folder holds this file (output-path.ts). Static
 * hosts may serve it, so it says nothing but who wrote the folder and in what format.
 */
export const markerFile = ".blockpress-build";

const markerText = `${JSON.stringify({ builder: "blockpress", format: 1 })}\n`;

/** The marker, as a file of the output. */
export const markerOutput: OutputFile = { version: markerText, source: { text: markerText } };

/** Whether a folder holds the marker of a build: one a build wrote, and may replace. */
export function hasMarker(folder: string): boolean {
  try {
    return readFileSync(path.join(folder, markerFile), "utf8") === markerText;
  } catch {
    return false;
  }
}
