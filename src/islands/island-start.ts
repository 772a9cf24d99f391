/**
 * When an island starts in the browser:
 * - `load`: right after the first paint, for what the first screen needs at once;
 * - `visible`: when the block scrolls near the viewport;
 * - `idle`: when the browser has nothing else to do;
 * - `scroll`: when the page first scrolls (also to a #section on arrival), for what follows the
 *   reading and has nothing to do before it moves;
 * - `interaction`: on the first pointer, focus or touch on the block (a click that came first is
 *   replayed once the island is live).
 * Every island also starts on first use, whatever its rule.
 */
export const islandStarts = ["load", "visible", "idle", "scroll", "interaction"] as const;

export type IslandStart = (typeof islandStarts)[number];

/**
 * A block type's island rule, exported as `island` from its src/blocks/<type>/index.tsx: a start for
 * every block of the type, or a function of the props for a type that needs the browser only in some
 * variants (a hero with a video). No rule, or null from the function: a static block, no JavaScript.
 */
export type IslandRule<Props> = IslandStart | ((props: Props) => IslandStart | null);
