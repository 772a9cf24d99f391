import { Field, GroupHeading, type FieldProps } from "./field-form";
import { fieldId } from "./field-path";
import { emptyValue, hasShape, schemaType, shapesOf } from "./schema-value";
import type { FieldSchema } from "./studio-api-types";

/** How the choice of shapes names one: its value when it is one value ("none"), else the kind of value it takes. */
function shapeName(shape: FieldSchema): string {
  if ("const" in shape) return JSON.stringify(shape.const);
  const kinds: Record<string, string> = {
    integer: "a whole number",
    number: "a number",
    string: "text",
    boolean: "yes or no",
    array: "a list",
  };
  const kind = schemaType(shape);
  if (kind === "object") return `fields: ${Object.keys(shape.properties ?? {}).join(", ")}`;
  return kinds[kind ?? ""] ?? "another shape";
}

/** The value a field starts with when its shape is chosen: the field's default if it has that shape. */
const startValue = (shape: FieldSchema, field: FieldSchema) =>
  field.default !== undefined && hasShape(shape, field.default) ? field.default : emptyValue(shape);

/**
 * A field that takes one of several shapes, such as which question is open: a number, or "none". The
 * marketer picks the shape, then fills it in where it is more than one value.
 */
export function ShapeField(props: FieldProps) {
  const { label, schema, value, path, required, issues, onChange } = props;
  const shapes = shapesOf(schema);
  const chosen = value === undefined ? -1 : shapes.findIndex((shape) => hasShape(shape, value));
  const shape = shapes[chosen];
  const choiceId = `${fieldId(path)}-shape`;
  return (
    <fieldset className="shape-field">
      <GroupHeading label={label} schema={schema} path={path} required={required} issues={issues} />
      <label htmlFor={choiceId}>Kind of value</label>
      <select
        id={choiceId}
        value={chosen}
        onChange={(event) => {
          const picked = shapes[Number(event.target.value)];
          onChange(picked ? startValue(picked, schema) : undefined);
        }}
      >
        {(chosen === -1 || !required) && (
          <option value={-1}>
            {chosen === -1 && value !== undefined ? `${JSON.stringify(value)}, not one of these` : "(not set)"}
          </option>
        )}
        {shapes.map((option, index) => (
          <option key={index} value={index}>
            {shapeName(option)}
          </option>
        ))}
      </select>
      {shape && !("const" in shape) && (
        // The field's description and problems are said once, above: the chosen shape's input is given neither.
        <Field
          label={`${label} as ${shapeName(shape)}`}
          {...{ value, path, onChange }}
          schema={shape}
          required
          issues={[]}
        />
      )}
    </fieldset>
  );
}
