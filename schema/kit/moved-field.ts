import { z } from "zod";
import { schemaIssue } from "../../src/engine/errors/schema-issue";

/**
 * A field an older version of the project read, kept only to say where its values go now: an unknown
 * key would list the allowed keys, where the writer needs to know which one took its place.
 */
export const movedField = (field: string, now: string) =>
  z
    .unknown()
    .check((ctx) => {
      ctx.issues.push(schemaIssue("moved-field", ctx.value, { field, now }));
    })
    .optional()
    .meta({ description: `No longer read: ${now}`, deprecated: true });
