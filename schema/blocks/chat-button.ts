import { defineBlock } from "../define-block";
import { icon, text } from "../primitives";

export const chatButtonBlock = defineBlock({
  type: "chat-button",
  description:
    "A round button fixed at the bottom-right corner of the screen, above the back-to-top button, that opens a messaging chat.",
  group: "frame",
  fields: (kit) => ({
    href: kit.link().meta({ description: "The chat link, such as https://wa.me/5491155550123?text=Hola" }),
    label: text("Accessible name of the button, such as “Chat with us on WhatsApp”."),
    icon: icon().default("chat"),
  }),
});
