import { useId } from "react";
import type { BlockProps } from "../../../schema/blocks";
import { buttonClasses } from "../../ui/button-classes";
import { cx } from "../../ui/cx";
import { Icon } from "../../ui/Icon";

/** Wide-screen columns by number of lists: the lists share the row, the button takes its own width. */
const columns: Record<number, string> = {
  1: "md:grid-cols-[minmax(0,1fr)_auto]",
  2: "md:grid-cols-[repeat(2,minmax(0,1fr))_auto]",
  3: "md:grid-cols-[repeat(3,minmax(0,1fr))_auto]",
  4: "md:grid-cols-[repeat(4,minmax(0,1fr))_auto]",
};

/**
 * A card of labelled drop-down lists and a search button, pulled up over the section above. The form
 * stays on the page and the shell logs its values (data-stay="log"): no script of its own.
 */
export default function SelectSearch({ id, heading, selects, button }: BlockProps<"select-search">) {
  const baseId = useId();
  const headingId = `${baseId}-heading`;
  return (
    <section
      id={id}
      data-block="select-search"
      aria-labelledby={heading ? headingId : undefined}
      className="relative z-10 -mt-10 px-5 sm:px-8"
    >
      <form
        data-stay="log"
        aria-labelledby={heading ? headingId : undefined}
        className={cx(
          "mx-auto grid max-w-5xl gap-5 rounded-card bg-white p-6 shadow-lift ring-1 ring-line md:items-end md:p-8",
          columns[selects.length] ?? columns[4],
        )}
      >
        {heading && (
          <h2 id={headingId} className="text-xl md:col-span-full">
            {heading}
          </h2>
        )}
        {selects.map((select) => (
          <div key={select.name} className="grid gap-2">
            <label htmlFor={`${baseId}-${select.name}`} className="text-sm font-bold text-ink">
              {select.label}
            </label>
            <select
              id={`${baseId}-${select.name}`}
              name={select.name}
              className="min-h-12 w-full rounded-xl border border-line bg-surface px-4 text-ink focus:border-accent"
            >
              {select.options.map((option) => (
                <option key={option}>{option}</option>
              ))}
            </select>
          </div>
        ))}
        <button type="submit" className={buttonClasses("primary", "md", "w-full md:w-auto")}>
          <Icon name="search" className="size-5" />
          {button}
        </button>
      </form>
    </section>
  );
}
