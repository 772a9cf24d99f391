import { useContext } from "react";
import type { Language } from "../../schema/languages";
import { usePageContext } from "./page-context";
import { PartLanguage } from "./ui-text";

/**
 * What a form that sends says while it sends and after, in each page language. Kept beside the
 * shell's own words (ui-text.ts), and read the same way: in the language of the part of the page the
 * form is in. The prerender writes them into the form's markup, so the sender carries no words.
 */
const formSendText = {
  en: {
    sending: "Sending…",
    sent: "Thank you! It has been sent.",
    failed: "Sorry, it could not be sent. What you wrote is still here: please try again in a moment.",
    timedOut: "No answer came in time, so it was not sent. What you wrote is still here: please try again.",
    mailProgram: "Your e-mail program opens with the message written: send it from there.",
    honeypot: "Leave this field empty",
  },
  es: {
    sending: "Enviando…",
    sent: "¡Gracias! Ya se envió.",
    failed: "No se pudo enviar. Lo que escribiste sigue aquí: vuelve a intentarlo en un momento.",
    timedOut: "No hubo respuesta a tiempo y no se envió. Lo que escribiste sigue aquí: vuelve a intentarlo.",
    mailProgram: "Tu programa de correo se abre con el mensaje escrito: envíalo desde allí.",
    honeypot: "Deja este campo vacío",
  },
} satisfies Record<Language, Record<string, string>>;

export type FormSendText = (typeof formSendText)["en"];

/** A sending form's words in the language of the page, or of the part of it the form is in. */
export function useFormSendText(partLanguage?: Language): FormSendText {
  const pageLanguage = usePageContext().lang;
  const enclosing = useContext(PartLanguage);
  return formSendText[partLanguage ?? enclosing ?? pageLanguage];
}
