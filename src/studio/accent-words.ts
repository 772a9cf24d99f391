/**
 * A heading as the marketer reads it: its text without braces, each character marked as shown in the
 * accent colour or not. The YAML writes the same thing with braces ("Plans that {grow with you}"); the
 * studio edits the words and their colour, and writes the braces back.
 */
export interface AccentedText {
  text: string;
  accented: readonly boolean[];
}

/** A word of the heading: where it is in the text, and whether it shows in the accent colour. */
export interface AccentWord {
  text: string;
  start: number;
  end: number;
  accented: boolean | "partly";
}

/** Letters and digits, with the apostrophes and hyphens inside a word: "don't", "well-known". */
const wordPattern = /[\p{L}\p{N}\p{M}]+(?:['’-][\p{L}\p{N}\p{M}]+)*/gu;

/** The text and its accents, or undefined when its braces do not pair up (the engine then says why). */
export function readAccents(written: string): AccentedText | undefined {
  let text = "";
  const accented: boolean[] = [];
  let open = false;
  for (const character of written) {
    if (character === "{" || character === "}") {
      if (open === (character === "{")) return undefined;
      open = !open;
      continue;
    }
    text += character;
    for (let unit = 0; unit < character.length; unit++) accented.push(open);
  }
  return open ? undefined : { text, accented };
}

/** The text with braces around each run of accented characters, spaces at a run's ends left outside. */
export function writeAccents({ text, accented }: AccentedText): string {
  const shown = accented.map((flag, at) => flag && text[at]?.trim() !== "");
  // A space between two accented characters stays inside the run: "{grow with you}", not "{grow} {with} {you}".
  for (let at = 0; at < text.length; at++) {
    if (!accented[at] || text[at]?.trim() !== "") continue;
    const before = shown.slice(0, at).findLastIndex((_, index) => text[index]?.trim() !== "");
    const after = shown.findIndex((_, index) => index > at && text[index]?.trim() !== "");
    shown[at] = before >= 0 && after >= 0 && (shown[before] ?? false) && (shown[after] ?? false);
  }
  let written = "";
  for (let at = 0; at < text.length; at++) {
    if (shown[at] && !shown[at - 1]) written += "{";
    written += text[at];
    if (shown[at] && !shown[at + 1]) written += "}";
  }
  return written;
}

export function accentWords({ text, accented }: AccentedText): AccentWord[] {
  return [...text.matchAll(wordPattern)].map((match) => {
    const start = match.index;
    const end = start + match[0].length;
    const flags = accented.slice(start, end);
    const all = flags.every(Boolean);
    return { text: match[0], start, end, accented: all || (flags.some(Boolean) ? "partly" : false) };
  });
}

/**
 * The word at `index` in the accent colour, or out of it (a word partly accented is put wholly in). The
 * characters between it and a neighbouring word follow: in the run when both words are accented, out
 * of it otherwise; those between it and the text's start or end leave the run when the word does.
 */
export function toggleWord(heading: AccentedText, index: number): AccentedText {
  const words = accentWords(heading);
  const word = words[index];
  if (!word) return heading;
  const on = word.accented !== true;
  const accented = [...heading.accented];
  accented.fill(on, word.start, word.end);
  const previous = words[index - 1];
  const next = words[index + 1];
  const gap = (from: number, to: number, neighbour: AccentWord | undefined) => {
    if (neighbour) accented.fill(on && neighbour.accented === true, from, to);
    else if (!on) accented.fill(false, from, to);
  };
  gap(previous?.end ?? 0, word.start, previous);
  gap(word.end, next?.start ?? heading.text.length, next);
  return { text: heading.text, accented };
}

/**
 * The heading after the marketer typed in its text: the characters kept keep their colour, and what is
 * typed takes the colour of the character before it, as in a word processor, except that a space typed
 * after the end of an accented run starts plain text ("{your project} now"), and so does what is typed
 * at the very start. Braces typed are dropped: the accent is chosen word by word.
 */
export function retype(heading: AccentedText, typed: string): AccentedText {
  const text = typed.replace(/[{}]/g, "");
  const old = heading.text;
  let prefix = 0;
  while (prefix < Math.min(old.length, text.length) && old[prefix] === text[prefix]) prefix++;
  let suffix = 0;
  while (
    suffix < Math.min(old.length, text.length) - prefix &&
    old[old.length - 1 - suffix] === text[text.length - 1 - suffix]
  )
    suffix++;
  const inserted = text.slice(prefix, text.length - suffix);
  const before = prefix > 0 ? heading.accented[prefix - 1] : undefined;
  const after = suffix > 0 ? heading.accented[old.length - suffix] : undefined;
  const startsPlain = before === true && after !== true && /^\s/.test(inserted);
  const flag = !startsPlain && before === true;
  return {
    text,
    accented: [
      ...heading.accented.slice(0, prefix),
      ...Array.from({ length: inserted.length }, () => flag),
      ...heading.accented.slice(old.length - suffix),
    ],
  };
}
