import { z } from "zod";
import { defineCollection } from "../define-collection";
import { text } from "../primitives";

/** "14 March, 2025 at 9:42 am": how comments show when they were written. */
export const commentDate =
  /^([1-9]|[12][0-9]|3[01]) (January|February|March|April|May|June|July|August|September|October|November|December), ([0-9]{4}) at (1[0-2]|[1-9]):[0-5][0-9] (am|pm)$/;

export const commentsCollection = defineCollection(
  "comments",
  "A sample reader comment, shown under the blog post it answers.",
  (kit) => ({
    post: z
      .number()
      .int()
      .positive()
      .meta({ description: "Id of the blog post the comment answers (content/blog.yaml); it shows under that post." }),
    person: kit.person().meta({
      description:
        "Who wrote it: the id of a person in content/people.yaml, whose name and portrait show with the comment.",
    }),
    date: z
      .string()
      .regex(commentDate, {
        error: 'expected a date written as "12 March, 2025 at 9:30 am": day, month in English, comma, year, "at", time',
      })
      .meta({
        description: 'When it was written, as shown: "12 March, 2025 at 9:30 am"; never before its post\'s date.',
      }),
    text: text("The comment."),
  }),
);
