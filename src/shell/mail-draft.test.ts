import { describe, expect, it } from "vitest";
import { mailDraftAddress } from "./mail-draft";

describe("a mail draft", () => {
  it("has the page's title as its subject and a line per field, each part encoded", () => {
    const address = mailDraftAddress("mailto:team@acme.example", "Contact & Co", [
      ["name", "Ada Lovelace"],
      ["message", "Hello?\nA second line & more"],
    ]);
    expect(address).toBe(
      "mailto:team@acme.example?subject=Contact%20%26%20Co&body=name%3A%20Ada%20Lovelace%0D%0Amessage%3A%20Hello%3F%0AA%20second%20line%20%26%20more",
    );
    const url = new URL(address);
    expect(url.searchParams.get("body")).toBe("name: Ada Lovelace\r\nmessage: Hello?\nA second line & more");
  });
});
