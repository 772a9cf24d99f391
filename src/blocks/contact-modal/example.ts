import type { BlockInput } from "../../../schema/blocks";

export const examples: BlockInput<"contact-modal">[] = [
  {
    type: "contact-modal",
    id: "contact",
    heading: "Tell us about {your project}",
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
    submit: "Send message",
    confirmation: "Thank you!",
  },
];
