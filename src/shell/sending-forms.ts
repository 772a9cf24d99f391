import type * as FormSender from "./form-sender";

type Sender = typeof FormSender;

/**
 * Forms marked data-send post where their YAML says, once the browser's own checks (or an island's,
 * which cancels a submit with a mistake) have passed. The code that sends loads only on a page with
 * such a form, when a visitor first reaches into one or submits it: other pages carry this listener
 * and nothing more. Works the same before and after any island has started.
 */
export function startSendingForms(): void {
  let sender: Promise<Sender> | undefined;
  const loadSender = () => (sender ??= import("./form-sender"));
  /** Forms whose answer has not come yet: a second submit meanwhile would send the fields twice. */
  const inFlight = new WeakSet<HTMLFormElement>();

  document.addEventListener(
    "focusin",
    (event) => {
      if (event.target instanceof Element && event.target.closest("form[data-send]")) void loadSender();
    },
    { passive: true },
  );
  document.addEventListener("submit", (event) => {
    const form = event.target;
    if (!(form instanceof HTMLFormElement) || !form.hasAttribute("data-send") || event.defaultPrevented) return;
    event.preventDefault();
    if (inFlight.has(form)) return;
    inFlight.add(form);
    loadSender()
      .then(({ sendForm }) => sendForm(form))
      // Without its code, the form is posted as the browser posts it with no script at all.
      .catch(() => form.submit())
      .finally(() => inFlight.delete(form));
  });
}
