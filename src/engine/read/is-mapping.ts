/** Whether a value read from YAML is a mapping: an object that is not a list. */
export function isMapping(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
