import { defineCollection } from "../define-collection";
import { text } from "../primitives";

export const peopleCollection = defineCollection(
  "people",
  "A person the site shows with a portrait: a team member, a client quoted in a testimonial or a reader who commented. Team grids, testimonials and comments name a person by id, so a person has one face on every page.",
  (kit) => ({
    name: text("Full name, shown beside the portrait."),
    avatar: kit.image().meta({
      description:
        "Portrait drawn for this person alone: /art/faces/<id>.svg, which npm run art draws from scripts/art/portraits.ts.",
    }),
  }),
);
