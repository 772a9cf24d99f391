import { useId } from "react";
import { cx } from "./cx";

export const fieldClasses =
  "block w-full rounded-xl border border-line bg-white px-4 text-base text-ink outline-none transition placeholder:text-muted focus:border-accent focus:ring-4 focus:ring-accent/20 aria-invalid:border-rose-700";

interface FormFieldProps {
  name: string;
  label: string;
  input: "text" | "email" | "textarea";
  required: boolean;
  placeholder?: string | undefined;
  /** The message shown under the field while it is wrong. */
  error?: string | undefined;
  className?: string;
}

const autoCompletes: Record<string, string> = { name: "name", email: "email" };

/** A labelled field whose message shows under it, tied to it (aria-describedby) and announced. */
export function FormField({ name, label, input, required, placeholder, error, className }: FormFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const common = {
    id,
    name,
    required,
    placeholder,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": error ? errorId : undefined,
  };
  return (
    <div className={className} data-slot="field">
      <label htmlFor={id} className="block text-sm font-semibold text-ink">
        {label}
      </label>
      {input === "textarea" ? (
        <textarea {...common} rows={6} className={cx("mt-2 py-3", fieldClasses)} />
      ) : (
        <input
          {...common}
          type={input}
          autoComplete={autoCompletes[name]}
          className={cx("mt-2 min-h-12", fieldClasses)}
        />
      )}
      {error && (
        <p id={errorId} role="alert" className="mt-2 text-sm font-medium text-rose-700" data-slot="error">
          {error}
        </p>
      )}
    </div>
  );
}
