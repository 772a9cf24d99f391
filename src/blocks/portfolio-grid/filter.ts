/** The filter that shows every entry. */
export const allFilter = "*";

/** The words of an entry's category: "design dev" → ["design", "dev"]. */
export function categoryWordsOf(category: string): string[] {
  return category.split(" ").filter(Boolean);
}

/** Whether an entry shows under a filter: "*" shows all, a word shows entries whose category holds it. */
export function matchesFilter(category: string, filter: string): boolean {
  return filter === allFilter || categoryWordsOf(category).includes(filter);
}
