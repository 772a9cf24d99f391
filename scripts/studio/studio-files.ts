import { mkdir, readFile, rename, writeFile } from "node:fs/promises";
import path from "node:path";
import { inputLimits } from "../../src/engine/read/input-limits";
import type { OpenedFile } from "../../src/studio/studio-api-types";
import { fileVersion } from "./file-version";
import { writablePath } from "./writable-path";

export type SaveResult =
  | { saved: OpenedFile }
  /** The file changed on disk since it was opened: what it holds now, for the person to compare. */
  | { conflict: OpenedFile }
  | { refused: string };

/** A project file's text and version, or why it cannot be opened. */
export async function openFile(root: string, relative: string): Promise<OpenedFile | { refused: string }> {
  const place = await writablePath(root, relative);
  if ("refused" in place) return place;
  const text = await readFile(place.file, "utf8").catch(() => undefined);
  if (text === undefined) return { refused: `${relative} does not exist` };
  return { text, version: fileVersion(text) };
}

/**
 * Writes a file under pages/, content/ or public/ when it is still the version the editor opened
 * (`null` for a file that must not exist yet). The text goes to a file beside it first, then takes its
 * place in one rename: a reader never sees half a file.
 */
export async function saveFile(
  root: string,
  relative: string,
  text: string,
  openedVersion: string | null,
): Promise<SaveResult> {
  if (Buffer.byteLength(text) > inputLimits.fileBytes) {
    return { refused: `the text is larger than the ${inputLimits.fileBytes} bytes a file of the site may be` };
  }
  const place = await writablePath(root, relative);
  if ("refused" in place) return place;
  const current = await readFile(place.file, "utf8").catch(() => undefined);
  const currentVersion = current === undefined ? null : fileVersion(current);
  if (currentVersion !== openedVersion) {
    return { conflict: { text: current ?? "", version: currentVersion ?? "" } };
  }
  await mkdir(path.dirname(place.file), { recursive: true });
  const spare = `${place.file}.${process.pid}.studio-save`;
  await writeFile(spare, text, { flag: "wx" });
  await rename(spare, place.file);
  return { saved: { text, version: fileVersion(text) } };
}
