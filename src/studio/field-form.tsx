import { useContext, type ReactNode } from "react";
import { NameEditContext } from "./edit-history";
import { fieldId, fieldPath } from "./field-path";
import { ListEntryActions } from "./list-entry-actions";
import { PickedInput } from "./picked-input";
import { SortableList } from "./sortable-list";
import { choicesOf, emptyValue, inSchemaOrder, schemaType, shapesOf } from "./schema-value";
import { ShapeField } from "./shape-field";
import type { FieldSchema, StudioIssue } from "./studio-api-types";

export interface FieldProps {
  label: string;
  schema: FieldSchema;
  value: unknown;
  path: string;
  required: boolean;
  issues: readonly StudioIssue[];
  onChange: (value: unknown) => void;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** The engine's problems at this field, each with its code, under it; linked to the input by aria-describedby. */
function FieldIssues({ path, issues }: { path: string; issues: readonly StudioIssue[] }) {
  const own = issues.filter((issue) => issue.path === path);
  if (own.length === 0) return null;
  return (
    <ul className="field-issues" id={`${fieldId(path)}-issues`} role="alert">
      {own.map((issue) => (
        <li key={`${issue.code}${issue.message}`} data-code={issue.code}>
          {issue.message} [{issue.code}]<br />
          <span className="hint">{issue.hint}</span>
        </li>
      ))}
    </ul>
  );
}

function describedBy(path: string, schema: FieldSchema, issues: readonly StudioIssue[]) {
  const ids = [
    ...(schema.description ? [`${fieldId(path)}-about`] : []),
    ...(issues.some((issue) => issue.path === path) ? [`${fieldId(path)}-issues`] : []),
  ];
  return ids.length > 0 ? ids.join(" ") : undefined;
}

function Label({ label, path, required }: { label: string; path: string; required: boolean }) {
  return (
    <label htmlFor={fieldId(path)}>
      {label}
      {required && <span className="required"> (required)</span>}
    </label>
  );
}

function About({ path, schema }: { path: string; schema: FieldSchema }) {
  return schema.description ? (
    <p className="about" id={`${fieldId(path)}-about`}>
      {schema.description}
    </p>
  ) : null;
}

/** What opens a list or a group of fields: its name as the legend, what it is for, and its problems. */
export function GroupHeading({
  label,
  schema,
  path,
  required,
  issues,
}: Pick<FieldProps, "label" | "schema" | "path" | "required" | "issues">) {
  return (
    <>
      <legend>
        {label}
        {required && <span className="required"> (required)</span>}
      </legend>
      <About path={path} schema={schema} />
      <FieldIssues path={path} issues={issues} />
    </>
  );
}

/** A list: each item a form of its own, moved up or down, removed, and a new one added at the end. */
function ListField({ label, schema, value, path, required, issues, onChange }: FieldProps) {
  const items = Array.isArray(value) ? value : [];
  const itemSchema = schema.items ?? {};
  const nameEdit = useContext(NameEditContext);
  // A move, a duplicate or a removal is a step of its own in the undo history, named by what it did.
  const moved = (next: unknown[], what: string) => {
    nameEdit(what);
    onChange(next);
  };
  return (
    <fieldset className="list-field" id={fieldId(path)} aria-describedby={describedBy(path, schema, issues)}>
      <GroupHeading label={label} schema={schema} path={path} required={required} issues={issues} />
      <SortableList variant="items" listName={label} entries={items} onChange={moved}>
        {(index) => (
          <>
            <Field
              label={`${label}: item ${index + 1}`}
              schema={itemSchema}
              value={items[index]}
              path={fieldPath(path, index)}
              required
              issues={issues}
              onChange={(changed) => onChange(items.map((old, at) => (at === index ? changed : old)))}
            />
            <ListEntryActions variant="items" entries={items} index={index} onChange={moved} />
          </>
        )}
      </SortableList>
      <button type="button" onClick={() => onChange([...items, emptyValue(itemSchema)])}>
        Add to {label}
      </button>
    </fieldset>
  );
}

/** A group of fields: each property of the schema, in the schema's order, filled or not. */
export function ObjectFields({
  schema,
  value,
  path,
  issues,
  onChange,
  skip = [],
}: Omit<FieldProps, "label" | "required"> & { skip?: readonly string[] }) {
  const record = isRecord(value) ? value : {};
  const required = schema.required ?? [];
  return (
    <>
      {Object.entries(schema.properties ?? {})
        .filter(([key]) => !skip.includes(key))
        .map(([key, field]) => (
          <Field
            key={key}
            label={key}
            schema={field}
            value={record[key]}
            path={fieldPath(path, key)}
            required={required.includes(key)}
            issues={issues}
            onChange={(changed) => {
              const next = { ...record };
              if (changed === undefined) delete next[key];
              else next[key] = changed;
              onChange(inSchemaOrder(next, schema));
            }}
          />
        ))}
    </>
  );
}

/** One field, its input made from its JSON Schema: text, number, a choice, a switch, a list or a group. */
export function Field(props: FieldProps) {
  const { label, schema, value, path, required, issues, onChange } = props;
  const type = schemaType(schema);
  const described = describedBy(path, schema, issues);
  const invalid = issues.some((issue) => issue.path === path) || undefined;
  const role = schema["x-field-role"];
  let input: ReactNode;
  if (type === "array") return <ListField {...props} />;
  if (type === undefined && !role && shapesOf(schema).length > 0) return <ShapeField {...props} />;
  if (role) {
    const id = fieldId(path);
    input = <PickedInput {...{ role, id, label, schema, value, required, described, invalid, onChange }} />;
  } else if (type === "object") {
    if (value === undefined && !required) {
      input = (
        <button type="button" id={fieldId(path)} onClick={() => onChange(emptyValue(schema))}>
          Add {label}
        </button>
      );
    } else {
      return (
        <fieldset className="group-field" aria-describedby={described}>
          <GroupHeading label={label} schema={schema} path={path} required={required} issues={issues} />
          <ObjectFields schema={schema} value={value} path={path} issues={issues} onChange={onChange} />
          {!required && (
            <button type="button" onClick={() => onChange(undefined)}>
              Remove {label}
            </button>
          )}
        </fieldset>
      );
    }
  } else if (type === "enum") {
    input = (
      <select
        id={fieldId(path)}
        value={value === undefined ? "" : String(value)}
        aria-describedby={described}
        aria-invalid={invalid}
        onChange={(event) => {
          const picked = choicesOf(schema)?.find((option) => String(option) === event.target.value);
          onChange(event.target.value === "" ? undefined : picked);
        }}
      >
        {(!required || value === undefined) && <option value="">(not set)</option>}
        {(choicesOf(schema) ?? []).map((option) => (
          <option key={String(option)} value={String(option)}>
            {String(option)}
          </option>
        ))}
      </select>
    );
  } else if (type === "boolean") {
    input = (
      <input
        id={fieldId(path)}
        type="checkbox"
        checked={value === true}
        aria-describedby={described}
        onChange={(event) => onChange(event.target.checked)}
      />
    );
  } else if (type === "number" || type === "integer" || type === "string") {
    const numeric = type !== "string";
    input = (
      <input
        id={fieldId(path)}
        type="text"
        inputMode={numeric ? "decimal" : undefined}
        value={value === undefined || value === null ? "" : String(value)}
        aria-describedby={described}
        aria-invalid={invalid}
        onChange={(event) => {
          const text = event.target.value;
          if (text === "" && !required) return onChange(undefined);
          // A number that does not read as one is kept as typed, so the engine says what is wrong with it.
          onChange(numeric && text.trim() !== "" && Number.isFinite(Number(text)) ? Number(text) : text);
        }}
      />
    );
  } else {
    input = (
      <output id={fieldId(path)} className="yaml-only">
        {value === undefined ? "(not set)" : JSON.stringify(value)} — the form does not draw this field's shape: edit it
        in the page's YAML file.
      </output>
    );
  }
  return (
    <div className="field">
      <Label label={label} path={path} required={required} />
      <About path={path} schema={schema} />
      {input}
      <FieldIssues path={path} issues={issues} />
    </div>
  );
}
