/** Where lines start and end, and what stands on them: what the syntax explanations read a file by. */

export const closers: Record<string, string> = { "{": "}", "[": "]" };

/** The start and end of the line at `offset`. */
export function lineBounds(text: string, offset: number): { start: number; end: number } {
  const start = text.lastIndexOf("\n", offset - 1) + 1;
  const newline = text.indexOf("\n", offset);
  return { start, end: newline === -1 ? text.length : newline };
}

/** The offset of the bracket that closes the one at `open`, skipping quoted text and comments; -1 if none. */
export function closingBracket(text: string, open: number): number {
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

/** The first non-blank character of the next line that holds something other than a comment. */
export function nextContentLine(text: string, offset: number): number | undefined {
  for (let start = text.indexOf("\n", offset) + 1; start > 0 && start < text.length; ) {
    const { end } = lineBounds(text, start);
    const content = /\S/.exec(text.slice(start, end));
    if (content && content[0] !== "#") return start + content.index;
    start = end + 1;
  }
  return undefined;
}

/** The first character of the line at `offset` that is not blank. */
export function firstNonBlank(text: string, offset: number): number {
  const { start, end } = lineBounds(text, offset);
  const content = /\S/.exec(text.slice(start, end));
  return content ? start + content.index : offset;
}

/** The line with content (not blank, not only a comment) before the one at `offset`, with where its key starts. */
export function previousContentLine(
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

/** The first character YAML does not allow in a file: C0 and C1 controls other than tab and line breaks. */
export function firstControlCharacter(text: string): number {
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    const allowed = code === 0x09 || code === 0x0a || code === 0x0d || code === 0x85;
    if (!allowed && (code < 0x20 || (code >= 0x7f && code <= 0x9f))) return index;
  }
  return 0;
}
