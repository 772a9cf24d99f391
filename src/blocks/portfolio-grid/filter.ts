import { categoryWordsOf } from "../../../schema/collections/portfolio";

/** The filter that shows every entry. */
export const allFilter = "*";

/** Whether an entry shows under a filter: "*" shows all, a word shows entries whose category holds it. */
export function matchesFilter(category: string, filter: string): boolean {
  return filter === allFilter || categoryWordsOf(category).includes(filter);
}
