import { createHash } from "node:crypto";
import type { PageData } from "../../../schema/page";
import type { SourcedPage } from "../routes/link-check";

/**
 * What each page was made from, as one hash: the text of its file, the file's path, its route (a
 * per-record page is one of several made from one file) and the validation cache's facts key, which
 * stands for everything every page is checked against and for the code that checks. Two pages of
 * one origin have the same data: the validation cache rests on the same rule when it hands back a
 * page it validated before.
 */
export function pageOrigins(sourced: readonly SourcedPage[], facts: string): Map<PageData, string> {
  return new Map(
    sourced.map(({ page, source }) => [
      page,
      createHash("sha256").update(`${facts}\0${source.file}\0${page.route}\0`).update(source.text).digest("hex"),
    ]),
  );
}
