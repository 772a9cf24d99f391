import type { FormDestination } from "../../schema/kit/form-destination";
import type { Language } from "../../schema/language/site-language";
import type { ButtonStyle } from "../../schema/primitives";
import { useUiText } from "../page/ui-text";
import { buttonClasses } from "./button-classes";
import { cx } from "./cx";
import {
  sendButtonClass,
  formSendAttributes,
  FormSendFields,
  FormSendStatus,
  sendingFormGroup,
  SubmitLabel,
} from "./form-send";

interface EmailFormProps {
  /** Visible to assistive technology only; the placeholder shows it to everyone else. */
  label: string;
  placeholder: string;
  button: string;
  /** Dark backgrounds get a light field. */
  tone?: "light" | "dark";
  /** On an accent-coloured band the accent button would vanish; pick another style there. */
  buttonStyle?: ButtonStyle;
  /** Where the address goes; without it the form stays on the page. */
  send?: FormDestination | undefined;
  /** The language of the part of the page the form is in, when it is not the page's. */
  lang?: Language | undefined;
  className?: string;
}

/**
 * A one-field e-mail form (subscribe, newsletter). The browser checks the address; the shell sends it
 * where `send` names and says how it went under the field, or cancels the submit of a form that stays
 * on the page (data-stay). No island: the form works the same on a static block.
 */
export function EmailForm({
  label,
  placeholder,
  button,
  tone = "light",
  buttonStyle = "primary",
  send,
  lang,
  className,
}: EmailFormProps) {
  const sendText = useUiText(lang);
  return (
    // In a narrow column (a footer's, between breakpoints) the button goes under the field rather than
    // past the column's edge: the field may shrink to its basis, not below, and then the row wraps.
    <form
      {...formSendAttributes(send)}
      className={cx("email-form", sendingFormGroup, className)}
      data-slot="email-form"
    >
      <FormSendFields send={send} text={sendText} />
      <input
        type="email"
        name="email"
        required
        aria-label={label}
        placeholder={placeholder}
        autoComplete="email"
        className="email-field"
        data-tone={tone === "dark" ? "dark" : undefined}
      />
      <button type="submit" className={cx(buttonClasses(buttonStyle), "shrink-0", sendButtonClass)}>
        {send ? <SubmitLabel label={button} text={sendText} /> : button}
      </button>
      {send && <FormSendStatus text={sendText} className="basis-full text-sm" />}
    </form>
  );
}
