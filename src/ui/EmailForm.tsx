import type { ButtonStyle } from "../../schema/primitives";
import { buttonClasses } from "./button-classes";
import { cx } from "./cx";

interface EmailFormProps {
  /** Visible to assistive technology only; the placeholder shows it to everyone else. */
  label: string;
  placeholder: string;
  button: string;
  /** Dark backgrounds get a light field. */
  tone?: "light" | "dark";
  /** On an accent-coloured band the accent button would vanish; pick another style there. */
  buttonStyle?: ButtonStyle;
  className?: string;
}

/**
 * A one-field e-mail form (subscribe, newsletter). The browser checks the address; sending is not
 * part of the site, so the shell cancels the submit of a form marked data-stay.
 */
export function EmailForm({
  label,
  placeholder,
  button,
  tone = "light",
  buttonStyle = "primary",
  className,
}: EmailFormProps) {
  return (
    // In a narrow column (a footer's, between breakpoints) the button goes under the field rather than
    // past the column's edge: the field may shrink to its basis, not below, and then the row wraps.
    <form data-stay="" className={cx("flex flex-col gap-3 sm:flex-row sm:flex-wrap", className)} data-slot="email-form">
      <input
        type="email"
        name="email"
        required
        aria-label={label}
        placeholder={placeholder}
        autoComplete="email"
        className={cx(
          "min-h-12 min-w-0 rounded-full sm:flex-[1_1_12rem] border px-5 text-base outline-none transition focus:border-accent focus:ring-4 focus:ring-accent/20",
          tone === "dark"
            ? "border-white/15 bg-white/10 text-white placeholder:text-slate-400"
            : "border-line bg-white text-ink placeholder:text-muted",
        )}
      />
      <button type="submit" className={cx(buttonClasses(buttonStyle), "shrink-0")}>
        {button}
      </button>
    </form>
  );
}
