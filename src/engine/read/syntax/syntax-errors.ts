import { YAMLException } from "js-yaml";
import type { YAMLError } from "yaml";
import { siteError, type SiteError } from "../../errors/site-error";
import { inputLimits } from "../input-limits";
import { positionAtOffset } from "../positions";
import { duplicateKeys, type DuplicateKey } from "./duplicate-keys";
import type { YamlSource } from "../yaml-source";
import { explain } from "./explain-error";
import { indentationMistake } from "./indentation";
import { aliasMistake, generalMistake, tabMistake, type Located } from "./line-mistakes";
import { firstControlCharacter } from "./text-lines";

/**
 * Syntax errors in plain words, at the place to fix. The parsers' own messages speak of "implicit keys"
 * and "flow collections" and often point where the parser gave up, a line after the mistake; each
 * common mistake is recognised here and told as what to change. Only a file's first syntax error is
 * reported (with its duplicate keys): after it, the parser's view of the rest of the file is a guess,
 * and its further errors are mostly echoes of the first.
 */

/** When the reading parser's reason is clear on its own: that reason in plain words. */
function fromReadingParser(failure: YAMLException, text: string): Located | undefined {
  const offset = failure.mark?.position ?? 0;
  const reason = failure.reason ?? "";
  if (reason.includes("non-printable")) {
    const at = firstControlCharacter(text);
    const code = text.codePointAt(at) ?? 0;
    return {
      offset: at,
      message: `the file holds an invisible control character (U+${code.toString(16).toUpperCase().padStart(4, "0")}) here`,
      hint: "Delete it; it often comes with text pasted from another program.",
    };
  }
  if (reason.startsWith("unidentified alias")) return aliasMistake(text, offset);
  if (reason.includes("tab characters")) return tabMistake(text, offset);
  return undefined;
}

/** A key written twice, at its second appearance, with the line of its first. */
function duplicateKeyError(source: YamlSource, { offset, name, firstOffset }: DuplicateKey): SiteError {
  const { positionAt } = source.positioned();
  const firstLine = positionAt(firstOffset).line;
  return siteError("duplicate-key", { file: source.file, ...positionAt(offset) }, { key: name, firstLine });
}

/** The errors of a file the reading parser could not read, told in plain words. */
export function syntaxErrors(source: YamlSource, failure: unknown): SiteError[] {
  const { file, text } = source;
  const report = (located: Located) =>
    siteError(
      "yaml-syntax",
      { file, ...positionAtOffset(text, located.offset) },
      { explanation: located.message },
      located.hint,
    );
  if (!(failure instanceof YAMLException)) {
    return [report({ offset: 0, message: `the file cannot be read: ${String(failure)}` })];
  }
  if (failure.reason?.startsWith("nesting exceeded maxDepth")) {
    // Checked before the positioning parser runs, which would exhaust the stack on such a file.
    return [
      siteError(
        "nesting-too-deep",
        { file, ...positionAtOffset(text, failure.mark?.position ?? 0) },
        { limit: inputLimits.nesting, throughAliases: false },
      ),
    ];
  }
  const clear = fromReadingParser(failure, text);
  if (clear) return [report(clear)];
  // Read from the text alone, before the positioning parser, whose view of a misindented file (keys
  // "appearing twice", values "with : in them") would only echo the one line that moved.
  const indentation = indentationMistake(text, failure.mark?.line ?? 0);
  if (indentation) return [report(indentation)];

  let first: YAMLError | undefined;
  let duplicates: DuplicateKey[];
  try {
    const { doc } = source.positioned();
    first = doc.errors[0];
    duplicates = duplicateKeys(doc);
  } catch {
    duplicates = [];
  }
  const errors = duplicates.map((duplicate) => duplicateKeyError(source, duplicate));
  if (first) errors.push(report(explain(first, source)));
  return errors.length > 0 ? errors : [report(generalMistake(failure.mark?.position ?? 0))];
}
