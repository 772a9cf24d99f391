import { HtmlValidate, StaticConfigLoader } from "html-validate";
import { describe, expect, it } from "vitest";
import { htmlValidateConfig } from "../dist/html-validate-config";

const validator = new HtmlValidate(new StaticConfigLoader(htmlValidateConfig));

const page = (body: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8" /><title>T</title></head><body>${body}</body></html>`;

async function rules(body: string): Promise<string[]> {
  const report = await validator.validateString(page(body));
  return report.results.flatMap((result) => result.messages.map((message) => message.ruleId));
}

describe("the HTML validator's configuration", () => {
  it("accepts an island as the renderer writes it, in React's attribute style", async () => {
    const island =
      '<bp-island data-type="faq" data-start="visible" data-component="/assets/faq.js" data-prefix="b3-">' +
      '<section aria-labelledby="_b3-R_0_"><h2 id="_b3-R_0_">Faq</h2><input type="text" name="q" aria-label="Q" required="" /></section>' +
      "</bp-island>";
    expect(await rules(island)).toEqual([]);
  });

  it("still reports what would be a mistake", async () => {
    expect(
      await rules('<bp-island data-type="faq" data-start="soon" data-component="/a.js" data-prefix="b1-"></bp-island>'),
    ).toContain("attribute-allowed-values");
    expect(await rules("<bp-islands></bp-islands>")).toContain("no-unknown-elements");
    expect(await rules('<p id="a">x</p><p id="a">y</p>')).toContain("no-dup-id");
    expect(await rules('<a href="tel:+1">+1 555 0100</a>')).toContain("tel-non-breaking");
    expect(await rules('<a class="whitespace-nowrap" href="tel:+1">+1 555 0100</a>')).toEqual([]);
  });
});
