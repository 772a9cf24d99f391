import { islandTag } from "../islands/island-markup";
import { mailDraftAddress } from "./mail-draft";

/**
 * Sends one form where it says (data-send), loaded by sending-forms.ts only on a page that has such a
 * form. It changes attributes and the text of the form's status line alone, never what an island
 * draws, so a block's island and the sender can share a form.
 */

/** How long a form waits for its destination to answer before it tells the visitor it was not sent. */
const answerTimeout = 15_000;

type Outcome = "sent" | "failed" | "timed-out";
type StatusState = Outcome | "sending" | "mail-program";

/** Where each state's words are on the status line (FormSendStatus), in the page's language. */
const statusWords = {
  sending: "sending",
  sent: "sent",
  failed: "failed",
  "timed-out": "timedOut",
  "mail-program": "mailProgram",
} as const satisfies Record<StatusState, string>;

/** Shows and announces how sending goes, in the words the page wrote for it. */
function tell(form: HTMLFormElement, state: StatusState): void {
  const status = form.querySelector<HTMLElement>('[data-slot="send-status"]');
  if (!status) return;
  status.dataset.state = state;
  status.textContent = status.dataset[statusWords[state]] ?? "";
}

/** While a form sends, it says so (aria-busy), and its button does not take another press. */
function markBusy(form: HTMLFormElement, busy: boolean): void {
  if (busy) form.setAttribute("aria-busy", "true");
  else form.removeAttribute("aria-busy");
  // aria-disabled rather than disabled: a disabled button drops the keyboard focus of whoever pressed it.
  for (const button of form.querySelectorAll('[type="submit"]')) {
    if (busy) button.setAttribute("aria-disabled", "true");
    else button.removeAttribute("aria-disabled");
  }
}

/**
 * An island that is still starting hydrates over the HTML it was drawn with; the sender waits, so it
 * writes nothing that hydration would find changed.
 */
function islandSettled(form: HTMLFormElement): Promise<void> {
  const island = form.closest<HTMLElement>(islandTag);
  if (island?.dataset.state !== "starting") return Promise.resolve();
  return new Promise((resolve) => {
    const observer = new MutationObserver(() => {
      if (island.dataset.state === "starting") return;
      observer.disconnect();
      resolve();
    });
    observer.observe(island, { attributes: true, attributeFilter: ["data-state"] });
  });
}

/**
 * Posts the fields as the browser would post the form (urlencoded, which every form service and
 * Netlify take, and which needs no preflight), asking for a JSON answer rather than a thank-you page.
 */
async function post(address: string, fields: FormData): Promise<Outcome> {
  const body = new URLSearchParams(
    [...fields].map(([name, value]): [string, string] => [name, typeof value === "string" ? value : value.name]),
  );
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), answerTimeout);
  try {
    const response = await fetch(address, {
      method: "POST",
      headers: { Accept: "application/json" },
      body,
      signal: controller.signal,
    });
    return response.ok ? "sent" : "failed";
  } catch {
    return controller.signal.aborted ? "timed-out" : "failed";
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Sends a form that passed its checks: a mail draft in the visitor's mail program for a mailto: form,
 * otherwise a post to its action (the page's own path for Netlify). Sent, the form is emptied; not
 * sent, it keeps what the visitor wrote.
 */
export async function sendForm(form: HTMLFormElement): Promise<void> {
  const fields = new FormData(form);
  await islandSettled(form);
  if (form.dataset.send === "mailto") {
    tell(form, "mail-program");
    window.location.href = mailDraftAddress(form.getAttribute("action") ?? "", document.title, fields);
    return;
  }
  markBusy(form, true);
  tell(form, "sending");
  const outcome = await post(form.action, fields);
  markBusy(form, false);
  if (outcome === "sent") form.reset();
  tell(form, outcome);
}
