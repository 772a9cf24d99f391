import { z } from "zod";
import { defineBlock } from "../define-block";
import { anchor, icon, sectionIntro, surface, text } from "../primitives";

/** How the members look: cards with a square portrait, round photos on the background, or portraits that carry their caption and show their links on hover and focus. */
export const teamGridVariants = ["cards", "round", "reveal"] as const;

export const teamGridBlock = defineBlock({
  type: "team-grid",
  description: "A heading and a grid of team members: photo, name, role and optional social links.",
  group: "content",
  fields: (kit) => ({
    id: anchor(),
    ...sectionIntro(),
    members: z
      .array(
        z
          .strictObject({
            person: kit.person().meta({
              description: "Who: the id of a person in content/people.yaml, whose name and portrait the card shows.",
            }),
            role: text("Role or position, such as Art Director."),
            social: z
              .array(
                z.strictObject({ icon: icon(), label: text("Name of the site, such as LinkedIn."), href: kit.link() }),
              )
              .max(4)
              .default([])
              .meta({ description: "Links to the member's profiles." }),
          })
          // The card takes the person's name and portrait as its own: the page's HTML is the same as if written here.
          .transform(({ person, ...member }) => ({ name: person.name, image: person.avatar, ...member })),
      )
      .min(1)
      .meta({ description: "The members, in order." }),
    columns: z
      .union([z.literal(3), z.literal(4)])
      .default(4)
      .meta({ description: "Members per row on wide screens (3 or 4); 2 on tablets, 1 on phones." }),
    variant: z.enum(teamGridVariants).default("cards").meta({
      description:
        "cards: raised cards, each a square portrait over the name, role and social links, aligned left; round: round photos on the section's background, name and role centred under them; reveal: portraits that fill their card, name and role on a caption over the photo, and social links that show over its corner on hover or keyboard focus (always shown on touch screens).",
    }),
    surface: surface(),
  }),
});
