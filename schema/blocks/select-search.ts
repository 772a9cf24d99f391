import { z } from "zod";
import { defineBlock } from "../define-block";
import { anchor, text } from "../primitives";

export const selectSearchBlock = defineBlock({
  type: "select-search",
  description:
    "A search bar of labelled drop-down lists and a button, such as property, market and price. Submitting it stays on the page and logs the chosen values.",
  group: "forms",
  fields: () => ({
    id: anchor(),
    heading: text("Heading above the lists, read as the form's name.").optional(),
    selects: z
      .array(
        z.strictObject({
          name: z
            .string()
            .regex(/^[a-z][a-z-]*$/, { error: "a field name is lower-case letters and dashes, such as price" })
            .meta({ description: "Name of the value in the logged form data, such as price." }),
          label: text("Label shown above the list."),
          options: z.array(text("One choice.")).min(2).meta({ description: "The choices, the first one chosen." }),
        }),
      )
      .min(1)
      .max(4)
      .meta({ description: "The drop-down lists, left to right." }),
    button: text("Text on the submit button."),
  }),
  check: ({ selects }, ctx) => {
    const names = new Set<string>();
    selects.forEach((select, index) => {
      if (names.has(select.name)) {
        ctx.addIssue({
          code: "custom",
          path: ["selects", index, "name"],
          message: `two lists are named "${select.name}"`,
        });
      }
      names.add(select.name);
    });
  },
});
