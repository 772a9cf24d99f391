import { HtmlValidate, StaticConfigLoader } from "html-validate";
import { describe, expect, it } from "vitest";
import { htmlValidateConfig } from "./html-validate-config";
import { builtHtmlFiles, readBuilt } from "./built-site";

const validator = new HtmlValidate(new StaticConfigLoader(htmlValidateConfig));
// The block catalog shows several examples of each block one after the other, so the landmarks of a
// block's examples (a header's navigation, a footer's) repeat by design there, and only there.
const catalogValidator = new HtmlValidate(
  new StaticConfigLoader({ ...htmlValidateConfig, rules: { ...htmlValidateConfig.rules, "unique-landmark": "off" } }),
);

describe("every built page is valid HTML", () => {
  it("finds the built pages (run npm run build first)", () => {
    expect(builtHtmlFiles.length).toBeGreaterThan(100);
  });

  it.each(builtHtmlFiles)("dist/%s", async (file) => {
    const report = await (file.startsWith("_catalog/") ? catalogValidator : validator).validateString(readBuilt(file), `dist/${file}`);
    const problems = report.results.flatMap((result) =>
      result.messages.map((message) => `dist/${file}:${message.line}:${message.column} ${message.ruleId}: ${message.message}`),
    );
    expect(problems).toEqual([]);
  });
});
