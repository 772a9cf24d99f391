import { useState } from "react";
import { Icon } from "../../ui/Icon";

interface PaginationProps {
  label: string;
  pages: number;
  last: string;
  next: string;
}

/**
 * Page numbers, an ellipsis, Last and an arrow. The site shows one sample page, so a click only moves
 * the highlight (aria-current), which the page-numbers utility draws: the posts stay as they are.
 */
export function Pagination({ label, pages, last, next }: PaginationProps) {
  const [active, setActive] = useState(1);
  const numbers = Array.from({ length: pages }, (_, i) => i + 1);
  return (
    <nav aria-label={label} className="mt-12" data-slot="pagination">
      <ul className="page-numbers">
        {numbers.map((page) => (
          <li key={page}>
            <button type="button" aria-current={page === active ? "page" : undefined} onClick={() => setActive(page)}>
              {page}
            </button>
          </li>
        ))}
        <li aria-hidden="true" className="px-1 text-muted">
          …
        </li>
        <li>
          <button type="button" onClick={() => setActive(pages)}>
            {last}
          </button>
        </li>
        <li>
          <button type="button" aria-label={next} onClick={() => setActive((page) => Math.min(pages, page + 1))}>
            <Icon name="arrow-right" />
          </button>
        </li>
      </ul>
    </nav>
  );
}
