import { firstNonBlank, lineBounds, previousContentLine } from "./text-lines";

/** A mistake told in plain words, at the offset to fix. */
export interface Located {
  offset: number;
  message: string;
  hint?: string;
}

export const generalMistake = (offset: number): Located => ({
  offset,
  message: "the file cannot be read as YAML from here",
  hint: "Check the indentation, colons and quotes of this line and of the line above.",
});

/** A mistake the parser reports on a line of "key: value" pairs, told by what the line holds. */
export function lineMistake(text: string, offset: number): Located | undefined {
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

/** A line indented with a tab, at the tab. */
export function tabMistake(text: string, offset: number): Located {
  const { start, end } = lineBounds(text, offset);
  const indent = /^[ \t]*/.exec(text.slice(start, end))?.[0] ?? "";
  const tab = indent.indexOf("\t");
  return {
    offset: tab >= 0 ? start + tab : offset,
    message: "this line is indented with a tab",
    hint: "Indent with spaces, not tabs (editors can insert spaces when Tab is pressed).",
  };
}

/** A value starting with * that names no anchor. */
export function aliasMistake(text: string, offset: number): Located {
  const star = text.indexOf("*", firstNonBlank(text, offset) - 1);
  const name = /^\*([^\s,\]}]+)/.exec(text.slice(star))?.[1] ?? "";
  return {
    offset: star >= 0 ? star : offset,
    message: `*${name} refers back to a part marked &${name}, and there is none above: a value that starts with * must be quoted`,
    hint: `Put the text in quotes: "*${name} ...".`,
  };
}

/** A second document in a file. */
export function secondDocument(offset: number): Located {
  return {
    offset,
    message: 'a second document starts here: "---" begins a new document, and a file holds one',
    hint: 'Remove the "---" line; if what follows is another page, give it a file of its own.',
  };
}
