import { z } from "zod";
import { defineBlock } from "../define-block";
import { anchor, sectionIntro, shownString, text } from "../primitives";

export const tabbedShowcaseBlock = defineBlock({
  type: "tabbed-showcase",
  description:
    "A heading and a row of tabs; each tab shows a heading, a text, a list of points and an illustration. The first tab is open.",
  group: "interactive",
  fields: (kit) => ({
    id: anchor(),
    ...sectionIntro(),
    numbered: z
      .boolean()
      .default(false)
      .meta({ description: "Number the tabs 1, 2, 3…, for steps that follow one another." }),
    tabs: z
      .array(
        z.strictObject({
          label: text("Text on the tab."),
          heading: text("Heading of the panel."),
          text: text("Paragraph of the panel."),
          points: z.array(text("A short point.")).default([]).meta({ description: "Points with a check mark." }),
          image: kit.image(),
          imageAlt: shownString()
            .default("")
            .meta({ description: "What the illustration shows; leave empty when it only decorates." }),
        }),
      )
      .min(2)
      .meta({ description: "The tabs, in order (at least two); the first is open when the page loads." }),
    surface: z
      .enum(["plain", "tinted"])
      .default("plain")
      .meta({ description: "Background of the section; the panels are white cards on either." }),
  }),
});
