/** A phone number never wraps in the middle: a tel: link keeps its text on one line. */
export function phoneLinkClass(href: string): string | undefined {
  return href.startsWith("tel:") ? "whitespace-nowrap" : undefined;
}
