import { defineCollection, z } from "astro:content";
import { glob } from "astro/loaders";
import { pageSchema } from "./page-schema.mjs";

export const collections = {
  pages: defineCollection({ loader: glob({ pattern: "**/*.yaml", base: "./content/pages" }), schema: pageSchema(z) }),
};
