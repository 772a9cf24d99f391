import { useEffect, useId, useRef } from "react";
import type { BlockProps } from "../../../schema/blocks";
import type { IslandRule } from "../../islands/island-start";
import { AccentText } from "../../ui/AccentText";
import { Icon } from "../../ui/Icon";
import MessageForm from "../message-form";

/** The opening button sits in the header on the first screen, so the window is ready at once. */
export const island: IslandRule<BlockProps<"contact-modal">> = "load";

/**
 * A contact form in a modal <dialog>. Buttons marked data-opens-dialog with this block's id open it
 * with showModal (focus moves in and stays in). The backdrop is static: a click on it does nothing and
 * Escape's cancel event is cancelled; only the close button closes it, and focus goes back to the
 * button that opened it.
 */
export default function ContactModal({
  id,
  heading,
  lead,
  fields,
  submit,
  confirmation,
  closeLabel,
}: BlockProps<"contact-modal">) {
  const headingId = useId();
  const dialog = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLElement | null>(null);

  useEffect(() => {
    const buttons = [...document.querySelectorAll<HTMLElement>("[data-opens-dialog]")].filter(
      (button) => button.dataset.opensDialog === id,
    );
    const open = (event: Event) => {
      if (!(event.currentTarget instanceof HTMLElement)) return;
      opener.current = event.currentTarget;
      dialog.current?.showModal();
    };
    for (const button of buttons) button.addEventListener("click", open);
    return () => {
      for (const button of buttons) button.removeEventListener("click", open);
    };
  }, [id]);

  return (
    <dialog
      ref={dialog}
      id={id}
      data-block="contact-modal"
      aria-labelledby={headingId}
      onCancel={(event) => event.preventDefault()}
      onClose={() => opener.current?.focus()}
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
          onClick={() => dialog.current?.close()}
          className="grid size-11 shrink-0 place-items-center rounded-full text-ink hover:bg-accent-soft"
          data-slot="close"
        >
          <Icon name="close" className="size-6" />
        </button>
      </div>
      <MessageForm type="message-form" variant="comment" fields={fields} submit={submit} confirmation={confirmation} />
    </dialog>
  );
}
