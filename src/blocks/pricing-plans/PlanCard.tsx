import type { BlockProps } from "../../../schema/blocks";
import { buttonClasses } from "../../ui/button-classes";
import { Icon } from "../../ui/Icon";
import { Picture } from "../../ui/Picture";
import type { BillingOptions } from "./billing";
import { PlanFeature } from "./PlanFeature";
import { PlanPrice } from "./PlanPrice";

type Plan = BlockProps<"pricing-plans">["plans"][number];

interface PlanCardProps {
  plan: Plan;
  options: BillingOptions;
  featuredLabel: string;
  unavailableLabel: string;
}

/**
 * One plan: badge and name, its prices, notes, features and button, all styled by the plan-card
 * utility (src/styles/plans.css), which reads data-featured and the selected period of the panel.
 */
export function PlanCard({ plan, options, featuredLabel, unavailableLabel }: PlanCardProps) {
  const { featured } = plan;
  return (
    <article data-slot="plan" data-featured={featured || undefined} className="plan-card">
      {featured && <p>{featuredLabel}</p>}
      <div>
        {plan.badge ? (
          <Picture layout="thumbnail" image={plan.badge} alt="" />
        ) : (
          plan.icon && (
            <span>
              <Icon name={plan.icon} className="size-6" />
            </span>
          )
        )}
        <h3>{plan.name}</h3>
      </div>

      <PlanPrice price={plan.price} options={options} />
      {plan.info && <p>{plan.info}</p>}
      {plan.trial && (
        <p data-slot="trial">
          <Icon name="clock" />
          {plan.trial}
        </p>
      )}

      {plan.features.length > 0 && (
        <ul>
          {plan.features.map((feature) => (
            <PlanFeature key={feature.text} feature={feature} unavailableLabel={unavailableLabel} />
          ))}
        </ul>
      )}

      <div>
        <a
          href={plan.action.href}
          className={buttonClasses(featured ? "light" : "outline", "md", "w-full")}
          data-slot="action"
        >
          {plan.action.label}
        </a>
      </div>
    </article>
  );
}
