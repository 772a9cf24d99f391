import { useId } from "react";
import type { BlockProps } from "../../../schema/blocks";
import type { IslandRule } from "../../islands/island-start";
import { AccentText } from "../../ui/AccentText";
import { buttonClasses } from "../../ui/button-classes";
import { cx } from "../../ui/cx";
import { FormField } from "../../ui/FormField";
import { useUiText } from "../../page/ui-text";
import {
  sendButtonClass,
  formSendAttributes,
  FormSendFields,
  FormSendStatus,
  sendingFormGroup,
  SubmitLabel,
} from "../../ui/form-send";
import { Section } from "../../ui/Section";
import { useFormValidation } from "../../ui/use-form-validation";

/** The messages need the browser from the visitor's first touch of the form. */
export const island: IslandRule<BlockProps<"message-form">> = "interaction";

const variants = {
  comment: {
    surface: "plain",
    spacing: "compact",
    box: "mx-auto max-w-4xl",
    heading: "text-2xl sm:text-3xl",
    grid: "sm:grid-cols-2",
  },
  contact: {
    surface: "tinted",
    spacing: "normal",
    box: "mx-auto max-w-3xl rounded-card bg-white p-6 shadow-lift ring-1 ring-line sm:p-10",
    heading: "text-3xl",
    grid: "sm:grid-cols-2",
  },
} as const;

/**
 * A comment or contact form: the browser checks the fields, our words from the YAML say what is
 * wrong. A valid submit goes where `send` names, through the shell, which shows the confirmation once
 * it is sent; without `send` nothing is sent, and the confirmation shows at once.
 */
export default function MessageForm({
  id,
  heading,
  lead,
  variant,
  fields,
  submit,
  confirmation,
  note,
  send,
}: BlockProps<"message-form">) {
  const headingId = useId();
  const styles = variants[variant];
  const sendText = useUiText();
  const { errors, sent, formProps } = useFormValidation(
    fields.map((field) => ({ name: field.name, required: field.requiredMessage, invalid: field.invalidMessage })),
    { sends: send !== undefined },
  );
  return (
    <Section
      id={id}
      surface={styles.surface}
      labelledBy={heading ? headingId : undefined}
      block="message-form"
      variant={variant}
      spacing={styles.spacing}
    >
      <div className={styles.box}>
        {heading && (
          <h2 id={headingId} className={styles.heading}>
            <AccentText text={heading} />
          </h2>
        )}
        {lead && <p className="mt-3 leading-relaxed text-muted">{lead}</p>}
        {note && (
          <p className="mt-3 text-muted" data-slot="note">
            {note.map((piece, index) =>
              piece.href ? (
                <a
                  key={index}
                  href={piece.href}
                  className="font-semibold text-accent underline-offset-4 hover:underline"
                >
                  {piece.text}
                </a>
              ) : (
                <span key={index}>{piece.text}</span>
              ),
            )}
          </p>
        )}
        <form
          {...formSendAttributes(send)}
          aria-labelledby={heading ? headingId : undefined}
          className={cx("relative mt-8 grid gap-5", sendingFormGroup, styles.grid)}
          {...formProps}
        >
          <FormSendFields send={send} text={sendText} />
          {fields.map((field) => (
            <FormField
              key={field.name}
              name={field.name}
              label={field.label}
              input={field.input}
              required={field.required}
              placeholder={field.placeholder}
              error={errors[field.name]}
              className={field.input === "textarea" ? "sm:col-span-2" : undefined}
            />
          ))}
          <div className="sm:col-span-2">
            <button type="submit" className={buttonClasses("primary", "md", sendButtonClass)}>
              {send ? <SubmitLabel label={submit} text={sendText} /> : submit}
            </button>
            {send ? (
              <FormSendStatus
                text={sendText}
                sent={confirmation}
                className="mt-4 text-emerald-800 data-[state=failed]:text-rose-700"
              />
            ) : (
              <p role="status" className="mt-4 font-semibold text-emerald-800" data-slot="confirmation">
                {sent ? confirmation : ""}
              </p>
            )}
          </div>
        </form>
      </div>
    </Section>
  );
}
