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

/** Hosting plans in a row of cards, with the monthly price, renewal, limit, features and a trial button. A static block. */
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
    <article
      data-slot="plan"
      data-featured={featured || undefined}
      className={cx(
        "relative flex w-full flex-col rounded-card p-7",
        featured
          ? "bg-night text-slate-300 shadow-lift ring-2 ring-accent xl:-my-4 xl:py-11"
          : "border border-line bg-white shadow-card",
      )}
    >
      {featured && (
        <p className="absolute -top-3.5 left-7 rounded-pill bg-accent px-4 py-1 text-xs font-bold uppercase tracking-wider text-accent-ink">
          {featuredLabel}
        </p>
      )}
      <div className="flex items-center gap-3">
        {plan.icon && (
          <span
            className={cx(
              "grid size-11 place-items-center rounded-xl",
              featured ? "bg-white/10 text-white" : "bg-accent-soft text-accent",
            )}
          >
            <Icon name={plan.icon} className="size-5" />
          </span>
        )}
        <h3 className={cx("text-xl", featured && "text-white")}>{plan.name}</h3>
      </div>
      <p className={cx("mt-3 text-sm", featured ? "text-slate-300" : "text-muted")}>{plan.details}</p>
      <p className="mt-6 flex items-baseline gap-1" data-slot="price">
        <span className={cx("text-5xl font-extrabold tracking-tight", featured ? "text-white" : "text-ink")}>
          {currency}
          {plan.price}
        </span>
        <span className={cx("font-medium", featured ? "text-slate-300" : "text-muted")}>{period}</span>
      </p>
      {plan.renewal && (
        <p className={cx("mt-1 text-sm", featured ? "text-slate-300" : "text-muted")} data-slot="renewal">
          {plan.renewal}
        </p>
      )}
      {plan.limit && (
        <p
          className={cx(
            "mt-5 rounded-lg px-3 py-2 text-sm font-semibold",
            featured ? "bg-white/10 text-white" : "bg-accent-soft text-accent-strong",
          )}
        >
          {plan.limit}
        </p>
      )}
      {plan.features.length > 0 && (
        <ul className="mt-6 space-y-3 text-[0.9375rem]">
          {plan.features.map((feature) => (
            <li key={feature} className="flex items-start gap-3">
              <Icon name="check" className={cx("mt-0.5 size-4", featured ? "text-white" : "text-accent")} />
              <span className={featured ? "text-slate-200" : "text-body"}>{feature}</span>
            </li>
          ))}
        </ul>
      )}
      <div className="mt-auto pt-8">
        <ActionButton action={plan.action} className="w-full" />
        {note && (
          <p className={cx("mt-3 text-center text-xs", featured ? "text-slate-300" : "text-muted")} data-slot="note">
            {note}
          </p>
        )}
      </div>
    </article>
  );
}
