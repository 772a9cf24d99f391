import { YAMLException } from "js-yaml";
import { describe, expect, it } from "vitest";
import { positionAtOffset } from "../../src/engine/read/positions";
import { indentationMistake } from "../../src/engine/read/syntax/indentation";
import { readYamlData } from "../../src/engine/read/yaml-data";

/** The indentation mistake the loader would report for a text, where it points, and its hint. */
function explained(text: string): string | undefined {
  let failedAt = -1;
  try {
    readYamlData("page.yaml", text);
  } catch (failure) {
    if (failure instanceof YAMLException) failedAt = failure.mark?.line ?? 0;
  }
  const found = indentationMistake(text, failedAt);
  if (!found) return undefined;
  const { line, column } = positionAtOffset(text, found.offset);
  return `${line}:${column} ${found.message}. ${found.hint}`;
}

const page = (...blockLines: string[]) => ["title: Home", "blocks:", ...blockLines, ""].join("\n");
const firstItem = ["  - type: hero", "    heading: Welcome", "    text: Hello"];

describe("an indentation mistake", () => {
  it.each([
    [
      "one column left",
      "   text: Hello",
      "5:4 this line starts at column 4, but the keys beside it start at column 5. Indent line 5 by 1 more space, so that it starts at column 5.",
    ],
    [
      "two columns left",
      "  text: Hello",
      "5:3 this line starts at column 3, under the dash of the list item on line 3, but that item's keys start at column 5. Indent line 5 by 2 more spaces, so that it starts at column 5.",
    ],
    [
      "one column right",
      "     text: Hello",
      "5:6 this line starts at column 6, but the keys beside it start at column 5. Indent line 5 by 1 fewer space, so that it starts at column 5.",
    ],
    [
      "two columns right",
      "      text: Hello",
      "5:7 this line starts at column 7, but the keys beside it start at column 5. Indent line 5 by 2 fewer spaces, so that it starts at column 5.",
    ],
  ])("of a key moved %s is told with the column its sibling keys start at", (_, moved, told) => {
    expect(explained(page("  - type: hero", "    heading: Welcome", moved, "    image: /a.svg"))).toBe(told);
  });

  it.each([
    [
      "two columns left",
      "- type: cta",
      "6:1 this list item starts at column 1, but the items beside it start at column 3. Indent line 6 by 2 more spaces, so that it starts at column 3.",
    ],
    [
      "one column left",
      " - type: cta",
      "6:2 this list item starts at column 2, but the items beside it start at column 3. Indent line 6 by 1 more space, so that it starts at column 3.",
    ],
    [
      "one column right",
      "   - type: cta",
      "6:4 this list item starts at column 4, but the items beside it start at column 3. Indent line 6 by 1 fewer space, so that it starts at column 3.",
    ],
    [
      "two columns right",
      "    - type: cta",
      "6:5 this list item starts at column 5, but the items beside it start at column 3. Indent line 6 by 2 fewer spaces, so that it starts at column 3.",
    ],
  ])("of a list dash moved %s is told with the column its sibling items start at", (_, moved, told) => {
    expect(explained(page(...firstItem, moved, "    heading: Next"))).toBe(told);
  });

  it("of a whole list item moved is one mistake: the hint names all of its lines", () => {
    expect(
      explained(
        page(
          ...firstItem,
          "    - type: cta",
          "      heading: Next",
          "      text: |",
          "        Words",
          "",
          "  - type: end",
        ),
      ),
    ).toBe(
      "6:5 this list item starts at column 5, but the items beside it start at column 3. Indent lines 6 to 9 by 2 fewer spaces, so that line 6 starts at column 3.",
    );
  });

  it.each([
    [
      "one column left",
      " - type: hero",
      "3:2 this list item starts at column 2, but the items beside it start at column 3. Indent line 3 by 1 more space, so that it starts at column 3.",
    ],
    [
      "two columns right",
      "    - type: hero",
      "3:5 this list item starts at column 5, but the items beside it start at column 3. Indent line 3 by 2 fewer spaces, so that it starts at column 3.",
    ],
  ])("of a list's first item moved %s is found by the items after it", (_, moved, told) => {
    expect(explained(page(moved, "    heading: Welcome", "    text: Hello", "  - type: cta"))).toBe(told);
  });

  it("of a key under its item's dash is told with the column of the item's keys", () => {
    expect(explained(page("  - type: hero", "  title: x"))).toBe(
      "4:3 this line starts at column 3, under the dash of the list item on line 3, but that item's keys start at column 5. Indent line 4 by 2 more spaces, so that it starts at column 5.",
    );
  });

  it("of an item's keys not lining up with the key after its dash names every line to move", () => {
    expect(
      explained(
        page(
          "  - type: hero",
          "     heading: Welcome",
          "     action:",
          "       label: Go",
          "     text: Hello",
          "  - type: cta",
        ),
      ),
    ).toBe(
      "4:6 this line starts at column 6, but the first key of its list item, on line 3, starts at column 5. Indent lines 4 to 7 by 1 fewer space, so that line 4 starts at column 5.",
    );
  });

  it("of a key of a nested mapping moved two columns left is told with its siblings' column", () => {
    expect(explained("title: Home\nhero:\n    heading: Welcome\n  text: Hello\n")).toBe(
      "4:3 this line starts at column 3, but the keys beside it start at column 5. Indent line 4 by 2 more spaces, so that it starts at column 5.",
    );
  });

  it("is not read into the text of a value: block text and brackets over several lines keep their own indentation", () => {
    const text = page(
      "  - type: hero",
      "    text: |",
      "       Indented text",
      "         more in",
      "    action: { label: Go,",
      "      href: / }",
      "   image: /a.svg",
    );
    expect(explained(text)).toBe(
      "9:4 this line starts at column 4, but the keys beside it start at column 5. Indent line 9 by 1 more space, so that it starts at column 5.",
    );
  });

  it("is not claimed when moving the line would not let the parser read on", () => {
    expect(explained('title: "Home\nblocks:\n  - type: hero\n   heading: x\n')).toBeUndefined();
    expect(explained("title: Home\ntitle: Again\nblocks:\n  - type: hero\n   heading: x\n")).toBeUndefined();
  });

  it("is not claimed for a mistake of another kind", () => {
    expect(explained("title: @home\nblocks: []\n")).toBeUndefined();
    expect(explained("title: Home\ndescription The colon is missing.\nblocks: []\n")).toBeUndefined();
  });
});
