import type { z } from "zod";
import { noting, type DocumentUses, type ValidationContext } from "../../../schema/kit/validation-context";

/**
 * Validates a value read from one document, in that document's context: on a per-record page,
 * "current" stands for the page's record; once the value is valid, the links and section ids its
 * fields noted as they were checked are added to the context. A value that fails adds none: its
 * links are not checked until it is fixed.
 */
export function validateInContext<Schema extends z.ZodType>(
  schema: Schema,
  raw: unknown,
  context: ValidationContext,
): z.ZodSafeParseResult<z.output<Schema>> {
  const uses: DocumentUses = { current: context.current, links: [], anchors: [] };
  const result = noting(uses, () => schema.safeParse(raw, { reportInput: true }));
  if (result.success) {
    context.links.push(...uses.links);
    context.anchors.push(...uses.anchors);
  }
  return result;
}
