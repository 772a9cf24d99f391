import { YAMLException } from "js-yaml";
import { visit, type YAMLError } from "yaml";
import { siteError, type SiteError } from "../errors/site-error";
import { inputLimits } from "./input-limits";
import { positionAtOffset } from "./positions";
import { duplicateKeys, type DuplicateKey } from "./yaml-duplicate-keys";
import type { YamlSource } from "./yaml-source";

/**
 * Syntax errors in plain words, at the place to fix. The parsers' own messages speak of "implicit keys"
 * and "flow collections" and often point where the parser gave up, a line after the mistake; each
 * common mistake is recognised here and told as what to change. Only a file's first syntax error is
 * reported (with its duplicate keys): after it, the parser's view of the rest of the file is a guess,
 * and its further errors are mostly echoes of the first.
 */

const closers: Record<string, string> = { "{": "}", "[": "]" };

interface Located {
  offset: number;
  message: string;
  hint?: string;
}

const generalMistake = (offset: number): Located => ({
  offset,
  message: "the file cannot be read as YAML from here",
  hint: "Check the indentation, colons and quotes of this line and of the line above.",
});

function lineBounds(text: string, offset: number): { start: number; end: number } {
  const start = text.lastIndexOf("\n", offset - 1) + 1;
  const newline = text.indexOf("\n", offset);
  return { start, end: newline === -1 ? text.length : newline };
}

/** The offset of the bracket that closes the one at `open`, skipping quoted text and comments; -1 if none. */
function closingBracket(text: string, open: number): number {
  const stack: string[] = [];
  for (let index = open; index < text.length; index++) {
    const char = text.charAt(index);
    if (char === '"' || char === "'") {
      // Skip to the matching quote; '' and \" do not end the text.
      for (index++; index < text.length; index++) {
        const inner = text.charAt(index);
        if (char === '"' && inner === "\\") index++;
        else if (inner === char && !(char === "'" && text.charAt(index + 1) === "'")) break;
        else if (inner === char) index++;
      }
    } else if (char === "#" && /\s/.test(text.charAt(index - 1))) {
      const newline = text.indexOf("\n", index);
      index = newline === -1 ? text.length : newline;
    } else if (char === "{" || char === "[") {
      stack.push(closers[char] ?? "");
    } else if (char === "}" || char === "]") {
      if (stack.pop() !== char) return -1;
      if (stack.length === 0) return index;
    }
  }
  return -1;
}

/** The flow collection ({ } or [ ]) opened last before `offset` that the parser found unclosed. */
function unclosedFlowBefore(source: YamlSource, offset: number): number | undefined {
  let opening: number | undefined;
  visit(source.positioned().doc, {
    Collection(_, node) {
      const start = node.range?.[0];
      if (!node.flow || start === undefined || start >= offset) return;
      const closer = closers[source.text.charAt(start)];
      const written = source.text.slice(start, node.range?.[1]).trimEnd();
      if (closer && !written.endsWith(closer) && (opening === undefined || start > opening)) opening = start;
    },
  });
  return opening;
}

/** The first non-blank character of the next line that holds something other than a comment. */
function nextContentLine(text: string, offset: number): number | undefined {
  for (let start = text.indexOf("\n", offset) + 1; start > 0 && start < text.length; ) {
    const { end } = lineBounds(text, start);
    const content = /\S/.exec(text.slice(start, end));
    if (content && content[0] !== "#") return start + content.index;
    start = end + 1;
  }
  return undefined;
}

function firstNonBlank(text: string, offset: number): number {
  const { start, end } = lineBounds(text, offset);
  const content = /\S/.exec(text.slice(start, end));
  return content ? start + content.index : offset;
}

/** The line with content (not blank, not only a comment) before the one at `offset`, with where its key starts. */
function previousContentLine(
  text: string,
  offset: number,
): { content: string; indent: number; keyColumn: number } | undefined {
  for (let end = text.lastIndexOf("\n", lineBounds(text, offset).start - 1); end > 0; ) {
    const start = text.lastIndexOf("\n", end - 1) + 1;
    const line = text.slice(start, end);
    const indent = /^ */.exec(line)?.[0].length ?? 0;
    const content = line.slice(indent).replace(/\s+#.*$/, "");
    if (content !== "" && !content.startsWith("#")) {
      // "  - type: hero": the key starts after the list markers.
      const markers = /^(- +)*/.exec(content)?.[0].length ?? 0;
      return { content, indent, keyColumn: indent + markers };
    }
    end = start - 1;
  }
  return undefined;
}

/** A mistake the parser reports on a line of "key: value" pairs, told by what the line holds. */
function lineMistake(text: string, offset: number): Located | undefined {
  const at = firstNonBlank(text, offset);
  const { start, end } = lineBounds(text, at);
  const line = text.slice(at, end).replace(/\s+#.*$/, "");
  const indent = at - start;
  const above = previousContentLine(text, at);
  if (above && /:$/.test(above.content) && indent <= above.keyColumn && !line.startsWith("- ")) {
    const key = above.content.replace(/^(- +)*/, "");
    return {
      offset: at,
      message: `this line is the value of "${key}" above, but is not indented more than that key`,
      hint: `Indent this line further than "${key}", or write the value on the same line after it.`,
    };
  }
  if (above && (line.startsWith("- ") || line === "-") && indent === above.indent && !above.content.startsWith("-")) {
    return {
      offset: at,
      message: 'a list item where the lines around it are "key: value" pairs',
      hint: "Put the list under the key it belongs to (the key alone on its line, the items indented below it).",
    };
  }
  if (above && indent > above.indent && indent !== above.keyColumn && !above.content.endsWith(":")) {
    return {
      offset: at,
      message: `this line starts at column ${indent + 1}, but the keys of the block above start at column ${above.keyColumn + 1}`,
      hint: "Line up the keys of one mapping at the same column, with spaces.",
    };
  }
  if (line.startsWith("- ") || line === "-" || line.startsWith("#")) return undefined;
  const glued = /^([\w-]+):(\S.*)$/.exec(line);
  if (glued && !line.includes(": ")) {
    return {
      offset: at + (glued[1]?.length ?? 0),
      message: `"${glued[1]}:" needs a space after its colon`,
      hint: `Write "${glued[1]}: ${glued[2]}".`,
    };
  }
  if (!line.includes(":") && !/^["'[{]/.test(line)) {
    return {
      offset: at,
      message: `this line has no colon: a line in a mapping is "key: value"`,
      hint: "Add the colon after the key; if the line goes on from the line above, indent it more than that line's key.",
    };
  }
  return undefined;
}

/** The mistake behind one error of the positioning parser, in plain words and at the place to fix. */
function explain(problem: YAMLError, source: YamlSource): Located {
  const { text } = source;
  const offset = problem.pos[0];
  const firstLine = problem.message.split("\n")[0] ?? "";
  const quote = /closing (["'])quote/.exec(firstLine)?.[1];
  if (problem.code === "MISSING_CHAR" && quote) {
    // The parser notices a missing closing quote where the file ends; the quote that opened the text is the place to fix.
    const opening = text.lastIndexOf(quote, offset - 1);
    return {
      offset: opening >= 0 ? opening : offset,
      message: `the text quoted with ${quote} here has no closing ${quote}`,
      hint:
        quote === '"'
          ? 'Close the quote at the end of the text; inside "double quotes" write \\" for a quote mark.'
          : "Close the quote at the end of the text; inside 'single quotes' write '' for an apostrophe.",
    };
  }
  if (problem.code === "BAD_INDENT" || problem.code === "MISSING_CHAR") {
    const opening = unclosedFlowBefore(source, offset + 1);
    if (opening !== undefined) {
      const open = text.charAt(opening);
      const close = closers[open] ?? "";
      if (closingBracket(text, opening) === -1) {
        return {
          offset: opening,
          message: `the ${open} opened here is never closed with ${close}`,
          hint: `Add the ${close} at the end of the ${open === "{" ? "mapping" : "list"}, on the same line.`,
        };
      }
      return {
        offset: firstNonBlank(text, offset),
        message: `this line goes on with the ${open} ${close} opened on the line above, but is not indented more than that line's key`,
        hint: `Indent this line further, or write the whole ${open} ${close} on one line.`,
      };
    }
  }
  switch (problem.code) {
    case "TAB_AS_INDENT":
      return tabMistake(text, offset);
    case "BLOCK_AS_IMPLICIT_KEY": {
      const { end } = lineBounds(text, offset);
      if (/:\s/.test(text.slice(offset, end))) {
        return {
          offset,
          message: 'this value has ": " in it, which starts a key inside it',
          hint: 'Put the value in quotes: "like: this".',
        };
      }
      const next = nextContentLine(text, offset);
      return {
        offset: next ?? offset,
        message: "this line is indented more than the line above, but that line's key already has its value",
        hint: "Indent this line like the key above it; only the value of a key that has none on its line goes further in.",
      };
    }
    case "BAD_SCALAR_START": {
      const char = text.charAt(offset);
      return {
        offset,
        message: `a value cannot start with ${char} unless it is quoted`,
        hint: `Put the value in quotes: "${char}...".`,
      };
    }
    case "BAD_DQ_ESCAPE":
      return {
        offset,
        message: 'in "double quotes", a backslash starts an escape such as \\n, and this one is not known',
        hint: "Write \\\\ for a backslash, or put the text in 'single quotes'.",
      };
    case "BAD_ALIAS":
    case "ALIAS_PROPS":
      return aliasMistake(text, offset);
    case "BLOCK_IN_FLOW":
      return {
        offset,
        message: "inside [ ] or { }, items are written on the line, separated by commas, not as indented lines",
        hint: "Close the brackets, or write the list or mapping as indented lines without brackets.",
      };
    case "KEY_OVER_1024_CHARS":
      return { offset, message: "this key is longer than 1024 characters", hint: "A key is a short name." };
    case "MULTIPLE_DOCS":
      return secondDocument(offset);
    default: {
      const before = text.slice(lineBounds(text, offset).start, offset).trimEnd();
      if (problem.code === "UNEXPECTED_TOKEN" && /["']$/.test(before) && offset < lineBounds(text, offset).end) {
        return {
          offset,
          message: "the text goes on after its closing quote",
          hint: 'Quote the whole text, or none of it; inside "double quotes" write \\" for a quote mark.',
        };
      }
      return lineMistake(text, offset) ?? generalMistake(offset);
    }
  }
}

function tabMistake(text: string, offset: number): Located {
  const { start, end } = lineBounds(text, offset);
  const indent = /^[ \t]*/.exec(text.slice(start, end))?.[0] ?? "";
  const tab = indent.indexOf("\t");
  return {
    offset: tab >= 0 ? start + tab : offset,
    message: "this line is indented with a tab",
    hint: "Indent with spaces, not tabs (editors can insert spaces when Tab is pressed).",
  };
}

function aliasMistake(text: string, offset: number): Located {
  const star = text.indexOf("*", firstNonBlank(text, offset) - 1);
  const name = /^\*([^\s,\]}]+)/.exec(text.slice(star))?.[1] ?? "";
  return {
    offset: star >= 0 ? star : offset,
    message: `*${name} refers back to a part marked &${name}, and there is none above: a value that starts with * must be quoted`,
    hint: `Put the text in quotes: "*${name} ...".`,
  };
}

function secondDocument(offset: number): Located {
  return {
    offset,
    message: 'a second document starts here: "---" begins a new document, and a file holds one',
    hint: 'Remove the "---" line; if what follows is another page, give it a file of its own.',
  };
}

/** The first character YAML does not allow in a file: C0 and C1 controls other than tab and line breaks. */
function firstControlCharacter(text: string): number {
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    const allowed = code === 0x09 || code === 0x0a || code === 0x0d || code === 0x85;
    if (!allowed && (code < 0x20 || (code >= 0x7f && code <= 0x9f))) return index;
  }
  return 0;
}

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
  const { lineCounter } = source.positioned();
  const { line, col } = lineCounter.linePos(offset);
  const firstLine = lineCounter.linePos(firstOffset).line;
  return siteError("duplicate-key", { file: source.file, line, column: col }, { key: name, firstLine });
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
