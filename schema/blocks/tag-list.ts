import { z } from "zod";
import { defineBlock } from "../define-block";
import { anchor, icon, sectionIntro, surface, text } from "../primitives";

export const tagListBlock = defineBlock({
  type: "tag-list",
  description: "A heading and a cloud of short tags, such as the benefits of a product.",
  group: "content",
  fields: () => ({
    id: anchor(),
    ...sectionIntro(),
    tags: z
      .array(z.strictObject({ text: text("A few words."), icon: icon().optional() }))
      .min(1)
      .meta({ description: "The tags, in reading order; without an icon a tag shows a check mark." }),
    surface: surface(),
  }),
});
