import { createContext, useContext } from "react";

/**
 * Whether the block being drawn opens the page, so that its pictures may be in the first screen a
 * visitor sees: they load at once rather than lazily, which waits for layout. Only a picture marked
 * `priority` is also asked for first.
 */
export const FirstScreen = createContext(false);

export function useFirstScreen(): boolean {
  return useContext(FirstScreen);
}
