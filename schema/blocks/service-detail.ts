import { z } from "zod";
import { defineBlock } from "../define-block";
import { accentText, action, navLink, shareLinks, shownString, text } from "../primitives";

export const serviceDetailBlock = defineBlock({
  type: "service-detail",
  description:
    "One service in full: a picture, paragraphs and what is included, share links, and a sidebar listing every service (this one marked) with a contact card.",
  group: "content",
  fields: (kit) => ({
    image: kit.image().meta({ description: "Picture at the top of the service." }),
    imageAlt: shownString().default("").meta({ description: "What the picture shows; empty when it only decorates." }),
    heading: accentText("Heading over the text, such as What we do in web design."),
    paragraphs: z.array(text("A paragraph.")).min(1).meta({ description: "The text, paragraph by paragraph." }),
    includedHeading: text("Heading of the list of what is included.").optional(),
    included: z.array(text("One thing the service includes.")).default([]).meta({ description: "A ticked list." }),
    share: shareLinks(kit).meta({ description: "Share icons under the text." }),
    services: z
      .strictObject({
        heading: text("Heading of the list, such as Our Services."),
        links: z.array(navLink(kit)).min(1).meta({ description: "A link to each service, in order." }),
        current: z
          .number()
          .int()
          .positive()
          .meta({ description: "Which link is this page, counting from 1: marked and announced as the current page." }),
      })
      .meta({ description: "The sidebar's list of every service." }),
    contact: z
      .strictObject({ heading: text("Heading of the card."), text: text("A line under it."), action: action(kit) })
      .optional()
      .meta({ description: "A card under the list that invites a call or a message." }),
  }),
  check: ({ services }, ctx) => {
    if (services.current > services.links.length) {
      ctx.addIssue({
        code: "custom",
        path: ["services", "current"],
        message: `current is ${services.current} but the list has ${services.links.length} links`,
      });
    }
  },
});
