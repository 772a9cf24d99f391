import type { BlockProps } from "../../../schema/blocks";
import { buttonClasses } from "../../ui/button-classes";
import { cx } from "../../ui/cx";
import { Icon } from "../../ui/Icon";
import { Picture } from "../../ui/Picture";
import type { BillingOptions, BillingPeriod } from "./billing";
import { PlanFeature } from "./PlanFeature";
import { PlanPrice } from "./PlanPrice";

type Plan = BlockProps<"pricing-plans">["plans"][number];

interface PlanCardProps {
  plan: Plan;
  billing: BillingPeriod;
  options: BillingOptions;
  /** The price fades in when the visitor switches period, not when the page loads. */
  animatePrice: boolean;
  featuredLabel: string;
  unavailableLabel: string;
}

/** One plan: badge and name, the price for the selected period, its notes, features and button. */
export function PlanCard({ plan, billing, options, animatePrice, featuredLabel, unavailableLabel }: PlanCardProps) {
  const { featured } = plan;
  return (
    <article
      data-slot="plan"
      data-featured={featured || undefined}
      className={cx(
        "relative flex flex-col rounded-card p-7 transition-shadow duration-300",
        featured
          ? "bg-accent text-accent-ink shadow-lift"
          : "border border-line bg-white text-body shadow-card hover:shadow-lift",
      )}
    >
      {featured && (
        <p className="absolute -top-3.5 left-1/2 -translate-x-1/2 whitespace-nowrap rounded-pill bg-highlight px-4 py-1 text-xs font-bold uppercase tracking-wider text-highlight-ink shadow-sm">
          {featuredLabel}
        </p>
      )}
      <div className="flex items-center gap-3">
        {plan.badge ? (
          <Picture
            layout="thumbnail"
            image={plan.badge}
            alt=""
            className={cx("size-12 rounded-xl p-1.5", featured ? "bg-white" : "bg-accent-soft")}
          />
        ) : (
          plan.icon && (
            <span
              className={cx(
                "grid size-12 place-items-center rounded-xl",
                featured ? "bg-white text-accent" : "bg-accent-soft text-accent",
              )}
            >
              <Icon name={plan.icon} className="size-6" />
            </span>
          )
        )}
        <h3 className={cx("text-xl", featured && "text-accent-ink")}>{plan.name}</h3>
      </div>

      <PlanPrice price={plan.price} billing={billing} options={options} featured={featured} animate={animatePrice} />
      {plan.info && <p className={cx("mt-2 text-sm", featured ? "text-accent-ink" : "text-muted")}>{plan.info}</p>}
      {plan.trial && (
        <p
          className={cx(
            "mt-4 inline-flex items-center gap-2 self-start rounded-pill px-3 py-1 text-sm font-semibold",
            featured ? "bg-accent-strong text-accent-ink" : "bg-accent-soft text-accent-strong",
          )}
          data-slot="trial"
        >
          <Icon name="clock" className="size-4" />
          {plan.trial}
        </p>
      )}

      {plan.features.length > 0 && (
        <ul
          className={cx("mt-6 space-y-3 border-t pt-6 text-[0.9375rem]", featured ? "border-white/20" : "border-line")}
        >
          {plan.features.map((feature) => (
            <PlanFeature key={feature.text} feature={feature} featured={featured} unavailableLabel={unavailableLabel} />
          ))}
        </ul>
      )}

      {/* Pushed to the foot, so the buttons of cards with fewer features still line up. */}
      <div className="mt-auto pt-8">
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
