import type { BlockProps } from "../../../schema/blocks";
import { Icon } from "../../ui/Icon";

interface PlanFeatureProps {
  feature: BlockProps<"pricing-plans">["plans"][number]["features"][number];
  unavailableLabel: string;
}

/**
 * A line of a plan's feature list: a check when included, a cross and struck text when not. Its
 * card's plan-card utility (src/styles/plans.css) styles it by data-available.
 */
export function PlanFeature({ feature, unavailableLabel }: PlanFeatureProps) {
  const { available } = feature;
  return (
    <li data-available={available}>
      <span>
        <Icon name={available ? "check" : "close"} />
      </span>
      <span>
        {!available && <span className="sr-only">{`${unavailableLabel}: `}</span>}
        {feature.text}
      </span>
    </li>
  );
}
