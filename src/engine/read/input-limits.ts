/**
 * How big a file of the site may be. Far above what a page or a collection needs (the largest file of
 * the shipped site is 11 KB, 8 levels deep), low enough that a careless or hostile file is refused
 * before it costs seconds or hundreds of megabytes.
 */
export const inputLimits = {
  /** Bytes in one file. */
  fileBytes: 1024 * 1024,
  /** Lists and mappings inside one another. */
  nesting: 50,
  /** Characters of text (and one per other value) in a file's data once its aliases are expanded. */
  expandedSize: 2_000_000,
  /** Records one reference may show (`ids:` or `range:`): a block is a page's part, not an archive. */
  recordsPerReference: 1000,
};

const megabytes = (count: number) => count * 1024 * 1024;

/**
 * Bytes in one file of public/, by kind. An SVG is read whole and checked, so it is held to the
 * size of a drawing; the others are published as they are, with room for photographs and short videos.
 */
export const publicFileBytes = {
  svg: megabytes(1),
  image: megabytes(20),
  font: megabytes(5),
  text: megabytes(1),
  document: megabytes(20),
  video: megabytes(100),
};
