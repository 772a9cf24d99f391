/**
 * The name a photo is saved under in public/, from the name it had on the computer: lower-case words
 * joined by hyphens, as a page's path can hold them ("Team Photo.JPG" → "team-photo.jpg").
 */
export function photoFileName(name: string): string {
  const extension = /\.([A-Za-z0-9]+)$/.exec(name)?.[1]?.toLowerCase() ?? "";
  const stem = name
    .slice(0, extension ? -(extension.length + 1) : undefined)
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 60);
  return `${stem || "photo"}${extension ? `.${extension}` : ""}`;
}
