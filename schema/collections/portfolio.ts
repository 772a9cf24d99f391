import { z } from "zod";
import { defineCollection } from "../define-collection";
import { text } from "../primitives";

/** Words a portfolio entry's category may hold; list filters match one of them. */
export const portfolioCategories = [
  "marketing",
  "application",
  "design",
  "dev",
  "branding",
  "logo",
  "illustration",
] as const;

const categoryWords = z
  .string()
  .regex(new RegExp(`^(${portfolioCategories.join("|")})( (${portfolioCategories.join("|")}))*$`), {
    error: `expected category words separated by spaces, each one of: ${portfolioCategories.join(", ")}`,
  })
  .meta({
    description: `Space-separated category words (${portfolioCategories.join(", ")}); a filter shows the entries whose category holds its word.`,
  });

export const portfolioCollection = defineCollection(
  "portfolio",
  "A portfolio entry, shown in portfolio grids and at /portfolio/{id}.",
  (kit) => ({
    name: text("Name of the project; the page of the project may take it as its title.", "title"),
    tag: text('Short kind of work shown above the name, for example "Branding".'),
    category: categoryWords,
    image: kit.image(),
    projectInfo: z
      .strictObject({
        date: text('When the project was delivered, as shown: "12 March, 2025".'),
        clientName: text("Who the work was for."),
        projectType: text('What was made, for example "Mobile app".'),
      })
      .optional()
      .meta({ description: "Facts shown in the About sidebar of the detail page; left out when not known." }),
    videoId: z
      .string()
      .regex(/^[\w-]{11}$/, { error: "expected a video id: the 11 characters after watch?v= in a video URL" })
      .optional()
      .meta({ description: "Video-sharing id of a showreel, for grids that open videos." }),
    zoomImage: kit
      .image()
      .optional()
      .meta({ description: "A larger picture the lightbox shows instead of the thumbnail." }),
  }),
);
