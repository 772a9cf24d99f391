import type { ReactNode } from "react";
import type { FaqVariant } from "../../schema/blocks/faq";
import { cx } from "./cx";
import { Icon } from "./Icon";

const looks: Record<FaqVariant, { item: string; summary: string; body: string }> = {
  cards: {
    item: "accordion-card",
    summary: "rounded-card px-5 py-5 sm:px-7 sm:py-6",
    body: "px-5 pb-6 sm:px-7",
  },
  lines: {
    item: "",
    summary: "py-6",
    body: "pb-6 pr-4 sm:pr-14",
  },
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
  const styles = looks[look];
  return (
    <details
      name={group}
      open={defaultOpen}
      data-slot="accordion-item"
      className={cx("group accordion-item", styles.item)}
    >
      <summary className={cx("accordion-summary", styles.summary)}>
        <h3 className="accordion-question">{title}</h3>
        <span className="accordion-mark">
          <Icon name="plus" className="size-4 group-open:hidden" />
          <Icon name="minus" className="hidden size-4 group-open:block" />
        </span>
      </summary>
      <div className={cx("leading-relaxed text-body", styles.body)}>{children}</div>
    </details>
  );
}
