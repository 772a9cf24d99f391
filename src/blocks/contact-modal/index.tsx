import { useId } from "react";
import type { BlockProps } from "../../../schema/blocks";
import type { IslandRule } from "../../islands/island-start";
import { AccentText } from "../../ui/AccentText";
import { Icon } from "../../ui/Icon";
import MessageForm from "../message-form";

/**
 * The window opens and closes with no script (below); only its form needs the island, which starts
 * when the visitor first reaches into the open window.
 */
export const island: IslandRule<BlockProps<"contact-modal">> = "interaction";

/**
 * A contact form in a modal <dialog>. A button with `commandfor` naming this block's id and
 * `command="show-modal"` opens it (the header's dialog button does), with no script: focus moves in
 * and stays in. The backdrop is static (`closedby="none"`): neither a click on it nor Escape closes
 * the window; only the close button does, and the browser gives focus back to the button that opened it.
 */
export default function ContactModal({
  id,
  heading,
  lead,
  fields,
  submit,
  confirmation,
  closeLabel,
  send,
}: BlockProps<"contact-modal">) {
  const headingId = useId();

  return (
    <dialog
      id={id}
      data-block="contact-modal"
      aria-labelledby={headingId}
      closedby="none"
      className="m-auto max-h-[calc(100dvh-2rem)] w-[min(40rem,calc(100vw-2rem))] overflow-y-auto rounded-card bg-white p-0 shadow-lift backdrop:bg-ink/60 open:motion-safe:animate-[fade-up_300ms_ease-out]"
    >
      <div className="flex items-start justify-between gap-4 px-6 pt-6 sm:px-10 sm:pt-8">
        <div>
          <h2 id={headingId} className="text-2xl sm:text-3xl">
            <AccentText text={heading} />
          </h2>
          {lead && <p className="mt-2 text-muted">{lead}</p>}
        </div>
        <button
          type="button"
          aria-label={closeLabel}
          commandfor={id}
          command="close"
          className="grid size-11 shrink-0 place-items-center rounded-full text-ink hover:bg-accent-soft"
          data-slot="close"
        >
          <Icon name="close" className="size-6" />
        </button>
      </div>
      <MessageForm
        type="message-form"
        variant="comment"
        fields={fields}
        submit={submit}
        confirmation={confirmation}
        send={send}
      />
    </dialog>
  );
}
