import { lengthProblem } from "../../../schema/kit/length-limits";
import { siteError, type SiteError } from "../errors/site-error";
import { positionOf } from "../read/yaml-source";
import type { PageInput } from "./validate-page";

/**
 * "{title} | Blog" with a record → "How we work | Blog"; an unknown field is an error, and so is a
 * field on a page that is not made once per record, where it would show as written. The text filled
 * in is held to the same limit on its length as the text written.
 */
export function fillTemplate(
  text: string,
  input: PageInput,
  key: "title" | "description",
  errors: SiteError[],
): string {
  const record = input.record;
  // Placing an error reads the file again, so only an error is placed.
  const where = () => ({ file: input.source.file, ...positionOf(input.source, [key]), path: key });
  if (!record) {
    const field = /\{([a-zA-Z]+)\}/.exec(text);
    if (field) {
      errors.push(
        siteError(
          "no-current-record",
          where(),
          { field: field[0] },
          "Write the text itself, or name the file [id].yaml with collection: <name> to make one page per record.",
        ),
      );
    }
    return text;
  }
  const filled = text.replace(/\{([a-zA-Z]+)\}/g, (whole, field: string) => {
    const value = record[field];
    if (typeof value === "string" || typeof value === "number") return String(value);
    const fields = Object.keys(record).filter(
      (name) => typeof record[name] === "string" || typeof record[name] === "number",
    );
    errors.push(siteError("unknown-field", where(), { written: whole, field, fields }));
    return whole;
  });
  const tooLong = lengthProblem(
    key,
    filled,
    ` once the fields of the record with id ${String(record.id)} are filled in`,
  );
  if (tooLong) errors.push(siteError("too-long", where(), tooLong.facts, tooLong.hint));
  return filled;
}
