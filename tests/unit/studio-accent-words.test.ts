import { describe, expect, it } from "vitest";
import {
  accentWords,
  readAccents,
  retype,
  toggleWord,
  writeAccents,
  type AccentedText,
} from "../../src/studio/accent-words";

const read = (written: string): AccentedText => {
  const heading = readAccents(written);
  if (!heading) throw new Error(`unpaired braces in ${written}`);
  return heading;
};
const toggled = (written: string, word: string) => {
  const heading = read(written);
  return writeAccents(
    toggleWord(
      heading,
      accentWords(heading).findIndex((each) => each.text === word),
    ),
  );
};
const typed = (written: string, text: string) => writeAccents(retype(read(written), text));

describe("a heading's accent words, as the studio edits them", () => {
  it("reads the braces as accented words and writes the same text back", () => {
    for (const written of [
      "Plans that {grow with you}",
      "Ready to start {your project}?",
      "{Web} Design",
      "Log {in}",
      "No accent at all",
      "{SEO}-friendly pages",
      "Two {runs} of {accent}",
    ]) {
      expect(writeAccents(read(written))).toBe(written);
    }
    expect(read("Plans that {grow}").text).toBe("Plans that grow");
  });

  it("refuses braces that do not pair up, leaving the engine to say why", () => {
    for (const written of ["a {b", "a }b{", "{a {b}}", "a}"]) expect(readAccents(written)).toBeUndefined();
  });

  it("lists the words with their colour, a word partly accented said to be so", () => {
    expect(
      accentWords(read("Don't {over-think} it, {SEO}-friendly")).map((word) => [word.text, word.accented]),
    ).toEqual([
      ["Don't", false],
      ["over-think", true],
      ["it", false],
      ["SEO-friendly", "partly"],
    ]);
  });

  it("puts a word in the accent colour, joining the run beside it", () => {
    expect(toggled("Plans that grow", "grow")).toBe("Plans that {grow}");
    expect(toggled("Plans that {grow} with you", "with")).toBe("Plans that {grow with} you");
    expect(toggled("Plans {that} grow {with} you", "grow")).toBe("Plans {that grow with} you");
    expect(toggled("Ready to start {your} project?", "project")).toBe("Ready to start {your project}?");
  });

  it("takes a word out of the accent colour, splitting the run it was in", () => {
    expect(toggled("Plans that {grow with you}", "with")).toBe("Plans that {grow} with {you}");
    expect(toggled("Plans that {grow with you}", "you")).toBe("Plans that {grow with} you");
    expect(toggled("Plans that {grow}", "grow")).toBe("Plans that grow");
    expect(toggled("{Web} Design", "Web")).toBe("Web Design");
  });

  it("puts a partly accented word wholly in the accent colour", () => {
    expect(toggled("{SEO}-friendly pages", "SEO-friendly")).toBe("{SEO-friendly} pages");
  });

  it("keeps the colour of what is typed inside an accented word or run", () => {
    expect(typed("Plans that {grow}", "Plans that grows")).toBe("Plans that {grows}");
    expect(typed("Plans that {grow with you}", "Plans that {grow along with you}".replace(/[{}]/g, ""))).toBe(
      "Plans that {grow along with you}",
    );
    expect(typed("Plans that {grow}", "Plans that gro")).toBe("Plans that {gro}");
  });

  it("starts plain text when a space is typed after an accented run ends", () => {
    expect(typed("Start {your project}", "Start your project ")).toBe("Start {your project} ");
    expect(typed("Start {your project} ", "Start your project n")).toBe("Start {your project} n");
  });

  it("leaves what is typed before an accented word plain when it is a word of its own", () => {
    expect(typed("{Web} Design", "A Web Design")).toBe("A {Web} Design");
    expect(typed("Plans that {grow}", "Plans that will grow")).toBe("Plans that will {grow}");
  });

  it("drops braces typed in the text: the accent is chosen word by word", () => {
    expect(typed("Plans", "Plans {that}")).toBe("Plans that");
  });
});
