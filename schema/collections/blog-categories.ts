import { z } from "zod";
import { defineCollection } from "../define-collection";
import { text } from "../primitives";

export const blogCategoriesCollection = defineCollection(
  "blog-categories",
  "A category of the blog sidebar with its number of posts, shown as fixed sample figures.",
  () => ({
    name: text("Name of the category."),
    count: z.number().int().min(0).meta({ description: "Number of posts shown beside the name." }),
  }),
);
