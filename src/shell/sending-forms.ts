import { sendForm } from "./form-sender";

/**
 * Forms marked data-send post where their YAML says, once the browser's own checks (or an island's,
 * which cancels a submit with a mistake) have passed. Works the same before and after any island has
 * started. The sender is part of the shell: loaded as a chunk of its own, it needed the bundler's
 * loader for late imports in the shell, which weighs more than the sender.
 */
export function startSendingForms(): void {
  /** Forms whose answer has not come yet: a second submit meanwhile would send the fields twice. */
  const inFlight = new WeakSet<HTMLFormElement>();
  document.addEventListener("submit", (event) => {
    const form = event.target;
    if (!(form instanceof HTMLFormElement) || !form.hasAttribute("data-send") || event.defaultPrevented) return;
    event.preventDefault();
    if (inFlight.has(form)) return;
    inFlight.add(form);
    void sendForm(form).finally(() => inFlight.delete(form));
  });
}
