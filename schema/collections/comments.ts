import { defineCollection } from "../define-collection";
import { text } from "../primitives";

export const commentsCollection = defineCollection(
  "comments",
  "A sample reader comment, shown under blog posts.",
  (kit) => ({
    name: text("Name of the commenter."),
    avatar: kit.image(),
    date: text('When it was written, as shown: "12 March, 2025 at 9:30 am".'),
    text: text("The comment."),
  }),
);
