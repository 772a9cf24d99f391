import { useId } from "react";
import type { BlockProps } from "../../../schema/blocks";
import { buttonClasses } from "../../ui/button-classes";
import { Icon } from "../../ui/Icon";

type SearchTexts = NonNullable<BlockProps<"hero">["search"]>;

/**
 * The hero's one-line form (a domain, a URL, a keyword), with a list of domain endings for a domain
 * search. Searching is not part of the site: the shell cancels the submit of a form marked data-stay.
 */
export function HeroSearch({ label, placeholder, button, endings, endingLabel, kind }: SearchTexts) {
  const email = kind === "email";
  const fieldId = useId();
  const endingId = useId();
  // A domain search logs its text and ending, as the specification asks; other searches only stay.
  return (
    <form
      role={email ? undefined : "search"}
      data-stay={endings ? "log" : ""}
      data-slot="hero-search"
      className="flex max-w-xl flex-col gap-2 rounded-card bg-white p-2 shadow-card ring-1 ring-line focus-within:ring-2 focus-within:ring-accent sm:flex-row sm:rounded-pill"
    >
      <label htmlFor={fieldId} className="sr-only">
        {label}
      </label>
      <div className="flex flex-1 items-center gap-3 px-4">
        <Icon name={email ? "mail" : "search"} className="text-muted" />
        <input
          id={fieldId}
          type={email ? "email" : "text"}
          required={email}
          autoComplete={email ? "email" : undefined}
          name={email ? "email" : endings ? "domain" : "query"}
          placeholder={placeholder}
          className="min-h-12 w-full min-w-0 bg-transparent text-base text-ink outline-none placeholder:text-muted"
        />
        {endings && (
          <>
            <label htmlFor={endingId} className="sr-only">
              {endingLabel}
            </label>
            <select
              id={endingId}
              name="ending"
              defaultValue={endings[0]}
              className="min-h-10 shrink-0 rounded-pill border border-line bg-accent-soft px-3 text-sm font-semibold text-accent-strong outline-none focus:ring-2 focus:ring-accent"
            >
              {endings.map((ending) => (
                <option key={ending} value={ending}>
                  {ending}
                </option>
              ))}
            </select>
          </>
        )}
      </div>
      <button type="submit" className={buttonClasses("primary")}>
        {button}
      </button>
    </form>
  );
}
