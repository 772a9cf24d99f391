import { type FormEvent, useEffect, useRef, useState } from "react";

/** What a field says when it is left empty or filled wrong; the words come from the page's YAML. */
export interface FieldMessages {
  name: string;
  required?: string | undefined;
  invalid?: string | undefined;
}

type FieldElement = HTMLInputElement | HTMLTextAreaElement;

function isField(element: unknown): element is FieldElement {
  return element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement;
}

/** The message for a field as the browser's own checks (required, type=email) judge it, or none. */
function messageFor(element: FieldElement, messages: FieldMessages): string | undefined {
  if (element.validity.valueMissing) return messages.required ?? element.validationMessage;
  if (!element.validity.valid) return messages.invalid ?? element.validationMessage;
  return undefined;
}

/**
 * Form validation with our own words: the browser's checks decide what is wrong, the YAML says how
 * to tell. A submit with a mistake is cancelled, each message shows beside its field (tie it with
 * aria-describedby, announce it with role=alert) and the first field in error takes the focus. A
 * valid submit of a form that stays on the page is cancelled too and `sent` turns true; that of a
 * form that `sends` goes on to the shell, which sends it and says how it went. Before the island
 * starts, the form's native checks and the shell do the same job with the browser's words.
 */
export function useFormValidation(fields: readonly FieldMessages[], { sends = false }: { sends?: boolean } = {}) {
  const formRef = useRef<HTMLFormElement>(null);
  const [errors, setErrors] = useState<Readonly<Record<string, string>>>({});
  const [sent, setSent] = useState(false);

  // Once the island is live our messages replace the browser's bubbles.
  useEffect(() => {
    if (formRef.current) formRef.current.noValidate = true;
  }, []);

  /** Judges a field and makes our message its own validation message too (setCustomValidity). */
  function check(element: FieldElement): string | undefined {
    const messages = fields.find((field) => field.name === element.name);
    if (!messages) return undefined;
    element.setCustomValidity("");
    const message = messageFor(element, messages);
    element.setCustomValidity(message ?? "");
    return message;
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    const form = event.currentTarget;
    const found: Record<string, string> = {};
    let first: FieldElement | undefined;
    for (const { name } of fields) {
      const element = form.elements.namedItem(name);
      if (!isField(element)) continue;
      const message = check(element);
      if (message) {
        found[name] = message;
        first ??= element;
      }
    }
    setErrors(found);
    if (first) {
      event.preventDefault();
      setSent(false);
      first.focus();
      return;
    }
    // The shell's listener on the document takes the submit from here: it posts and tells the outcome.
    if (sends) return;
    event.preventDefault();
    setSent(true);
    form.reset();
  }

  /** Clears or updates a field's message as it is corrected, once it has one. */
  function onInput(event: FormEvent<HTMLFormElement>) {
    const element = event.target;
    if (!isField(element) || !(element.name in errors)) return;
    const message = check(element);
    setErrors((current) => {
      const next = { ...current };
      if (message) next[element.name] = message;
      else delete next[element.name];
      return next;
    });
  }

  return { formRef, errors, sent, formProps: { ref: formRef, onSubmit, onInput } };
}
