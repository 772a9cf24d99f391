import { useId, type ReactNode } from "react";
import type { FaqVariant } from "../../schema/blocks/faq";
import { AccordionItem } from "./AccordionItem";
import { cx } from "./cx";

export interface AccordionEntry {
  title: string;
  body: ReactNode;
}

const lists: Record<FaqVariant, string> = {
  cards: "space-y-4",
  lines: "divide-y divide-line border-y border-line",
};

interface AccordionProps {
  items: readonly AccordionEntry[];
  /** Index of the item open when the page loads, or null for none. */
  defaultOpen: number | null;
  look: FaqVariant;
  className?: string;
}

/**
 * A list of questions of which one at a time is open, with no script: details elements that share a
 * name form an exclusive group, so opening one closes the other, and the open one closes on click.
 */
export function Accordion({ items, defaultOpen, look, className }: AccordionProps) {
  // One name per accordion: two on a page must not close each other's items.
  const group = useId();
  return (
    <div className={cx(lists[look], className)} data-slot="accordion">
      {items.map((item, index) => (
        <AccordionItem
          key={`${index}-${item.title}`}
          group={group}
          title={item.title}
          look={look}
          defaultOpen={defaultOpen === index}
        >
          {item.body}
        </AccordionItem>
      ))}
    </div>
  );
}
