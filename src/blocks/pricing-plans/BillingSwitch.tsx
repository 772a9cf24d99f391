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
 * tabs and select the one they land on, and only the selected tab is in the Tab order. The
 * billing-switch utility fills the selected tab by its aria-selected.
 */
export function BillingSwitch({ label, options, selected, onSelect, idPrefix, panelId }: BillingSwitchProps) {
  const { tabListProps, tabProps } = useTabs(billingPeriods.length, billingPeriods.indexOf(selected), (index) => {
    const period = billingPeriods[index];
    if (period) onSelect(period);
  });

  return (
    <div {...tabListProps} aria-label={label} className="billing-switch">
      {billingPeriods.map((period, index) => (
        <button key={period} {...tabProps(index, { tab: `${idPrefix}-${period}`, panel: panelId })}>
          {options[period].label}
        </button>
      ))}
    </div>
  );
}
