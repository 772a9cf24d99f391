import { useId } from "react";

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
      <label htmlFor={id} className="field-label">
        {label}
      </label>
      {input === "textarea" ? (
        <textarea {...common} rows={6} className="field-input py-3" />
      ) : (
        <input {...common} type={input} autoComplete={autoCompletes[name]} className="field-input min-h-12" />
      )}
      {error && (
        <p id={errorId} role="alert" className="mt-2 text-sm font-medium text-rose-700" data-slot="error">
          {error}
        </p>
      )}
    </div>
  );
}
