import { describe, expect, it } from "vitest";
import { z } from "zod";
import { sizeMessage } from "../../src/engine/validate/issues/issue-wording";

/** The words for the first issue zod finds with `value` against `schema`. */
function words(schema: z.ZodType, value: unknown): string {
  const issue = schema.safeParse(value, { reportInput: true }).error?.issues[0];
  if (issue?.code !== "too_small" && issue?.code !== "too_big") throw new Error(`no bound issue: ${issue?.code}`);
  return sizeMessage(issue);
}

describe("a value past a bound, in words", () => {
  it("says at least or at most for a bound the value may equal", () => {
    expect(words(z.number().min(1), 0)).toBe("must be at least 1, got number 0");
    expect(words(z.number().max(5), 7)).toBe("must be at most 5, got number 7");
  });

  it("says more than or less than for a bound it may not: 0 is not at least 0's failure", () => {
    expect(words(z.number().int().positive(), 0)).toBe("must be more than 0, got number 0");
    expect(words(z.number().lt(10), 10)).toBe("must be less than 10, got number 10");
  });

  it("counts characters of text and items of a list", () => {
    expect(words(z.string().min(1), "")).toBe("must not be empty");
    expect(words(z.array(z.string()).max(2), ["a", "b", "c"])).toBe("must list at most 2 items");
  });
});
