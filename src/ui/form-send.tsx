import type { FormDestination } from "../../schema/kit/form-destination";
import type { UiText } from "../page/ui-text";
import { cx } from "./cx";

/**
 * The markup of a form that may send: the form element's attributes, its hidden fields, the line
 * that tells how sending went, and a submit button's label while it sends. The shell reads it
 * (src/shell/sending-forms.ts); without script, the browser posts the form as these attributes say.
 */

/** The field bots fill in and people never see: the name Formspree and Basin read, and Netlify is told. */
const honeypotName = "_gotcha";

/** Names the group of a sending form, whose busy state its button label and button read. */
export const sendingFormGroup = "group/send";

/**
 * The form element's attributes: without a destination it stays on the page (the shell cancels its
 * submit); with one, it posts there, which is also what the browser does when no script runs.
 */
export function formSendAttributes(send: FormDestination | undefined) {
  if (!send) return { "data-stay": "" };
  switch (send.kind) {
    case "endpoint":
      return { action: send.to, method: "post", "data-send": "post" };
    case "netlify":
      // Netlify finds the form by these in the built HTML, and takes posts to the page's own path.
      return {
        name: send.name,
        method: "post",
        "data-send": "post",
        "data-netlify": "true",
        "netlify-honeypot": honeypotName,
      };
    case "mailto":
      return { action: `mailto:${send.address}`, method: "post", encType: "text/plain", "data-send": "mailto" };
  }
}

/**
 * The hidden fields a destination reads: the honeypot, and Netlify's form name. The honeypot is moved
 * off the screen rather than hidden by display: none, which some bots read as a field to skip; it is
 * out of the tab order and hidden from assistive technology. An e-mail has no server to filter it.
 */
export function FormSendFields({ send, text }: { send: FormDestination | undefined; text: UiText }) {
  if (!send || send.kind === "mailto") return null;
  return (
    <>
      {send.kind === "netlify" && <input type="hidden" name="form-name" value={send.name} />}
      <div aria-hidden="true" className="absolute -left-[10000px] size-px overflow-hidden" data-slot="honeypot">
        <label>
          {text.formHoneypot}
          <input type="text" name={honeypotName} tabIndex={-1} autoComplete="off" defaultValue="" />
        </label>
      </div>
    </>
  );
}

/**
 * Where a sending form says how it went, announced (role=status). It is empty in the HTML and the
 * shell writes the words it carries, so they are those of the page's language; `sent` is the form's
 * own thank-you where it has one. Its colours are the surface's: the shell marks it data-state=failed.
 */
export function FormSendStatus({ text, sent, className }: { text: UiText; sent?: string; className?: string }) {
  return (
    <p
      role="status"
      data-slot="send-status"
      data-sending={text.formSending}
      data-sent={sent ?? text.formSent}
      data-failed={text.formFailed}
      data-timed-out={text.formTimedOut}
      data-mail-program={text.formMailProgram}
      className={cx("font-semibold", className)}
    />
  );
}

/** A submit button's text, which says it is sending while its form is busy. */
export function SubmitLabel({ label, text }: { label: string; text: UiText }) {
  return (
    <>
      <span className="group-aria-busy/send:hidden">{label}</span>
      <span className="hidden group-aria-busy/send:inline">{text.formSending}</span>
    </>
  );
}

/** A busy form's submit button looks it (forms.css): the shell also marks it aria-disabled until the answer comes. */
export const sendButtonClass = "send-button";
