import { useContext, useState } from "react";
import type { PickedInputProps } from "./picked-input";
import { NameEditContext } from "./edit-history";
import { SiteChoicesContext } from "./site-choices";
import type { FieldSchema, RecordChoice } from "./studio-api-types";

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** The collection a reference names, from the `from:` its schema fixes: "blog". */
function collectionOf(schema: FieldSchema): string | undefined {
  const from = (schema.anyOf ?? []).map((option) => option.properties?.from?.const).find((name) => name !== undefined);
  return typeof from === "string" ? from : undefined;
}

/** The records of the field's collection, and how each is named in a list. */
function useRecords(schema: FieldSchema) {
  const { records } = useContext(SiteChoicesContext);
  const nameEdit = useContext(NameEditContext);
  const collection = collectionOf(schema) ?? "";
  const choices: readonly RecordChoice[] = records?.[collection] ?? [];
  const named = (id: number) => `${choices.find((choice) => choice.id === id)?.label ?? "no such record"} (id ${id})`;
  return { collection, choices, named, nameEdit };
}

/** One record of a collection, picked by its title: `{ from: blog, id: 3 }`. */
export function RecordPicker({ id, label, schema, value, required, described, invalid, onChange }: PickedInputProps) {
  const { collection, choices, named, nameEdit } = useRecords(schema);
  const picked = value === "current" ? "current" : isRecord(value) && typeof value.id === "number" ? value.id : "";
  return (
    <select
      id={id}
      value={String(picked)}
      aria-describedby={described}
      aria-invalid={invalid}
      onChange={(event) => {
        const chosen = event.target.value;
        const what = chosen === "current" ? "the current record" : named(Number(chosen));
        nameEdit(chosen === "" ? `${label} emptied` : `${what} picked for ${label}`);
        if (chosen === "") return onChange(undefined);
        onChange(chosen === "current" ? "current" : { from: collection, id: Number(chosen) });
      }}
    >
      {(!required || picked === "") && <option value="">(not set)</option>}
      {picked === "current" && <option value="current">The record this page is made for (current)</option>}
      {typeof picked === "number" && !choices.some((choice) => choice.id === picked) && (
        <option value={picked}>{named(picked)}</option>
      )}
      {choices.map((choice) => (
        <option key={choice.id} value={choice.id}>
          {named(choice.id)}
        </option>
      ))}
    </select>
  );
}

/** The ids of a range, first and last included; none for a range that runs backwards or past `most` ids. */
const rangeIds = ([first, last]: readonly number[], most: number) =>
  first !== undefined && last !== undefined && first <= last && last - first < most
    ? Array.from({ length: last - first + 1 }, (_, index) => first + index)
    : [];

/** How many ids a list of them may hold, as the schema's `ids` says. */
const mostIds = (schema: FieldSchema) =>
  (schema.anyOf ?? []).map((option) => option.properties?.ids?.maxItems).find((most) => most !== undefined) ?? 0;

/**
 * Several records of a collection, picked by title one after another, in the order they show:
 * `{ from: blog, ids: [1, 2] }`. A range (`range: [6, 10]`) is shown as such, and can be turned into
 * its records to pick from.
 */
export function RecordsPicker({ id, label, schema, value, described, invalid, onChange }: PickedInputProps) {
  const { collection, choices, named, nameEdit } = useRecords(schema);
  const [adding, setAdding] = useState("");
  const range =
    isRecord(value) && Array.isArray(value.range) ? value.range.filter((n) => typeof n === "number") : undefined;
  const ids = isRecord(value) && Array.isArray(value.ids) ? value.ids.filter((n) => typeof n === "number") : [];
  const setIds = (next: number[], what: string) => {
    nameEdit(what);
    onChange(next.length === 0 ? undefined : { from: collection, ids: next });
  };
  if (range) {
    const listed = rangeIds(range, mostIds(schema));
    return (
      <div className="picked-input" id={id} aria-describedby={described}>
        <p>
          Records {range[0]} to {range[1]} of {collection}, as a range.
          {listed.length === 0 && " Its records cannot be listed one by one: correct the range in the YAML file."}
        </p>
        <button
          type="button"
          disabled={listed.length === 0}
          onClick={() => setIds(listed, `the records of ${label} listed one by one`)}
        >
          Pick the records of {label} one by one
        </button>
      </div>
    );
  }
  const move = (from: number, to: number) =>
    setIds(ids.toSpliced(from, 1).toSpliced(to, 0, ids[from] ?? 0), `${named(ids[from] ?? 0)} moved in ${label}`);
  return (
    <div className="picked-input">
      <ol className="picked-records" aria-label={`Records of ${label}`}>
        {ids.map((recordId, index) => (
          <li key={`${recordId}-${index}`}>
            {named(recordId)}
            <span className="item-actions">
              <button type="button" disabled={index === 0} onClick={() => move(index, index - 1)}>
                Move {named(recordId)} up
              </button>
              <button type="button" disabled={index === ids.length - 1} onClick={() => move(index, index + 1)}>
                Move {named(recordId)} down
              </button>
              <button
                type="button"
                onClick={() =>
                  setIds(
                    ids.filter((_, at) => at !== index),
                    `${named(recordId)} removed from ${label}`,
                  )
                }
              >
                Remove {named(recordId)}
              </button>
            </span>
          </li>
        ))}
      </ol>
      <select
        id={id}
        value={adding}
        aria-describedby={described}
        aria-invalid={invalid}
        onChange={(event) => setAdding(event.target.value)}
      >
        <option value="">(a record to add)</option>
        {choices
          .filter((choice) => !ids.includes(choice.id))
          .map((choice) => (
            <option key={choice.id} value={choice.id}>
              {named(choice.id)}
            </option>
          ))}
      </select>
      <button
        type="button"
        disabled={adding === ""}
        onClick={() => {
          setIds([...ids, Number(adding)], `${named(Number(adding))} added to ${label}`);
          setAdding("");
        }}
      >
        Add to {label}
      </button>
    </div>
  );
}
