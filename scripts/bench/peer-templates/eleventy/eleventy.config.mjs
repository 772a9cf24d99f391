import { parse } from "yaml";
import { z } from "zod";
import { pageSchema } from "./page-schema.mjs";
import { itemLabels, markedHeading, price, referencedRecords } from "./render-helpers.mjs";

const page = pageSchema(z);

export default function (eleventyConfig) {
  // The page files are the only YAML data: each is validated as Eleventy reads it.
  eleventyConfig.addDataExtension("yaml", { parser: (text) => page.parse(parse(text)) });
  eleventyConfig.addPassthroughCopy({ public: "/" });
  eleventyConfig.addFilter("marked", markedHeading);
  eleventyConfig.addFilter("records", referencedRecords);
  eleventyConfig.addFilter("price", price);
  eleventyConfig.addFilter("itemLabels", itemLabels);
}

export const config = {
  dir: { input: ".", includes: "_includes", data: "_data", output: "_site" },
  templateFormats: ["njk"],
};
