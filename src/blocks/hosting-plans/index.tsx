import { useId } from "react";
import type { BlockProps } from "../../../schema/blocks";
import { ActionButton } from "../../ui/ActionButton";
import { cx } from "../../ui/cx";
import { Icon } from "../../ui/Icon";
import { Section } from "../../ui/Section";
import { SectionIntro } from "../../ui/SectionIntro";

type Plan = BlockProps<"hosting-plans">["plans"][number];

const columns: Record<number, string> = {
  1: "max-w-sm",
  2: "md:grid-cols-2 max-w-3xl",
  3: "md:grid-cols-3 max-w-5xl",
  4: "md:grid-cols-2 xl:grid-cols-4",
};

/**
 * Hosting plans in a row of cards, with the monthly price, renewal, limit, features and a trial button,
 * each styled by the hosting-plan utility (src/styles/plans.css). A static block.
 */
export default function HostingPlans({
  id,
  eyebrow,
  heading,
  lead,
  currency,
  period,
  plans,
  note,
  featuredLabel,
  surface,
}: BlockProps<"hosting-plans">) {
  const headingId = useId();
  return (
    <Section id={id} surface={surface} block="hosting-plans" labelledBy={headingId}>
      <SectionIntro eyebrow={eyebrow} heading={heading} lead={lead} id={headingId} />
      <ul data-reveal className={cx("mx-auto mt-14 grid items-stretch gap-6", columns[plans.length])}>
        {plans.map((plan) => (
          <li key={plan.name} className="flex">
            <HostingPlan plan={plan} currency={currency} period={period} note={note} featuredLabel={featuredLabel} />
          </li>
        ))}
      </ul>
    </Section>
  );
}

function HostingPlan({
  plan,
  currency,
  period,
  note,
  featuredLabel,
}: {
  plan: Plan;
  currency: string;
  period: string;
  note: string | undefined;
  featuredLabel: string;
}) {
  const featured = plan.featured;
  return (
    <article data-slot="plan" data-featured={featured || undefined} className="hosting-plan">
      {featured && <p>{featuredLabel}</p>}
      <div>
        {plan.icon && (
          <span>
            <Icon name={plan.icon} className="size-5" />
          </span>
        )}
        <h3>{plan.name}</h3>
      </div>
      <p>{plan.details}</p>
      <p data-slot="price">
        <span>{`${currency}${plan.price}`}</span>
        <span>{period}</span>
      </p>
      {plan.renewal && <p data-slot="renewal">{plan.renewal}</p>}
      {plan.limit && <p>{plan.limit}</p>}
      {plan.features.length > 0 && (
        <ul>
          {plan.features.map((feature) => (
            <li key={feature}>
              <Icon name="check" />
              <span>{feature}</span>
            </li>
          ))}
        </ul>
      )}
      <div>
        <ActionButton action={plan.action} className="w-full" />
        {note && <p data-slot="note">{note}</p>}
      </div>
    </article>
  );
}
