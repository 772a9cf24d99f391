import { z } from "zod";
import type { CollectionName } from "../collections";

/**
 * What a field means to the loader beyond its shape: a link to check against the site's routes, the id
 * a section gives itself, or a reference to one record (where "current" may stand for the record of a
 * per-record page). The loader finds these fields in a validated document by walking its schema.
 */
export type FieldRole = { role: "link" } | { role: "anchor" } | { role: "record"; collection: CollectionName };

/** Kept apart from zod's global registry, so roles never show in the editors' JSON Schemas. */
export const fieldRoles = z.registry<FieldRole>();
