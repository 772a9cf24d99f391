import { useId, useState } from "react";
import { cx } from "../../ui/cx";
import { Icon } from "../../ui/Icon";
import { fieldClasses, labelClasses } from "./field-classes";

interface PasswordFieldProps {
  name: string;
  label: string;
  placeholder?: string | undefined;
  /** Accessible names of the eye button while the password is hidden and while it shows. */
  show: string;
  hide: string;
  autoComplete: "current-password" | "new-password";
  /** A link beside the label, such as Forgot password? */
  link?: { label: string; href: string } | undefined;
}

/** A required password field, hidden by default, with its own button to show and hide what was typed. */
export function PasswordField({ name, label, placeholder, show, hide, autoComplete, link }: PasswordFieldProps) {
  const id = useId();
  const [visible, setVisible] = useState(false);
  return (
    <div>
      <div className="flex items-baseline justify-between gap-4">
        <label htmlFor={id} className={labelClasses}>
          {label}
        </label>
        {link && (
          <a href={link.href} className="text-sm font-semibold text-accent-strong hover:underline">
            {link.label}
          </a>
        )}
      </div>
      <div className="relative mt-2">
        <input
          id={id}
          name={name}
          type={visible ? "text" : "password"}
          required
          placeholder={placeholder}
          autoComplete={autoComplete}
          className={cx(fieldClasses, "pr-14")}
        />
        <button
          type="button"
          aria-label={visible ? hide : show}
          aria-pressed={visible}
          onClick={() => setVisible((shown) => !shown)}
          className="absolute inset-y-1 right-1 grid w-11 place-items-center rounded-lg text-muted transition-colors hover:bg-accent-soft hover:text-accent-strong"
        >
          <Icon name={visible ? "eye-off" : "eye"} />
        </button>
      </div>
    </div>
  );
}
