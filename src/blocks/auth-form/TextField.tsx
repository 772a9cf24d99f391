import { useId } from "react";
import { fieldClasses, labelClasses } from "./field-classes";

interface TextFieldProps {
  name: string;
  type: "text" | "email";
  label: string;
  placeholder?: string | undefined;
  autoComplete: string;
  required?: boolean;
}

/** A labelled one-line field. */
export function TextField({ name, type, label, placeholder, autoComplete, required = false }: TextFieldProps) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className={labelClasses}>
        {label}
      </label>
      <input
        id={id}
        name={name}
        type={type}
        required={required}
        placeholder={placeholder}
        autoComplete={autoComplete}
        className={`mt-2 ${fieldClasses}`}
      />
    </div>
  );
}
