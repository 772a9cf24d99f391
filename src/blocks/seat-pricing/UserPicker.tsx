import { useId } from "react";
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
 * move the choice and the group reads as one question to assistive technology. The seat-picker
 * utility fills the chosen option by its data-selected.
 */
export function UserPicker({ legend, options, selected, locale, onSelect }: UserPickerProps) {
  const name = useId();
  return (
    <fieldset>
      <legend className="text-base font-bold text-ink">{legend}</legend>
      <div className="seat-picker">
        {options.map((users, index) => (
          <label key={users} data-selected={index === selected || undefined}>
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
