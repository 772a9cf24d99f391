import { z } from "zod";
import { defineBlock } from "../define-block";
import { formDestination, formPolicySources } from "../kit/form-destination";
import { accentText, anchor, text } from "../primitives";

export const messageFormVariants = ["comment", "contact"] as const;

export const messageField = z
  .strictObject({
    name: z
      .string()
      .regex(/^[a-z][a-zA-Z]*$/, { error: 'a field name is one word, such as "email"' })
      .meta({ description: "Name of the field in the form's data: name, email, message, comment." }),
    label: text('Label over the field, such as "Email*".'),
    input: z
      .enum(["text", "email", "textarea"])
      .default("text")
      .meta({ description: "text: one line; email: an e-mail address; textarea: several lines." }),
    required: z.boolean().default(false).meta({ description: "The form is not sent while the field is empty." }),
    placeholder: text("Hint shown in the empty field.").optional(),
    requiredMessage: text('Shown when a required field is left empty, such as "Name is required."').optional(),
    invalidMessage: text(
      'Shown when an email field holds no e-mail address, such as "Valid email is required."',
    ).optional(),
  })
  .meta({ description: "One field of the form." });

export const messageFormBlock = defineBlock({
  type: "message-form",
  description:
    "A form that checks its fields with messages from the YAML (beside each field, announced, the first wrong field focused), sends them where send names, and shows a confirmation. Comment and contact forms.",
  group: "forms",
  fields: (kit) => ({
    id: anchor(),
    heading: accentText("Heading of the form.").optional(),
    lead: text("A sentence under the heading.").optional(),
    variant: z
      .enum(messageFormVariants)
      .default("contact")
      .meta({ description: "comment: a plain section under a blog post; contact: a card on a tinted band." }),
    fields: z.array(messageField).min(1).max(8).meta({ description: "The fields, top to bottom." }),
    submit: text("Text on the submit button."),
    confirmation: text(
      "Shown once a valid form is submitted: once it is sent, with send; at once, without (the form then stays on the page).",
    ),
    send: formDestination().optional(),
    note: z
      .array(
        z.strictObject({
          text: text("A piece of the note."),
          href: kit.link().optional().meta({ description: "Makes this piece a link." }),
        }),
      )
      .min(1)
      .optional()
      .meta({
        description: "A short note under the heading, in pieces some of which link, such as sign in / sign up.",
      }),
  }),
  contentSources: (blocks) => formPolicySources(blocks.map((block) => block.send)),
  check: ({ fields }, ctx) => {
    const names = new Set<string>();
    fields.forEach((item, index) => {
      if (names.has(item.name)) {
        ctx.addIssue({
          code: "custom",
          path: ["fields", index, "name"],
          message: `two fields are named "${item.name}"`,
        });
      }
      names.add(item.name);
      if (item.required && !item.requiredMessage) {
        ctx.addIssue({
          code: "custom",
          path: ["fields", index, "requiredMessage"],
          message: "a required field needs the message shown when it is left empty",
        });
      }
      if (item.input === "email" && !item.invalidMessage) {
        ctx.addIssue({
          code: "custom",
          path: ["fields", index, "invalidMessage"],
          message: "an email field needs the message shown when it holds no e-mail address",
        });
      }
    });
  },
});
