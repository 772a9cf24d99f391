import { z } from "zod";
import { defineBlock } from "../define-block";
import { anchor, icon, sectionIntro, surface, text } from "../primitives";

/** How the members look: portrait cards, round photos on the background, or cards whose social links show on hover and focus. */
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
        z.strictObject({
          name: text("Full name."),
          role: text("Role or position, such as Art Director."),
          image: kit.image().meta({ description: "Portrait, a picture in public/ such as /art/avatars/3.svg." }),
          social: z
            .array(
              z.strictObject({ icon: icon(), label: text("Name of the site, such as LinkedIn."), href: kit.link() }),
            )
            .max(4)
            .default([])
            .meta({ description: "Links to the member's profiles." }),
        }),
      )
      .min(1)
      .meta({ description: "The members, in order." }),
    columns: z
      .union([z.literal(3), z.literal(4)])
      .default(4)
      .meta({ description: "Members per row on wide screens (3 or 4); 2 on tablets, 1 on phones." }),
    variant: z.enum(teamGridVariants).default("cards").meta({
      description:
        "cards: portraits in raised cards; round: round photos on the section's background; reveal: portrait cards whose social links slide in over the photo on hover or keyboard focus (always shown on touch screens).",
    }),
    surface: surface(),
  }),
});
