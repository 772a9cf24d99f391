import { useRef } from "react";
import type { BlockProps } from "../../../schema/blocks";
import { localeNumber } from "../../ui/number-format";
import { useLocale } from "../../page/page-languages";
import { useCountUp } from "./use-count-up";

type CounterItem = BlockProps<"counters">["items"][number];

/**
 * A figure with its grouping and decimals, as the page's locale writes it: 150,000 and 4.8 in en-US,
 * 150.000 and 4,8 in es-ES; 3000 when the item turns grouping off.
 */
export function formatFigure(value: number, item: Pick<CounterItem, "decimals" | "grouping">, locale: string): string {
  return localeNumber(value, locale, item.decimals, item.grouping);
}

/** One figure: the counting number (hidden from assistive technology, which reads the final figure) and its label. */
export function Counter({
  item,
  duration,
  numberClass,
  labelClass,
}: {
  item: CounterItem;
  duration: number;
  numberClass: string;
  labelClass: string;
}) {
  const ref = useRef<HTMLParagraphElement>(null);
  const { value, live } = useCountUp(ref, item.value, duration);
  const locale = useLocale();
  const final = `${item.prefix}${formatFigure(item.value, item, locale)}${item.suffix}`;
  return (
    <>
      <p ref={ref} className={numberClass} data-count={live ? "live" : undefined}>
        <span
          aria-hidden="true"
          data-slot="count"
        >{`${item.prefix}${formatFigure(value, item, locale)}${item.suffix}`}</span>
        <span className="sr-only">{final}</span>
      </p>
      <p className={labelClass} data-slot="label">
        {item.label}
      </p>
    </>
  );
}
