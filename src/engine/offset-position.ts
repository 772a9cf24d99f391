import type { Position } from "./yaml-source";

/** Line and column of an offset in a text, both counted from 1. */
export function positionAtOffset(text: string, offset: number): Position {
  const lineStart = text.lastIndexOf("\n", offset - 1) + 1;
  let line = 1;
  for (let at = text.indexOf("\n"); at !== -1 && at < lineStart; at = text.indexOf("\n", at + 1)) line++;
  return { line, column: offset - lineStart + 1 };
}
