import { z } from "zod";
import { defineBlock } from "../define-block";
import { icon, text } from "../primitives";
import { lightboxStyleSources } from "../../src/ui/third-party-sources";
import { blockWord } from "../kit/validation-context";

/** Labels of an entry's project facts (its projectInfo), which show when the entry has them. */
export const projectFactLabels = () =>
  z
    .strictObject({
      date: text("Label of the date.").default(blockWord("date")),
      clientName: text("Label of the client's name.").default(blockWord("clientName")),
      projectType: text("Label of the project type.").default(blockWord("projectType")),
    })
    .prefault({})
    .meta({ description: "Labels of the project facts, shown when the entry has them." });

export const portfolioDetailBlock = defineBlock({
  type: "portfolio-detail",
  description:
    "A portfolio entry's page: tag and name as the h1, a looping carousel of its picture, the About sidebar (project facts when the entry has them, social icons), text sections and a three-picture gallery that opens larger.",
  group: "collections",
  fields: (kit) => ({
    entry: kit.one("portfolio").meta({ description: 'The entry: "current" on pages/portfolio/[id].yaml.' }),
    carousel: z
      .strictObject({
        label: text("Accessible name of the carousel.").default(blockWord("projectPictures")),
        slideLabel: text("Name of each slide; {n} is its number, {count} how many there are.").default(
          "Picture {n} of {count}",
        ),
        previous: text("Accessible name of the previous arrow.").default(blockWord("previousPicture")),
        next: text("Accessible name of the next arrow.").default(blockWord("nextPicture")),
      })
      .prefault({})
      .meta({ description: "Words of the carousel, which shows three copies of the entry's picture." }),
    about: z
      .strictObject({
        heading: text("Heading of the sidebar.").default(blockWord("about")),
        text: text("The sidebar's paragraph."),
        labels: projectFactLabels(),
        social: z
          .array(z.strictObject({ icon: icon(), label: text("Accessible name of the icon link."), href: kit.link() }))
          .max(5)
          .default([])
          .meta({ description: "Social icons under the facts." }),
      })
      .meta({ description: "The sidebar beside the text." }),
    sections: z
      .array(
        z.strictObject({
          heading: text("Heading of the section."),
          text: z.array(text("A paragraph.")).min(1).meta({ description: "The paragraphs of the section." }),
        }),
      )
      .min(1)
      .meta({ description: "Text sections of the page." }),
    gallery: z
      .strictObject({
        heading: text("Heading over the gallery.").optional(),
        images: z
          .array(z.strictObject({ image: kit.image(), alt: text("What the picture shows.") }))
          .length(3)
          .meta({ description: "Three pictures; a click opens them larger." }),
        openLabel: text("Accessible name of a picture's link; {alt} is its description.").default(
          blockWord("viewLarger"),
        ),
        imageError: text("Shown in the larger view when a picture cannot be loaded.").default(
          "The image cannot be loaded",
        ),
      })
      .meta({ description: "The gallery under the text." }),
  }),
  contentSources: () => ({ "style-src": lightboxStyleSources }),
});
