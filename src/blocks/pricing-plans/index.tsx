import { useId, useState } from "react";
import type { BlockProps } from "../../../schema/blocks";
import type { IslandRule } from "../../islands/island-start";
import { Prerendered } from "../../islands/Prerendered";
import { cx } from "../../ui/cx";
import { Section } from "../../ui/Section";
import { SectionIntro } from "../../ui/SectionIntro";
import type { BillingPeriod } from "./billing";
import { BillingSwitch } from "./BillingSwitch";
import { PlanCard } from "./PlanCard";

/** The Monthly/Yearly switch starts on first use: the monthly prices are in the HTML, and a click that comes first is replayed. */
export const island: IslandRule<BlockProps<"pricing-plans">> = "interaction";

/** The plans never change in the browser: the switch names the period their panel shows. */
export const browserProps = (props: BlockProps<"pricing-plans">) => ({ ...props, plans: [] });

/** Grid columns by number of plans: four wrap two by two until there is room for a row. */
const gridByCount: Record<number, string> = {
  1: "mx-auto max-w-md",
  2: "mx-auto max-w-4xl md:grid-cols-2",
  3: "mx-auto max-w-6xl md:grid-cols-3",
  4: "md:grid-cols-2 xl:grid-cols-4",
};

/** Rows stack one plan under another, in a column as wide as three cards. */
const rowsGrid = "mx-auto max-w-6xl";

/**
 * Price cards with a Monthly / Yearly switch; Monthly is selected when the page loads. The section's
 * data-variant lays the plans out as cards or rows (plans.css), the panel's data-billing says which prices show, and data-switched lets a price fade in once the visitor switches.
 */
export default function PricingPlans({
  id,
  eyebrow,
  heading,
  lead,
  surface,
  billing,
  featuredLabel,
  unavailableLabel,
  plans,
  variant,
}: BlockProps<"pricing-plans">) {
  const [selected, setSelected] = useState<BillingPeriod>("monthly");
  const [switched, setSwitched] = useState(false);
  const baseId = useId();
  const headingId = `${baseId}-heading`;
  const panelId = `${baseId}-plans`;

  const select = (period: BillingPeriod) => {
    setSelected(period);
    setSwitched(true);
  };

  return (
    <Section id={id} surface={surface} labelledBy={headingId} block="pricing-plans" variant={variant}>
      <SectionIntro eyebrow={eyebrow} heading={heading} lead={lead} id={headingId} />
      <div className="mt-10 flex flex-col items-center gap-3" data-reveal>
        <BillingSwitch
          label={billing.label}
          options={billing}
          selected={selected}
          onSelect={select}
          idPrefix={baseId}
          panelId={panelId}
        />
        {billing.note && <p className="text-sm font-semibold text-accent-strong">{billing.note}</p>}
      </div>
      <Prerendered
        as="div"
        role="tabpanel"
        id={panelId}
        aria-labelledby={`${baseId}-${selected}`}
        className="mt-14"
        data-reveal
        data-billing={selected}
        data-switched={switched || undefined}
      >
        <div
          className={cx("grid gap-8 md:gap-x-6 md:gap-y-10", variant === "rows" ? rowsGrid : gridByCount[plans.length])}
        >
          {plans.map((plan) => (
            <PlanCard
              key={plan.name}
              plan={plan}
              options={billing}
              featuredLabel={featuredLabel}
              unavailableLabel={unavailableLabel}
            />
          ))}
        </div>
      </Prerendered>
    </Section>
  );
}
