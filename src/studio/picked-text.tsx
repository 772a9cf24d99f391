import type { PickedInputProps } from "./picked-input";

/**
 * The text box of a field whose value can be picked or typed (an image's path, a link): emptied, a field
 * that may be left out has no value, rather than an empty one.
 */
export function PickedText({
  id,
  text,
  required,
  described,
  invalid,
  onChange,
}: Pick<PickedInputProps, "id" | "required" | "described" | "invalid" | "onChange"> & { text: string }) {
  return (
    <input
      id={id}
      type="text"
      value={text}
      aria-describedby={described}
      aria-invalid={invalid}
      onChange={(event) => onChange(event.target.value === "" && !required ? undefined : event.target.value)}
    />
  );
}
