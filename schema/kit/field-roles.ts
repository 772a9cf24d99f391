/**
 * What a field names beyond its type, written into its JSON Schema under `fieldRoleKey`, so that a
 * tool reading the schema (the studio's pickers) can offer the values it may take: an image of
 * public/, a link, one record or several of a collection; or edit it as it reads: a heading whose
 * words in braces show in the accent colour. A leaf module: the browser's studio and the
 * schemas both read it, and it imports nothing.
 */
export const fieldRoleKey = "x-field-role";

export type FieldRoleKey = typeof fieldRoleKey;

export type FieldRole = "image" | "link" | "record" | "records" | "accent-text";

/** The metadata that marks a field's JSON Schema with its role; editors ignore a key they do not know. */
export const fieldRole = (role: FieldRole) => ({ [fieldRoleKey]: role });
