import { useState } from "react";
import { cx } from "../../ui/cx";
import { Icon } from "../../ui/Icon";

interface PaginationProps {
  label: string;
  pages: number;
  last: string;
  next: string;
}

const itemClass =
  "grid h-11 min-w-11 place-items-center rounded-pill border px-3 font-semibold transition-colors duration-200";
const idleClass = "border-line bg-white text-ink hover:border-accent hover:text-accent";
const activeClass = "border-accent bg-accent text-accent-ink";

/**
 * Page numbers, an ellipsis, Last and an arrow. The site shows one sample page, so a click only moves
 * the highlight (aria-current): the posts stay as they are.
 */
export function Pagination({ label, pages, last, next }: PaginationProps) {
  const [active, setActive] = useState(1);
  const numbers = Array.from({ length: pages }, (_, i) => i + 1);
  return (
    <nav aria-label={label} className="mt-12" data-slot="pagination">
      <ul className="flex flex-wrap items-center gap-2">
        {numbers.map((page) => (
          <li key={page}>
            <button
              type="button"
              className={cx(itemClass, page === active ? activeClass : idleClass)}
              aria-current={page === active ? "page" : undefined}
              onClick={() => setActive(page)}
            >
              {page}
            </button>
          </li>
        ))}
        <li aria-hidden="true" className="px-1 text-muted">
          …
        </li>
        <li>
          <button type="button" className={cx(itemClass, idleClass)} onClick={() => setActive(pages)}>
            {last}
          </button>
        </li>
        <li>
          <button
            type="button"
            className={cx(itemClass, idleClass)}
            aria-label={next}
            onClick={() => setActive((page) => Math.min(pages, page + 1))}
          >
            <Icon name="arrow-right" className="size-4" />
          </button>
        </li>
      </ul>
    </nav>
  );
}
