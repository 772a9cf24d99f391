import type { BlockProps } from "../../../schema/blocks";
import { Icon } from "../../ui/Icon";

/** A round button fixed at the bottom-right, stacked above the back-to-top button (24 px in, 48 px tall), that opens a messaging chat in a new tab. */
export default function ChatButton({ href, label, icon }: BlockProps<"chat-button">) {
  return (
    <a
      data-block="chat-button"
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={label}
      title={label}
      className="fixed right-5 bottom-22 z-40 grid size-14 place-items-center rounded-full bg-accent text-accent-ink shadow-lift ring-4 ring-white transition-transform duration-200 hover:scale-105 hover:bg-accent-strong motion-safe:animate-[fade-up_300ms_ease-out]"
    >
      <Icon name={icon} className="size-7" />
    </a>
  );
}
