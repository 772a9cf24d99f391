/**
 * The tab that a key moves to in a row of `count` tabs, as the ARIA tabs pattern asks: arrows step
 * and wrap around, Home and End jump to the ends. Other keys move nowhere (null).
 */
export function tabIndexAfterKey(key: string, current: number, count: number): number | null {
  switch (key) {
    case "ArrowRight":
    case "ArrowDown":
      return (current + 1) % count;
    case "ArrowLeft":
    case "ArrowUp":
      return (current - 1 + count) % count;
    case "Home":
      return 0;
    case "End":
      return count - 1;
    default:
      return null;
  }
}
