import type { BlockProps } from "../../../schema/blocks";

interface PlanFeatureProps {
  feature: BlockProps<"pricing-plans">["plans"][number]["features"][number];
  unavailableLabel: string;
}

/**
 * A line of a plan's feature list: a check when included, a cross and struck text when not. Its
 * card's plan-card utility (src/styles/plans.css) draws the mark and styles it by data-available, so
 * the line is its words.
 */
export function PlanFeature({ feature, unavailableLabel }: PlanFeatureProps) {
  const { available } = feature;
  return (
    <li data-available={available}>
      {!available && <span className="sr-only">{`${unavailableLabel}: `}</span>}
      {feature.text}
    </li>
  );
}
