import { defineBlock } from "../define-block";
import { text } from "../primitives";
import { blockWord } from "../kit/validation-context";

export const projectNavBlock = defineBlock({
  type: "project-nav",
  description:
    "Prev and Next blocks at the foot of a portfolio entry's page, leading to the neighbouring entries of the list (from the last entry, Next leads to the first).",
  group: "collections",
  fields: (kit) => ({
    entry: kit.one("portfolio").meta({ description: 'The entry of the page: "current".' }),
    entries: kit
      .many("portfolio")
      .meta({ description: "The list the neighbours come from, in order: { from: portfolio, range: [1, 60] }." }),
    label: text("Accessible name of the navigation.").default(blockWord("moreProjects")),
    previous: text("Label of the link to the previous entry.").default(blockWord("previousProject")),
    next: text("Label of the link to the next entry.").default(blockWord("nextProject")),
  }),
});
