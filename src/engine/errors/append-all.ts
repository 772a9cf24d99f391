/**
 * Adds every item of a list to another. `target.push(...items)` passes each item as an argument, and
 * a list as long as a large file's problems (over about 120,000) exceeds what a call can take.
 */
export function appendAll<Item>(target: Item[], items: readonly Item[]): void {
  for (const item of items) target.push(item);
}
