import type { PortfolioEntry } from "../../schema/collections";

interface ProjectFactsProps {
  info: PortfolioEntry["projectInfo"];
  labels: { date: string; clientName: string; projectType: string };
}

/** A portfolio entry's facts, one row each (label, value); nothing when the entry has none. */
export function ProjectFacts({ info, labels }: ProjectFactsProps) {
  if (!info) return null;
  const facts = [
    [labels.date, info.date],
    [labels.clientName, info.clientName],
    [labels.projectType, info.projectType],
  ];
  return (
    <dl className="portfolio-facts" data-slot="facts">
      {facts.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
