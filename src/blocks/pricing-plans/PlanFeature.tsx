import type { BlockProps } from "../../../schema/blocks";
import { cx } from "../../ui/cx";
import { Icon } from "../../ui/Icon";

interface PlanFeatureProps {
  feature: BlockProps<"pricing-plans">["plans"][number]["features"][number];
  featured: boolean;
  unavailableLabel: string;
}

/** A line of a plan's feature list: a check when included, a cross and struck text when not. */
export function PlanFeature({ feature, featured, unavailableLabel }: PlanFeatureProps) {
  const { available } = feature;
  return (
    <li className="flex items-start gap-3" data-available={available}>
      <span
        className={cx(
          "mt-0.5 grid size-5 shrink-0 place-items-center rounded-full",
          featured ? "bg-white/20 text-accent-ink" : available ? "bg-accent-soft text-accent" : "bg-surface text-muted",
        )}
      >
        <Icon name={available ? "check" : "close"} className="size-3.5" />
      </span>
      <span
        className={cx(
          featured ? "text-accent-ink" : available ? "text-body" : "text-muted",
          !available && "line-through decoration-1",
        )}
      >
        {!available && <span className="sr-only">{`${unavailableLabel}: `}</span>}
        {feature.text}
      </span>
    </li>
  );
}
