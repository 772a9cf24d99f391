interface TermsCheckboxProps {
  label: string;
  link?: { label: string; href: string } | undefined;
}

/** The sign-up terms checkbox; ticking it is not required to submit. */
export function TermsCheckbox({ label, link }: TermsCheckboxProps) {
  return (
    <label className="flex items-start gap-3 text-sm leading-relaxed text-body">
      <input type="checkbox" name="terms" className="mt-0.5 size-5 shrink-0 rounded accent-accent" />
      <span>
        {label}
        {link && (
          <>
            {" "}
            <a href={link.href} className="font-semibold text-accent-strong underline-offset-2 hover:underline">
              {link.label}
            </a>
          </>
        )}
      </span>
    </label>
  );
}
