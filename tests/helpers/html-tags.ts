/** The opening tags named `tag` in server-rendered HTML, in document order, each as its attributes by lower-case name (a bare attribute maps to ""). */
export function openingTags(html: string, tag: string): Array<Record<string, string>> {
  const tags = html.matchAll(new RegExp(`<${tag}(\\s[^>]*)?>`, "g"));
  return [...tags].map((match) =>
    Object.fromEntries(
      [...(match[1] ?? "").matchAll(/([\w:-]+)(?:="([^"]*)")?/g)].map((attribute) => [
        attribute[1]?.toLowerCase(),
        attribute[2] ?? "",
      ]),
    ),
  );
}
