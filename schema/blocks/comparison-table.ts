import { z } from "zod";
import { defineBlock } from "../define-block";
import { anchor, sectionIntro, surface, text } from "../primitives";
import { blockWord } from "../kit/validation-context";

export const comparisonTableBlock = defineBlock({
  type: "comparison-table",
  description:
    "A table comparing providers or plans feature by feature: one row per feature, a yes or a no per provider, read as a real table by screen readers.",
  group: "content",
  fields: () => ({
    id: anchor(),
    ...sectionIntro(),
    corner: text('Heading of the feature column, such as "Features".').default(blockWord("features")),
    providers: z
      .array(text("Name of the provider or plan heading its column."))
      .min(2)
      .max(6)
      .meta({ description: "The columns, left to right (2 to 6)." }),
    highlight: z
      .number()
      .int()
      .positive()
      .optional()
      .meta({ description: "The column to stand out, counting from 1 (usually our own)." }),
    rows: z
      .array(
        z.strictObject({
          feature: text("The feature this row compares."),
          values: z
            .array(z.boolean())
            .min(2)
            .max(6)
            .meta({ description: "Whether each provider has it, in the order of the columns: true or false." }),
        }),
      )
      .min(1)
      .meta({ description: "The rows, top to bottom." }),
    yes: text("Word screen readers hear for a tick.").default(blockWord("tickYes")),
    no: text("Word screen readers hear for a cross.").default(blockWord("crossNo")),
    surface: surface(),
  }),
  check: ({ providers, rows, highlight }, ctx) => {
    rows.forEach((row, index) => {
      if (row.values.length !== providers.length) {
        ctx.addIssue({
          code: "custom",
          path: ["rows", index, "values"],
          message: `the row has ${row.values.length} values but the table has ${providers.length} providers; give one true or false per provider`,
        });
      }
    });
    if (highlight !== undefined && highlight > providers.length) {
      ctx.addIssue({
        code: "custom",
        path: ["highlight"],
        message: `highlight is ${highlight} but the table has ${providers.length} providers`,
      });
    }
  },
});
