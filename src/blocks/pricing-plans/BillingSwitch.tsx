import { cx } from "../../ui/cx";
import { useTabs } from "../../ui/use-tabs";
import { billingPeriods, type BillingOptions, type BillingPeriod } from "./billing";

interface BillingSwitchProps {
  label: string;
  options: BillingOptions;
  selected: BillingPeriod;
  onSelect: (period: BillingPeriod) => void;
  /** Prefix of the tab ids: a tab's id is `${idPrefix}-${period}`. */
  idPrefix: string;
  /** The panel of plans both tabs control. */
  panelId: string;
}

/**
 * The Monthly / Yearly switch, drawn as a pill and built as a tab list: arrow keys move between the
 * tabs and select the one they land on, and only the selected tab is in the Tab order.
 */
export function BillingSwitch({ label, options, selected, onSelect, idPrefix, panelId }: BillingSwitchProps) {
  const { tabListProps, tabProps } = useTabs(billingPeriods.length, billingPeriods.indexOf(selected), (index) => {
    const period = billingPeriods[index];
    if (period) onSelect(period);
  });

  return (
    <div
      {...tabListProps}
      aria-label={label}
      className="inline-flex rounded-pill border border-line bg-white p-1.5 shadow-card"
      data-slot="billing-switch"
    >
      {billingPeriods.map((period, index) => {
        const active = period === selected;
        return (
          <button
            key={period}
            {...tabProps(index, { tab: `${idPrefix}-${period}`, panel: panelId })}
            className={cx(
              "min-h-11 min-w-28 rounded-pill px-6 text-[0.9375rem] font-semibold transition-colors duration-200",
              active ? "bg-accent text-accent-ink shadow-sm shadow-accent/30" : "text-body hover:text-accent",
            )}
          >
            {options[period].label}
          </button>
        );
      })}
    </div>
  );
}
