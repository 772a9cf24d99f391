import type { ParsedFile } from "./parsed-batch";
import { readPageFile, type PageFile } from "../read/read-file";
import { problemFreeData } from "../read/yaml-data";

/**
 * A page file's text and data when it reads and parses without a problem; null when it has one (it
 * is too large, not UTF-8, not YAML, or its aliases expand it past the limits), which the engine's
 * thread reports, with its place in the file. This loads no more than the parse thread needs.
 */
export function problemFreeFile(page: PageFile): ParsedFile | null {
  const read = readPageFile(page);
  if ("errors" in read) return null;
  const parsed = problemFreeData(page.file, read.text);
  return parsed ? { text: read.text, data: parsed.data } : null;
}
