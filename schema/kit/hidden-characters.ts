/**
 * Characters that text shown on a page must not hold: control characters, which do not show and which
 * YAML's escapes in double quotes ("\0", "\e", "\a", "\x7f") let in, and the bidirectional overrides and
 * isolates, which make text read in another order than it was written. Tab and line feed are text.
 */

/** The overrides and isolates that change the order text is read in (U+202A to U+202E, U+2066 to U+2069). */
export const directionOverrides = "\u202a-\u202e\u2066-\u2069";

/** Also half a character without its other half, which a page's encoding would replace with "�". */
const hiddenCharacter = new RegExp(`[\\0-\\x08\\x0b-\\x1f\\x7f-\\x9f${directionOverrides}]|\\p{Cs}`, "u");

const c0Names = [
  "NULL",
  "START OF HEADING",
  "START OF TEXT",
  "END OF TEXT",
  "END OF TRANSMISSION",
  "ENQUIRY",
  "ACKNOWLEDGE",
  "BELL",
  "BACKSPACE",
  "CHARACTER TABULATION",
  "LINE FEED",
  "LINE TABULATION",
  "FORM FEED",
  "CARRIAGE RETURN",
  "SHIFT OUT",
  "SHIFT IN",
  "DATA LINK ESCAPE",
  "DEVICE CONTROL ONE",
  "DEVICE CONTROL TWO",
  "DEVICE CONTROL THREE",
  "DEVICE CONTROL FOUR",
  "NEGATIVE ACKNOWLEDGE",
  "SYNCHRONOUS IDLE",
  "END OF TRANSMISSION BLOCK",
  "CANCEL",
  "END OF MEDIUM",
  "SUBSTITUTE",
  "ESCAPE",
  "INFORMATION SEPARATOR FOUR",
  "INFORMATION SEPARATOR THREE",
  "INFORMATION SEPARATOR TWO",
  "INFORMATION SEPARATOR ONE",
];

const c1Names = [
  "PADDING CHARACTER",
  "HIGH OCTET PRESET",
  "BREAK PERMITTED HERE",
  "NO BREAK HERE",
  "INDEX",
  "NEXT LINE",
  "START OF SELECTED AREA",
  "END OF SELECTED AREA",
  "CHARACTER TABULATION SET",
  "CHARACTER TABULATION WITH JUSTIFICATION",
  "LINE TABULATION SET",
  "PARTIAL LINE FORWARD",
  "PARTIAL LINE BACKWARD",
  "REVERSE LINE FEED",
  "SINGLE SHIFT TWO",
  "SINGLE SHIFT THREE",
  "DEVICE CONTROL STRING",
  "PRIVATE USE ONE",
  "PRIVATE USE TWO",
  "SET TRANSMIT STATE",
  "CANCEL CHARACTER",
  "MESSAGE WAITING",
  "START OF GUARDED AREA",
  "END OF GUARDED AREA",
  "START OF STRING",
  "SINGLE GRAPHIC CHARACTER INTRODUCER",
  "SINGLE CHARACTER INTRODUCER",
  "CONTROL SEQUENCE INTRODUCER",
  "STRING TERMINATOR",
  "OPERATING SYSTEM COMMAND",
  "PRIVACY MESSAGE",
  "APPLICATION PROGRAM COMMAND",
];

const directionNames = new Map([
  [0x202a, "LEFT-TO-RIGHT EMBEDDING"],
  [0x202b, "RIGHT-TO-LEFT EMBEDDING"],
  [0x202c, "POP DIRECTIONAL FORMATTING"],
  [0x202d, "LEFT-TO-RIGHT OVERRIDE"],
  [0x202e, "RIGHT-TO-LEFT OVERRIDE"],
  [0x2066, "LEFT-TO-RIGHT ISOLATE"],
  [0x2067, "RIGHT-TO-LEFT ISOLATE"],
  [0x2068, "FIRST STRONG ISOLATE"],
  [0x2069, "POP DIRECTIONAL ISOLATE"],
]);

/** "U+001B ESCAPE": a character as the Unicode standard names it (control characters by their alias). */
export function characterName(code: number): string {
  const name =
    c0Names[code] ??
    (code === 0x7f ? "DELETE" : undefined) ??
    c1Names[code - 0x80] ??
    directionNames.get(code) ??
    (code >= 0xd800 && code <= 0xdfff ? "SURROGATE HALF" : undefined);
  return `U+${code.toString(16).toUpperCase().padStart(4, "0")}${name ? ` ${name}` : ""}`;
}

/** Why a text is refused, in the words of the report, or undefined when it holds no hidden character. */
export function hiddenCharacterProblem(text: string): { message: string; hint: string } | undefined {
  const found = hiddenCharacter.exec(text);
  if (!found) return undefined;
  const code = found[0].charCodeAt(0);
  const where = `${characterName(code)} (character ${found.index + 1})`;
  if (directionNames.has(code)) {
    return {
      message: `the text holds ${where}, which makes the text after it read in another order than it is written`,
      hint: "Remove it: text in any language shows in its own direction without it.",
    };
  }
  if (code >= 0xd800 && code <= 0xdfff) {
    return {
      message: `the text holds ${where}, half of a character without its other half`,
      hint: "Write the character itself, or its whole escape in double quotes, such as \\U0001F600.",
    };
  }
  return {
    message: `the text holds ${where}, a control character that does not show`,
    hint: "Remove it: in double quotes, YAML reads escapes such as \\0, \\a, \\e and \\x7f as characters that do not show.",
  };
}
