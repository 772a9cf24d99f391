import { useId } from "react";
import { cx } from "../../ui/cx";
import { formatNumber } from "./price-format";

interface UserPickerProps {
  legend: string;
  /** Users of each plan, fewest first. */
  options: readonly number[];
  selected: number;
  locale: string;
  onSelect: (index: number) => void;
}

/**
 * The choice of a number of users, drawn as a segmented control. Native radio buttons, so arrows
 * move the choice and the group reads as one question to assistive technology.
 */
export function UserPicker({ legend, options, selected, locale, onSelect }: UserPickerProps) {
  const name = useId();
  return (
    <fieldset data-slot="user-picker">
      <legend className="text-base font-bold text-ink">{legend}</legend>
      <div className="mt-4 grid grid-cols-4 gap-2 sm:grid-cols-7">
        {options.map((users, index) => (
          <label
            key={users}
            className={cx(
              "grid min-h-12 cursor-pointer place-items-center rounded-xl text-base font-bold ring-1 transition-colors duration-200 has-focus-visible:outline-3 has-focus-visible:outline-offset-2 has-focus-visible:outline-accent",
              index === selected
                ? "bg-accent text-accent-ink shadow-sm shadow-accent/30 ring-accent"
                : "bg-white text-ink ring-line hover:bg-accent-soft hover:text-accent-strong hover:ring-accent/40",
            )}
          >
            <input
              type="radio"
              name={name}
              value={users}
              checked={index === selected}
              onChange={() => onSelect(index)}
              className="sr-only"
            />
            {formatNumber(users, locale)}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
