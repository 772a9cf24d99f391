import { z } from "zod";
import { fieldRoles, type FieldRole } from "../../schema/kit/field-roles";
import { wrappedSchema } from "./schema-wrapper";

/** Called for each value that a field with a role checks, with its path from the walked value. */
export type FieldVisit = (role: FieldRole, value: unknown, path: readonly PropertyKey[]) => void;

function isMapping(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** The schemas directly inside one, whatever wraps or combines them. */
function innerSchemas(schema: z.core.$ZodType): z.core.$ZodType[] {
  const inner = wrappedSchema(schema);
  if (inner) return [inner];
  const def = schema._zod.def;
  switch (def.type) {
    case "object":
      return Object.values((def as z.core.$ZodObjectDef).shape);
    case "array":
      return [(def as z.core.$ZodArrayDef).element];
    case "tuple":
      return [...(def as z.core.$ZodTupleDef).items];
    case "record":
      return [(def as z.core.$ZodRecordDef).valueType];
    case "union":
      return [...(def as z.core.$ZodUnionDef).options];
    case "intersection":
      return [(def as z.core.$ZodIntersectionDef).left, (def as z.core.$ZodIntersectionDef).right];
    default:
      return [];
  }
}

const roles = new WeakMap<z.core.$ZodType, FieldRole | null>();

/** The role of a schema, looked up once: the registry's lookup copies metadata along a chain of clones. */
function roleOf(schema: z.core.$ZodType): FieldRole | undefined {
  let role = roles.get(schema);
  if (role === undefined) {
    role = fieldRoles.get(schema) ?? null;
    roles.set(schema, role);
  }
  return role ?? undefined;
}

const rolesBelow = new WeakMap<z.core.$ZodType, boolean>();

/** Whether any field with a role is in this schema; the walk skips the parts that have none. */
function holdsRoles(schema: z.core.$ZodType): boolean {
  const known = rolesBelow.get(schema);
  if (known !== undefined) return known;
  rolesBelow.set(schema, false); // a recursive schema meets itself here
  const holds = roleOf(schema) !== undefined || innerSchemas(schema).some(holdsRoles);
  rolesBelow.set(schema, holds);
  return holds;
}

const objectFields = new WeakMap<z.core.$ZodType, [string, z.core.$ZodType][]>();

/** The fields of an object schema that hold a role, found once per schema: most fields hold none. */
function fieldsWithRoles(schema: z.core.$ZodType, def: z.core.$ZodObjectDef): [string, z.core.$ZodType][] {
  let fields = objectFields.get(schema);
  if (!fields) {
    fields = Object.entries(def.shape).filter(([, field]) => holdsRoles(field));
    objectFields.set(schema, fields);
  }
  return fields;
}

/**
 * Walks a value the way `schema` reads it and calls `visit` for every value under a field with a role
 * (a link, a section id, a record reference). Where the value does not have the shape the schema
 * expects, that part is skipped: the walk never fails, whether or not the value is valid.
 */
export function visitFields(
  schema: z.core.$ZodType,
  value: unknown,
  visit: FieldVisit,
  path: readonly PropertyKey[] = [],
): void {
  const role = roleOf(schema);
  if (role) {
    visit(role, value, path);
    return;
  }
  if (value === undefined || !holdsRoles(schema)) return;
  const def = schema._zod.def;
  switch (def.type) {
    case "object": {
      if (!isMapping(value)) return;
      for (const [key, field] of fieldsWithRoles(schema, def as z.core.$ZodObjectDef)) {
        if (Object.hasOwn(value, key)) visitFields(field, value[key], visit, [...path, key]);
      }
      return;
    }
    case "array": {
      const element = (def as z.core.$ZodArrayDef).element;
      if (!Array.isArray(value) || !holdsRoles(element)) return;
      value.forEach((item, index) => visitFields(element, item, visit, [...path, index]));
      return;
    }
    case "tuple": {
      if (!Array.isArray(value)) return;
      (def as z.core.$ZodTupleDef).items.forEach((item, index) =>
        visitFields(item, value[index], visit, [...path, index]),
      );
      return;
    }
    case "record": {
      if (!isMapping(value)) return;
      const valueType = (def as z.core.$ZodRecordDef).valueType;
      for (const key of Object.keys(value)) visitFields(valueType, value[key], visit, [...path, key]);
      return;
    }
    case "union": {
      // The option zod itself would pick: the first that accepts the value.
      const option = (def as z.core.$ZodUnionDef).options.find((candidate) => z.safeParse(candidate, value).success);
      if (option) visitFields(option, value, visit, path);
      return;
    }
    default:
      for (const inner of innerSchemas(schema)) visitFields(inner, value, visit, path);
  }
}
