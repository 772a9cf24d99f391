import { useState, type ReactNode } from "react";
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

/** A list of questions of which one at a time is open: opening one closes the other, and the open one closes on click. */
export function Accordion({ items, defaultOpen, look, className }: AccordionProps) {
  const [openIndex, setOpenIndex] = useState(defaultOpen);
  return (
    <div className={cx(lists[look], className)} data-slot="accordion">
      {items.map((item, index) => (
        <AccordionItem
          key={`${index}-${item.title}`}
          title={item.title}
          look={look}
          open={openIndex === index}
          onToggle={() => setOpenIndex((current) => (current === index ? null : index))}
          onReveal={() => setOpenIndex(index)}
        >
          {item.body}
        </AccordionItem>
      ))}
    </div>
  );
}
