/** Whether `text` holds every word of a search, in any case and order: how the studio's lists are narrowed. */
export function matchesSearch(search: string, text: string): boolean {
  const haystack = text.toLowerCase();
  return search
    .toLowerCase()
    .split(/\s+/)
    .filter(Boolean)
    .every((word) => haystack.includes(word));
}
