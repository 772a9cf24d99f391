import { z } from "zod";
import { portfolioCategories } from "../collections/portfolio";
import { defineBlock } from "../define-block";
import { anchor, sectionIntro, text } from "../primitives";
import { lightboxStyleSources, videoServiceOrigin } from "../../src/ui/third-party-sources";
import { blockWord } from "../kit/validation-context";

export const portfolioGridVariants = ["filter", "masonry"] as const;

export const portfolioGridBlock = defineBlock({
  type: "portfolio-grid",
  description:
    "A grid of portfolio entries. filter: filter tabs over the entries, a click on a picture opens it larger; masonry: two columns of pictures with tag and name linking to /portfolio/{id}.",
  group: "collections",
  fields: (kit) => ({
    id: anchor(),
    ...sectionIntro(),
    heading: sectionIntro().heading.optional(),
    variant: z.enum(portfolioGridVariants).default("filter").meta({
      description:
        "filter: three columns, filter tabs and a lightbox; masonry: two columns (one under 768 px), pictures keep their height.",
    }),
    entries: kit
      .many("portfolio")
      .meta({ description: "Which entries to show, in order: { from: portfolio, range: [1, 8] }." }),
    filters: z
      .array(
        z.strictObject({
          label: text("Text of the tab."),
          value: z
            .enum(["*", ...portfolioCategories])
            .meta({ description: "* shows every entry; a category word shows the entries whose category holds it." }),
        }),
      )
      .min(2)
      .optional()
      .meta({
        description: "Filter tabs over the grid, the first one selected; with JavaScript off every entry shows.",
      }),
    filtersLabel: text("Accessible name of the group of filter tabs.").default(blockWord("filterProjects")),
    openLabel: text("Accessible name of a picture's link to the larger view; {name} is the entry's name.").default(
      "View {name} larger",
    ),
    videos: z.boolean().default(false).meta({
      description:
        "Entries with a video open it in a window over the page instead of the larger picture, and show a play mark.",
    }),
    playLabel: text("Accessible name of an entry's video link; {name} is the entry's name.").default(
      "Play the video of {name}",
    ),
    closeLabel: text("Accessible name of the button that closes the video.").default(blockWord("closeVideo")),
    imageError: text("Shown in the larger view when a picture cannot be loaded.").default(blockWord("imageCannotLoad")),
  }),
  contentSources: (blocks) => ({
    "frame-src": blocks.some((block) => block.videos && block.entries.some((entry) => entry.videoId))
      ? [videoServiceOrigin]
      : [],
    "style-src": blocks.some((block) => block.variant === "filter") ? lightboxStyleSources : [],
  }),
});
