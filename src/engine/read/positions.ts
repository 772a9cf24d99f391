/** A place in a file, as reports and editors give it: line and column, both counted from 1. */
export interface Position {
  line: number;
  column: number;
}

/** Line and column of an offset in a text, both counted from 1. */
export function positionAtOffset(text: string, offset: number): Position {
  return offsetPositions(text)(offset);
}

/** Line and column of any offset in a text, each found in time that does not grow with the offset. */
export function offsetPositions(text: string): (offset: number) => Position {
  const lineStarts = [0];
  for (let at = text.indexOf("\n"); at !== -1; at = text.indexOf("\n", at + 1)) lineStarts.push(at + 1);
  return (offset) => {
    let low = 0;
    let high = lineStarts.length - 1;
    while (low < high) {
      const middle = Math.ceil((low + high) / 2);
      if ((lineStarts[middle] ?? 0) <= offset) low = middle;
      else high = middle - 1;
    }
    return { line: low + 1, column: offset - (lineStarts[low] ?? 0) + 1 };
  };
}
