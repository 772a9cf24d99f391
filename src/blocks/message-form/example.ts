import type { BlockInput } from "../../../schema/blocks";

export const examples: BlockInput<"message-form">[] = [
  {
    type: "message-form",
    variant: "comment",
    heading: "Leave a Reply",
    note: [
      { text: "You can " },
      { text: "sign in", href: "/login" },
      { text: " or " },
      { text: "sign up", href: "/signup" },
      { text: " to comment under your name." },
    ],
    fields: [
      { name: "name", label: "Name*", required: true, requiredMessage: "Please enter your name." },
      {
        name: "email",
        label: "Email*",
        input: "email",
        required: true,
        requiredMessage: "Please enter your email.",
        invalidMessage: "Please enter a valid email address.",
      },
      { name: "comment", label: "Your Comment", input: "textarea" },
    ],
    submit: "Post Comment",
    confirmation: "Thank you! Your comment is waiting for moderation.",
  },
  {
    type: "message-form",
    heading: "Send us a {message}",
    fields: [
      { name: "name", label: "Name", required: true, requiredMessage: "Name is required." },
      {
        name: "email",
        label: "Email",
        input: "email",
        required: true,
        requiredMessage: "Valid email is required.",
        invalidMessage: "Valid email is required.",
      },
      {
        name: "message",
        label: "Message",
        input: "textarea",
        required: true,
        requiredMessage: "Please,leave us a message.",
      },
    ],
    submit: "Send Message",
    confirmation: "Thank you! We will answer within one working day.",
  },
];
