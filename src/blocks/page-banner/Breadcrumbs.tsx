import type { BlockProps } from "../../../schema/blocks";
import { useUiText } from "../../page/ui-text";
import { Icon } from "../../ui/Icon";

type Crumb = NonNullable<BlockProps<"page-banner">["breadcrumbs"]>[number];

/** The trail from the home page to this one; the last crumb is the current page, named but not linked. */
export function Breadcrumbs({ crumbs, className }: { crumbs: readonly Crumb[]; className?: string }) {
  const text = useUiText();
  return (
    <nav aria-label={text.breadcrumb} className={className}>
      <ol className="inline-flex flex-wrap items-center justify-center gap-x-2 gap-y-1 rounded-pill bg-white px-5 py-2.5 text-sm font-semibold shadow-card">
        {crumbs.map((crumb, index) => {
          const current = index === crumbs.length - 1;
          return (
            <li key={`${index}-${crumb.label}`} className="inline-flex items-center gap-2">
              {index > 0 && <Icon name="chevron-right" className="size-3.5 text-muted" />}
              {current || !crumb.href ? (
                <span aria-current={current ? "page" : undefined} className="text-accent-strong">
                  {crumb.label}
                </span>
              ) : (
                <a href={crumb.href} className="text-body transition-colors hover:text-accent">
                  {crumb.label}
                </a>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
