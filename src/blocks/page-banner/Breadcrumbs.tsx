import type { BlockProps } from "../../../schema/blocks";
import { useUiText } from "../../page/ui-text";
import { Icon } from "../../ui/Icon";

type Crumb = NonNullable<BlockProps<"page-banner">["breadcrumbs"]>[number];

/** The trail from the home page to this one; the last crumb is the current page, named but not linked. The banner's utility styles it. */
export function Breadcrumbs({ crumbs }: { crumbs: readonly Crumb[] }) {
  const text = useUiText();
  return (
    <nav aria-label={text.breadcrumb}>
      <ol>
        {crumbs.map((crumb, index) => {
          const current = index === crumbs.length - 1;
          return (
            <li key={`${index}-${crumb.label}`}>
              {index > 0 && <Icon name="chevron-right" />}
              {current || !crumb.href ? (
                <span aria-current={current ? "page" : undefined}>{crumb.label}</span>
              ) : (
                <a href={crumb.href}>{crumb.label}</a>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
