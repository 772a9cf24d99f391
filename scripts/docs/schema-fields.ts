import { fieldKind, unionOptions as options, type JsonSchema } from "../../schema/kit/field-kinds";

export type { JsonSchema };

/** One field of a document, as a row of a props table. */
export interface FieldRow {
  /** Path from the document's root: `items[].question`, `aside.action.label`, `hosts.<name>`. */
  name: string;
  /** What to write, in words: `text`, `whole number`, `list of mappings`, `` `cards` or `lines` ``. */
  type: string;
  /** Whether the mapping that holds the field needs it. */
  required: boolean;
  /** Fields that another way of writing the same value requires in place of this one. */
  orInstead?: string[];
  /** The value used when the field is left out. */
  default?: unknown;
  description: string;
}

/**
 * Where the fields under a field continue: `name.` for a mapping, `name[].` for a list of mappings,
 * each option of a union in turn. An option that is one block type (a `type` const) is named by it,
 * `blocks[type=faq].`, so every row of a list of blocks says which block it belongs to.
 */
function nestedRows(schema: JsonSchema, name: string): FieldRow[] {
  if (schema.properties) {
    const type = schema.properties.type?.const;
    const prefix = typeof type === "string" && name.endsWith("[]") ? `${name.slice(0, -2)}[type=${type}]` : name;
    return fieldRows(schema, `${prefix}.`);
  }
  if (schema.items && !Array.isArray(schema.items)) return nestedRows(schema.items, `${name}[]`);
  if (typeof schema.additionalProperties === "object") {
    const values = schema.additionalProperties;
    return [
      { name: `${name}.<name>`, type: fieldKind(values), required: false, description: values.description ?? "" },
      ...nestedRows(values, `${name}.<name>`),
    ];
  }
  return alternativeRows(options(schema).map((option) => nestedRows(option, name)));
}

/**
 * The rows of the options of a union, one after the other. A required field that some options do not
 * have is one way of writing the value: it names the required fields the other options take in its
 * place, as `ids` does `range` in `{ from: blog, ids: [1, 2] }` or `{ from: blog, range: [1, 5] }`.
 */
function alternativeRows(optionRows: FieldRow[][]): FieldRow[] {
  const names = optionRows.map((rows) => new Set(rows.map((row) => row.name)));
  return optionRows.flatMap((rows, index) =>
    rows.map((row) => {
      if (!row.required || names.every((set) => set.has(row.name))) return row;
      const others = optionRows
        .filter((_, other) => other !== index)
        .flatMap((other) => other.filter((candidate) => candidate.required && !names[index]?.has(candidate.name)));
      return others.length > 0 ? { ...row, orInstead: [...new Set(others.map((other) => other.name))] } : row;
    }),
  );
}

/**
 * Every field of an object schema, depth first, in the order the schema declares them. A field that
 * two options of a union both declare (the `from` of `{ from, ids }` and `{ from, range }`) is listed
 * once.
 */
export function fieldRows(schema: JsonSchema, prefix = ""): FieldRow[] {
  const required = new Set(schema.required ?? []);
  const rows = Object.entries(schema.properties ?? {}).flatMap(([key, field]): FieldRow[] => {
    const name = `${prefix}${key}`;
    const row: FieldRow = {
      name,
      type: fieldKind(field),
      required: required.has(key),
      description: field.description ?? "",
      ...(field.default === undefined ? {} : { default: field.default }),
    };
    return [row, ...nestedRows(field, name)];
  });
  const seen = new Set<string>();
  return rows.filter((row) => !seen.has(row.name) && seen.add(row.name));
}
