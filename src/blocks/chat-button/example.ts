import type { BlockInput } from "../../../schema/blocks";

export const examples: BlockInput<"chat-button">[] = [
  { type: "chat-button", href: "https://wa.me/5491155550123?text=Hola", label: "Chat with us on WhatsApp" },
];
