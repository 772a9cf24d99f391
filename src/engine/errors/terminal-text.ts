import { directionOverrides } from "../../../schema/kit/hidden-characters";

/**
 * Characters a terminal or a log would act on instead of showing: control characters (an escape
 * sequence can clear the screen or rewrite a line, a line break can fake a report line), direction
 * overrides that reorder what follows, and halves of characters.
 */
const unshowable = new RegExp(`[\\p{Cc}${directionOverrides}]|\\p{Cs}`, "gu");

const shortEscapes = new Map([
  ["\n", "\\n"],
  ["\r", "\\r"],
  ["\t", "\\t"],
]);

const hex = (character: string, digits: number) => character.charCodeAt(0).toString(16).padStart(digits, "0");

/** "\u202e": a character as JSON writes it. */
export const unicodeEscape = (character: string): string => `\\u${hex(character, 4)}`;

/** "\n", "\x1b" for a character of one byte, "\u202e" for any other: as JavaScript writes them. */
function visibleEscape(character: string): string {
  const short = shortEscapes.get(character);
  if (short) return short;
  return character.charCodeAt(0) <= 0xff ? `\\x${hex(character, 2)}` : unicodeEscape(character);
}

/**
 * Text from the site's files (a file name, a key, a value in a message) as a report prints it: every
 * character a terminal would act on written as a visible escape, "\x1b" or "\n", never raw.
 */
export function visibleEscapes(text: string): string {
  return text.replace(unshowable, visibleEscape);
}
