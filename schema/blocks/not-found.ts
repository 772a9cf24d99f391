import { defineBlock } from "../define-block";
import { action, text } from "../primitives";

export const notFoundBlock = defineBlock({
  type: "not-found",
  description: "The body of the not-found page: an illustration, a heading, a line of help and a button home.",
  group: "openers",
  fields: (kit) => ({
    heading: text("Heading, such as the page-not-found message."),
    text: text("The line of help under the heading."),
    image: kit.image(),
    action: action(kit),
  }),
});
