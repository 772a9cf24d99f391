/**
 * What the Eleventy and Astro templates share: the marked words of a heading, the records a section
 * refers to, prices, and the item labels of a section without a template of its own.
 */
const escapes = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };

export function escapeHtml(text) {
  return String(text).replace(/[&<>"']/g, (char) => escapes[char]);
}

/** "We build {brands}" as HTML, the braced words marked as Blockpress marks them. */
export function markedHeading(text) {
  return escapeHtml(text ?? "").replace(/\{([^}]*)\}/g, "<mark>$1</mark>");
}

/** The records `{ from, ids }` or `{ from, range: [first, last] }` names, from the site's collections. */
export function referencedRecords(reference, collections) {
  const records = collections[reference.from] ?? [];
  if (reference.ids) return reference.ids.flatMap((id) => records.filter((record) => record.id === id));
  const [first, last] = reference.range ?? [1, records.length];
  return records.filter((record) => record.id >= first && record.id <= last);
}

const dollars = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" });

export function price(amount) {
  return dollars.format(amount);
}

/** The labels of a section's first list, for the sections drawn by the generic template. */
export function itemLabels(block) {
  const list = Object.values(block).find(Array.isArray) ?? [];
  return list.map((item) =>
    typeof item === "object" && item !== null
      ? String(item.title ?? item.name ?? item.label ?? item.text ?? item.question ?? "")
      : String(item),
  );
}
