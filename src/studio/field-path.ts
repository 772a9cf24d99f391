/** A field's place in the page as the engine's errors name it: blocks[2].plans[0].price. */
export function fieldPath(parent: string, step: string | number): string {
  if (typeof step === "number") return `${parent}[${step}]`;
  return parent === "" ? step : `${parent}.${step}`;
}

/** An id for the element of a field, from its path: ids cannot hold "[" or "." for CSS selectors. */
export const fieldId = (path: string) => `field-${path.replace(/[^a-zA-Z0-9_-]/g, "_")}`;
