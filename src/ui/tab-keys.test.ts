import { describe, expect, it } from "vitest";
import { tabIndexAfterKey } from "./tab-keys";

describe("tab keys", () => {
  it("arrows step to the next and previous tab and wrap around", () => {
    expect(tabIndexAfterKey("ArrowRight", 0, 3)).toBe(1);
    expect(tabIndexAfterKey("ArrowRight", 2, 3)).toBe(0);
    expect(tabIndexAfterKey("ArrowLeft", 0, 3)).toBe(2);
    expect(tabIndexAfterKey("ArrowDown", 1, 3)).toBe(2);
    expect(tabIndexAfterKey("ArrowUp", 1, 3)).toBe(0);
  });

  it("Home and End jump to the first and last tab", () => {
    expect(tabIndexAfterKey("Home", 2, 3)).toBe(0);
    expect(tabIndexAfterKey("End", 0, 3)).toBe(2);
  });

  it("other keys move nowhere", () => {
    expect(tabIndexAfterKey("Enter", 1, 3)).toBeNull();
  });
});
