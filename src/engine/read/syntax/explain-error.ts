import type { YAMLError } from "yaml";
import { visit } from "yaml";
import type { YamlSource } from "../yaml-source";
import { aliasMistake, generalMistake, lineMistake, secondDocument, tabMistake, type Located } from "./line-mistakes";
import { closers, closingBracket, firstNonBlank, lineBounds, nextContentLine } from "./text-lines";

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

/** A quoted text or a [ ] or { } left open: told where it opens, which is the place to fix. */
function unclosedMistake(problem: YAMLError, source: YamlSource): Located | undefined {
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
  if (problem.code !== "BAD_INDENT" && problem.code !== "MISSING_CHAR") return undefined;
  const opening = unclosedFlowBefore(source, offset + 1);
  if (opening === undefined) return undefined;
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

/** A value whose ": " starts a key, or a line indented under a key that has its value already. */
function indentedUnderValue(text: string, offset: number): Located {
  const { end } = lineBounds(text, offset);
  if (/:\s/.test(text.slice(offset, end))) {
    return {
      offset,
      message: 'this value has ": " in it, which starts a key inside it',
      hint: 'Put the value in quotes: "like: this".',
    };
  }
  return {
    offset: nextContentLine(text, offset) ?? offset,
    message: "this line is indented more than the line above, but that line's key already has its value",
    hint: "Indent this line like the key above it; only the value of a key that has none on its line goes further in.",
  };
}

/** Text that goes on past its closing quote, or a mistake told by what its line holds. */
function otherMistake(problem: YAMLError, text: string, offset: number): Located {
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

/** The mistake behind one error of the positioning parser, in plain words and at the place to fix. */
export function explain(problem: YAMLError, source: YamlSource): Located {
  const { text } = source;
  const offset = problem.pos[0];
  const unclosed = unclosedMistake(problem, source);
  if (unclosed) return unclosed;
  switch (problem.code) {
    case "TAB_AS_INDENT":
      return tabMistake(text, offset);
    case "BLOCK_AS_IMPLICIT_KEY":
      return indentedUnderValue(text, offset);
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
    default:
      return otherMistake(problem, text, offset);
  }
}
