import { z } from "zod";
import { describe, expect, it } from "vitest";
import { collections } from "../../schema/collections";
import { createBlockKit } from "../../schema/kit/block-kit";
import { characterName, hiddenCharacterProblem } from "../../schema/kit/hidden-characters";
import { origin } from "../../schema/kit/origin-rule";
import { createValidationContext } from "../../schema/kit/validation-context";
import { createPageSchema } from "../../schema/page";
import { shownString, text } from "../../schema/primitives";
import { createSiteSchema } from "../../schema/site";

describe("text a page shows", () => {
  it.each([
    ["\u0000", "U+0000 NULL"],
    ["\u0007", "U+0007 BELL"],
    ["\u001b", "U+001B ESCAPE"],
    ["\r", "U+000D CARRIAGE RETURN"],
    ["\u007f", "U+007F DELETE"],
    ["\u0085", "U+0085 NEXT LINE"],
    ["\u009b", "U+009B CONTROL SEQUENCE INTRODUCER"],
    ["\u202a", "U+202A LEFT-TO-RIGHT EMBEDDING"],
    ["\u202e", "U+202E RIGHT-TO-LEFT OVERRIDE"],
    ["\u2066", "U+2066 LEFT-TO-RIGHT ISOLATE"],
    ["\u2069", "U+2069 POP DIRECTIONAL ISOLATE"],
    ["\ud800", "U+D800 SURROGATE HALF"],
  ])("refuses %j, naming it as %s, and where it is", (character, name) => {
    const problem = hiddenCharacterProblem(`Price${character} list`);
    expect(problem?.message).toContain(`${name} (character 6)`);
    expect(problem?.hint).toMatch(/^(Remove|Write)/);
  });

  it.each(["Line one\nline two", "Name\tValue", "Precio: 10 € 🎉", "שלום עולם", "مرحبا\u200f", "Zero\u200bwidth"])(
    "accepts %j: tabs, line breaks, any script, emoji and direction marks are text",
    (value) => {
      expect(hiddenCharacterProblem(value)).toBeUndefined();
      expect(text("x").safeParse(value).success).toBe(true);
    },
  );

  it("is refused with its own code and hint, in required and optional text alike", () => {
    for (const schema of [text("x"), shownString()]) {
      const issue = schema.safeParse("Clients\u001b[2J").error?.issues[0];
      expect(issue).toMatchObject({ code: "custom", params: { code: "hidden-character" } });
    }
    expect(characterName(0x20ac)).toBe("U+20AC");
  });
});

/** The check every text shares: the one the optional text schema is made of. */
const textCheck = shownString().def.checks?.[0];
/** Addresses of the site and its hosts allow only what an origin holds. */
const originCheck = origin("x").def.checks?.[0];

/** Every schema a document's value passes through, down to the leaves; a transformed field is a leaf. */
function leaves(schema: z.ZodType, found: z.ZodType[] = [], seen = new Set<z.ZodType>()): z.ZodType[] {
  if (seen.has(schema)) return found;
  seen.add(schema);
  const def = schema.def;
  const inner = (...schemas: unknown[]) => {
    for (const part of schemas) if (part instanceof z.ZodType) leaves(part, found, seen);
  };
  if ("innerType" in def) inner(def.innerType);
  else if (def.type === "object" && "shape" in def) inner(...Object.values(def.shape as object));
  else if (def.type === "array" && "element" in def) inner(def.element);
  else if (def.type === "union" && "options" in def) inner(...(def.options as unknown[]));
  else if (def.type === "record" && "valueType" in def) inner(def.valueType);
  else if (def.type === "tuple" && "items" in def) inner(...(def.items as unknown[]));
  else found.push(schema);
  return found;
}

describe("every text field of pages, site.yaml and collections", () => {
  const kit = createBlockKit(createValidationContext());
  const documents = [
    createPageSchema(kit),
    createSiteSchema(kit),
    ...collections.map((collection) => collection.record(kit)),
  ];
  const all = documents.flatMap((document) => leaves(document));

  it("shares the check that refuses hidden characters, unless a pattern allows only certain characters", () => {
    const strings = all.filter((leaf) => leaf instanceof z.ZodString);
    const has = (leaf: z.ZodString, check: unknown) => leaf.def.checks?.some((own) => own === check) ?? false;
    const shared = strings.filter((leaf) => has(leaf, textCheck));
    const unchecked = strings.filter(
      (leaf) =>
        !shared.includes(leaf) && !has(leaf, originCheck) && !["regex", "starts_with"].includes(leaf.format ?? ""),
    );
    expect(unchecked.map((leaf) => leaf.description)).toEqual([]);
    expect(shared.length).toBeGreaterThan(200);
  });

  it("refuses a control character in every link and image field, by the field's own rule", () => {
    const transformed = all.filter((leaf) => leaf.def.type === "pipe");
    expect(transformed.length).toBeGreaterThan(10);
    for (const leaf of transformed) {
      for (const value of ["/art/x.svg\u001b", "https://example.com/\u001b", "#top\u0007"]) {
        expect(leaf.safeParse(value).success).toBe(false);
      }
    }
  });
});
