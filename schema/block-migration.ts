/**
 * One change to a block type's props that pages written before it need: the old shape is recognised
 * by `applies`, and `edits` says how to write it in the new one. A page never names a version; the
 * block's version is 1 plus the number of its migrations.
 */
export interface BlockMigration {
  /** What changed, in a line for the page's author: "duration in milliseconds is now seconds". */
  change: string;
  /** Whether props are in the shape before this change. */
  applies: (props: Readonly<Record<string, unknown>>) => boolean;
  /** The edits that write old props in the new shape: npx blockpress migrate --write makes them in the YAML itself. */
  edits: (props: Readonly<Record<string, unknown>>) => PropEdit[];
}

/** An edit of one prop of a block: a new name, a new value, or both. Edits keep the prop's place. */
export interface PropEdit {
  key: string;
  renameTo?: string;
  /** A scalar: the YAML keeps its own layout everywhere else. */
  value?: string | number | boolean;
}
