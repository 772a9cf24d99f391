/**
 * The footer's year is the current year. The HTML says the year the page was built; a page built
 * last December says this year once the script runs.
 */
export function startCurrentYear(): void {
  const year = String(new Date().getFullYear());
  for (const element of document.querySelectorAll("[data-slot=year]")) {
    if (element.textContent !== year) element.textContent = year;
  }
}
