/** A social card's size: the 1.91:1 picture link previews show largest. */
export const cardSize = { width: 1200, height: 630 } as const;
