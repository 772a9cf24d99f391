import { useContext } from "react";
import { accentWords, readAccents, retype, toggleWord, writeAccents } from "./accent-words";
import { NameEditContext } from "./edit-history";
import type { PickedInputProps } from "./picked-input";
import { PickedText } from "./picked-text";

/**
 * A heading edited as it reads: its words typed without braces, and below them the same words as
 * switches, pressed for those shown in the accent colour. The YAML keeps its braces, written back
 * from the switches. A heading whose braces do not pair up is shown as written, for the engine's
 * message at the field to be fixed in it.
 */
export function AccentTextInput({ id, label, value, required, described, invalid, onChange }: PickedInputProps) {
  const nameEdit = useContext(NameEditContext);
  const written = typeof value === "string" ? value : "";
  const heading = readAccents(written);
  const textBox = { id, required, described, invalid };
  if (!heading) return <PickedText {...textBox} text={written} onChange={onChange} />;
  const words = accentWords(heading);
  return (
    <div className="accent-text">
      <PickedText
        {...textBox}
        text={heading.text}
        onChange={(typed) => onChange(typed === undefined ? undefined : writeAccents(retype(heading, String(typed))))}
      />
      {words.length > 0 && (
        <div role="group" aria-labelledby={`${id}-accent`} className="accent-words">
          <span id={`${id}-accent`}>Words of {label} in the accent colour:</span>
          {words.map((word, index) => (
            <button
              key={`${word.start}${word.text}`}
              type="button"
              aria-pressed={word.accented === "partly" ? "mixed" : word.accented}
              onClick={() => {
                nameEdit(`"${word.text}" ${word.accented === true ? "out of" : "in"} the accent colour`);
                onChange(writeAccents(toggleWord(heading, index)));
              }}
            >
              {word.text}
            </button>
          ))}
        </div>
      )}
    </div>
  );
}
