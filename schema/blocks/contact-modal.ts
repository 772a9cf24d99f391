import { z } from "zod";
import { defineBlock } from "../define-block";
import { formDestination, formPolicySources } from "../kit/form-destination";
import { accentText, text } from "../primitives";
import { messageField } from "./message-form";
import { blockWord } from "../kit/validation-context";

export const contactModalBlock = defineBlock({
  type: "contact-modal",
  description:
    "A contact form in a modal window, opened by a header button whose dialog names this block's id. Its backdrop is static: neither a click beside it nor Escape closes it, only its close button.",
  group: "frame",
  fields: () => ({
    id: z
      .string()
      .regex(/^[a-z][a-z0-9-]*$/, { error: "an id is lower-case letters, digits and dashes, such as contact" })
      .meta({ description: "Name the header's dialogButton uses to open this window." }),
    heading: accentText("Heading of the window, also its accessible name."),
    lead: text("A sentence under the heading.").optional(),
    fields: z.array(messageField).min(1).max(8).meta({ description: "The fields, top to bottom." }),
    submit: text("Text on the submit button."),
    confirmation: text(
      "Shown once a valid form is submitted: once it is sent, with send; at once, without (the form then stays on the page).",
    ),
    send: formDestination().optional(),
    closeLabel: text("Accessible name of the close button.").default(blockWord("close")),
  }),
  contentSources: (blocks) => formPolicySources(blocks.map((block) => block.send)),
});
