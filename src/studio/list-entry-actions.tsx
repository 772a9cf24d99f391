/**
 * How a list names its entries on its buttons, and whether an entry can be duplicated: the items of a
 * field that is a list, or the blocks of a page.
 */
export const listVariants = {
  items: { noun: "item", duplicates: false },
  blocks: { noun: "block", duplicates: true },
} as const;

export type ListVariant = keyof typeof listVariants;

interface ListEntryActionsProps<Entry> {
  variant: ListVariant;
  entries: readonly Entry[];
  index: number;
  /** The list as a button changed it, and what the button did, in words ("block 2 moved to place 1"). */
  onChange: (next: Entry[], what: string) => void;
}

/** The buttons beside an entry of a list: move it up or down, duplicate it where the list allows, remove it. */
export function ListEntryActions<Entry>({ variant, entries, index, onChange }: ListEntryActionsProps<Entry>) {
  const { noun, duplicates } = listVariants[variant];
  const entry = `${noun} ${index + 1}`;
  const move = (to: number) => {
    const next = [...entries];
    next.splice(to, 0, ...next.splice(index, 1));
    onChange(next, `${entry} moved to place ${to + 1}`);
  };
  return (
    <div className="item-actions">
      <button type="button" disabled={index === 0} onClick={() => move(index - 1)}>
        Move {entry} up
      </button>
      <button type="button" disabled={index === entries.length - 1} onClick={() => move(index + 1)}>
        Move {entry} down
      </button>
      {duplicates && (
        <button
          type="button"
          onClick={() =>
            onChange(
              entries.toSpliced(index + 1, 0, ...structuredClone(entries.slice(index, index + 1))),
              `${entry} duplicated`,
            )
          }
        >
          Duplicate {entry}
        </button>
      )}
      <button
        type="button"
        onClick={() =>
          onChange(
            entries.filter((_, at) => at !== index),
            `${entry} removed`,
          )
        }
      >
        Remove {entry}
      </button>
    </div>
  );
}
