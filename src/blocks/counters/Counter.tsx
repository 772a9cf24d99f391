import { useRef } from "react";
import type { BlockProps } from "../../../schema/blocks";
import { cx } from "../../ui/cx";
import { localeNumber } from "../../ui/number-format";
import { useCountUp } from "./use-count-up";

type CounterItem = BlockProps<"counters">["items"][number];

/** A figure with its grouping and decimals, as the page shows it: 150,000 or 4.8. */
export function formatFigure(value: number, decimals: number): string {
  return localeNumber(value, "en-US", decimals);
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
  const value = useCountUp(ref, item.value, duration);
  const final = `${item.prefix}${formatFigure(item.value, item.decimals)}${item.suffix}`;
  return (
    <>
      <p ref={ref} className={cx("font-extrabold whitespace-nowrap tabular-nums", numberClass)}>
        <span aria-hidden="true" data-slot="count">
          {item.prefix}
          {formatFigure(value, item.decimals)}
          {item.suffix}
        </span>
        <span className="sr-only">{final}</span>
      </p>
      <p className={labelClass} data-slot="label">
        {item.label}
      </p>
    </>
  );
}
