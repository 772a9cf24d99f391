import { useId } from "react";
import type { BlockProps } from "../../../schema/blocks";
import type { IslandRule } from "../../islands/island-start";
import { AccentText } from "../../ui/AccentText";
import { buttonClasses } from "../../ui/button-classes";
import { Picture } from "../../ui/Picture";
import { Section } from "../../ui/Section";
import { PasswordField } from "./PasswordField";
import { TermsCheckbox } from "./TermsCheckbox";
import { TextField } from "./TextField";

/** The password fields' show/hide toggles start on first use; the form itself needs no script. */
export const island: IslandRule<BlockProps<"auth-form">> = "interaction";

/**
 * The login or sign-up form beside its art. Login asks for e-mail and password; sign-up adds an
 * optional name, a confirm-password field (not compared with the password) and a terms checkbox
 * that is not required. The site has no accounts: the browser checks the fields, and the shell
 * cancels the submit of a valid form (data-stay).
 */
export default function AuthForm({
  variant,
  heading,
  text,
  name,
  email,
  password,
  confirmPassword,
  terms,
  forgot,
  submit,
  switchTo,
  image,
}: BlockProps<"auth-form">) {
  const headingId = useId();
  const autoComplete = variant === "login" ? "current-password" : "new-password";
  return (
    <Section labelledBy={headingId} block="auth-form" variant={variant}>
      <div className="grid items-center gap-16 lg:grid-cols-2">
        {image && (
          <div className="hidden rounded-4xl bg-accent-soft p-10 lg:block" data-slot="auth-art">
            <Picture layout="half" image={image} alt="" className="mx-auto h-auto w-full max-w-[35rem]" />
          </div>
        )}
        <div className="mx-auto w-full max-w-lg rounded-card bg-white p-6 shadow-lift ring-1 ring-line sm:p-10">
          <h2 id={headingId} className="text-3xl">
            <AccentText text={heading} />
          </h2>
          {text && <p className="mt-3 leading-relaxed text-muted">{text}</p>}
          <form data-stay="" aria-labelledby={headingId} className="mt-8 space-y-5">
            {name && <TextField name="name" type="text" autoComplete="name" {...name} />}
            <TextField name="email" type="email" autoComplete="email" required {...email} />
            <PasswordField name="password" autoComplete={autoComplete} link={forgot} {...password} />
            {confirmPassword && (
              <PasswordField name="confirmPassword" autoComplete="new-password" {...confirmPassword} />
            )}
            {terms && <TermsCheckbox {...terms} />}
            <button type="submit" className={buttonClasses("primary", "md", "w-full")}>
              {submit}
            </button>
          </form>
          <p className="mt-6 text-center text-sm text-muted">
            {switchTo.prompt}{" "}
            <a href={switchTo.link.href} className="font-semibold text-accent-strong hover:underline">
              {switchTo.link.label}
            </a>
          </p>
        </div>
      </div>
    </Section>
  );
}
