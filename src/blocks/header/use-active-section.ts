import { useEffect, useState } from "react";

/**
 * The reading line, as a share of the window's height from its top: the section being read is the
 * last one whose top has passed it. It sits below the header and below where a followed link puts
 * a section's top (html's scroll-padding-top), so following a link makes that section current.
 */
const readingLine = 0.3;

/** Whether the window is scrolled to the end of the page, give or take a rounding pixel. */
const atPageEnd = () => window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 2;

/**
 * The id of the section being read, of the sections `ids` names in page order, or null above the
 * first: the last one whose top has crossed the reading line. At the end of the page the last one
 * that shows counts, as a short last section may never reach the line. An IntersectionObserver
 * watches a one-pixel band at the line, so the work happens only when a section crosses it.
 * The setter returned beside it makes a section current at once, as when its link is followed.
 */
export function useActiveSection(ids: readonly string[]): [string | null, (id: string) => void] {
  const [active, setActive] = useState<string | null>(null);
  const key = ids.join(" ");

  useEffect(() => {
    const sections = key
      .split(" ")
      .map((id) => document.getElementById(id))
      .filter((section) => section !== null);
    if (sections.length === 0) return;
    const update = () => {
      const line = window.innerHeight * readingLine + 1;
      const tops = sections.map((section) => ({ id: section.id, top: section.getBoundingClientRect().top }));
      const passed = atPageEnd()
        ? tops.filter(({ top }) => top < window.innerHeight)
        : tops.filter(({ top }) => top <= line);
      setActive(passed.at(-1)?.id ?? null);
    };
    const band = `-${readingLine * 100}% 0px -${100 - readingLine * 100 - 1}% 0px`;
    const observer = new IntersectionObserver(update, { rootMargin: band });
    for (const section of sections) observer.observe(section);
    // The end of the page is no crossing of the line: settle there once scrolling stops.
    window.addEventListener("scrollend", update);
    update();
    return () => {
      observer.disconnect();
      window.removeEventListener("scrollend", update);
    };
  }, [key]);

  return [active, setActive];
}
