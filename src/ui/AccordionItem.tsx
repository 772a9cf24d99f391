import type { ReactNode } from "react";
import type { FaqVariant } from "../../schema/blocks/faq";
import { cx } from "./cx";

/** Each look's utility (accordion.css): set on the details element, it frames and spaces its parts. */
const looks: Record<FaqVariant, string> = {
  cards: "accordion-card",
  lines: "accordion-line",
};

interface AccordionItemProps {
  /** The name shared by the items of one accordion, which keeps one of them open at a time. */
  group: string;
  title: string;
  look: FaqVariant;
  /** Open when the page loads. */
  defaultOpen: boolean;
  children: ReactNode;
}

/**
 * One question of an accordion: a details element whose summary holds the question as an h3. The
 * browser opens it on click, Enter and Space, and on a find-in-page match inside the closed answer.
 * The answer's height animates open and closed (250 ms; not at all under reduced motion).
 */
export function AccordionItem({ group, title, look, defaultOpen, children }: AccordionItemProps) {
  return (
    <details name={group} open={defaultOpen} className={cx("group accordion-item", looks[look])}>
      <summary>
        <h3>{title}</h3>
        <span className="accordion-mark" />
      </summary>
      <div>{children}</div>
    </details>
  );
}
