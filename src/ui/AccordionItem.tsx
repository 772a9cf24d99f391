import type { ReactNode } from "react";
import type { FaqVariant } from "../../schema/blocks/faq";
import { cx } from "./cx";
import { Icon } from "./Icon";

const looks: Record<FaqVariant, { item: string; summary: string; body: string }> = {
  cards: {
    item: "rounded-card bg-white shadow-card ring-1 ring-line transition-shadow duration-200 open:ring-accent/40",
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
      className={cx(
        "group [interpolate-size:allow-keywords] details-content:h-0 details-content:overflow-clip open:details-content:h-auto",
        "motion-safe:details-content:transition-[height,content-visibility] motion-safe:details-content:transition-discrete motion-safe:details-content:duration-250 motion-safe:details-content:ease-out",
        styles.item,
      )}
    >
      <summary
        className={cx(
          "flex cursor-pointer list-none items-center justify-between gap-6 text-ink transition-colors hover:text-accent-strong [&::-webkit-details-marker]:hidden",
          styles.summary,
        )}
      >
        <h3 className="text-pretty text-base font-semibold text-current sm:text-lg">{title}</h3>
        <span className="grid size-9 shrink-0 place-items-center rounded-full bg-accent-soft text-accent-strong transition-colors duration-200 group-open:bg-accent group-open:text-accent-ink">
          <Icon name="plus" className="size-4 group-open:hidden" />
          <Icon name="minus" className="hidden size-4 group-open:block" />
        </span>
      </summary>
      <div className={cx("leading-relaxed text-body", styles.body)}>{children}</div>
    </details>
  );
}
