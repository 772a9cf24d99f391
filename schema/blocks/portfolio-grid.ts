import { z } from "zod";
import { portfolioCategories } from "../collections/portfolio";
import { defineBlock } from "../define-block";
import { anchor, sectionIntro, text } from "../primitives";
import { lightboxStyleSources, videoServiceOrigin } from "../../src/ui/third-party-sources";
import { blockWord } from "../kit/validation-context";
import { opensLarger } from "../../src/blocks/portfolio-grid/layouts";
import { projectFactLabels } from "./portfolio-detail";

export const portfolioGridVariants = [
  "filter",
  "overlay",
  "list",
  "bleed",
  "columns",
  "featured",
  "masonry",
  "carousel",
] as const;

export const portfolioGridBlock = defineBlock({
  type: "portfolio-grid",
  description:
    "Portfolio entries, each its picture, tag and name, in one of eight layouts. A click on a picture opens it larger (its video, with videos), except in the masonry, whose entries link to /portfolio/{id}; filter tabs over the entries show the ones of a kind.",
  group: "collections",
  fields: (kit) => ({
    id: anchor(),
    ...sectionIntro(),
    heading: sectionIntro().heading.optional(),
    variant: z.enum(portfolioGridVariants).default("filter").meta({
      description:
        "filter: cards three to a row (two from 640 px, one under), the last row centred, tag and name under each; overlay: the same rows, tag and name on a card over the bottom of the picture, shown on hover or focus (always on touch screens); list: one entry per row, the picture at one side and the tag, name, the entry's facts (date, client, project type) and a link to its page at the other (stacked under 768 px); bleed: pictures edge to edge, three to a row from 768 px, no gaps or cards, the name under each; columns: two large columns, larger names under the pictures; featured: the first entry across the width, its picture beside its name and facts, then the rest four to a row from 1024 px (two from 768 px); masonry: two columns (one under 768 px) of links to /portfolio/{id}, every third picture taller; carousel: a looping strip, one entry in view (two from 768 px, three from 1024 px), moved by previous and next arrows under it (no filters).",
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
    factLabels: projectFactLabels(),
    moreLabel: text(
      "Text of the link to the entry's page beside its facts (list, and featured's first entry).",
    ).default(blockWord("readMore")),
    imageError: text("Shown in the larger view when a picture cannot be loaded.").default(blockWord("imageCannotLoad")),
    previousLabel: text("Accessible name of the carousel's previous arrow.").default(blockWord("previousProjects")),
    nextLabel: text("Accessible name of the carousel's next arrow.").default(blockWord("nextProjects")),
  }),
  check: ({ variant, filters }, ctx) => {
    // A carousel shows a few entries at a time and moves through all of them: tabs that hid some of
    // its slides would leave gaps in the strip.
    if (variant === "carousel" && filters) {
      ctx.addIssue({
        code: "custom",
        path: ["filters"],
        message: "a carousel has no filter tabs; remove filters, or pick a variant that shows them, such as filter",
      });
    }
  },
  contentSources: (blocks) => ({
    "frame-src": blocks.some((block) => block.videos && block.entries.some((entry) => entry.videoId))
      ? [videoServiceOrigin]
      : [],
    "style-src": blocks.some((block) => opensLarger(block.variant)) ? lightboxStyleSources : [],
  }),
});
