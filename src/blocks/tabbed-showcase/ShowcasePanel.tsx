import type { BlockProps } from "../../../schema/blocks";
import { CheckList } from "../../ui/CheckList";
import { Picture } from "../../ui/Picture";
import { Prerendered } from "../../islands/Prerendered";

type Tab = BlockProps<"tabbed-showcase">["tabs"][number];

interface ShowcasePanelProps {
  tab: Tab;
  id: string;
  tabId: string;
  selected: boolean;
}

/**
 * The content of one tab: heading, text and points beside the illustration. Hidden while its tab is
 * not selected; its content is kept as the prerender wrote it.
 */
export function ShowcasePanel({ tab, id, tabId, selected }: ShowcasePanelProps) {
  return (
    <Prerendered
      as="div"
      role="tabpanel"
      id={id}
      aria-labelledby={tabId}
      hidden={!selected}
      tabIndex={0}
      data-slot="showcase-panel"
      className="rounded-panel bg-white p-6 text-body shadow-card ring-1 ring-line sm:p-10 lg:p-12 motion-safe:animate-[fade-in_300ms_ease-out]"
    >
      <div className="grid items-center gap-10 lg:grid-cols-2 lg:gap-16">
        <div>
          <h3 className="text-2xl sm:text-3xl">{tab.heading}</h3>
          <p className="mt-4 text-lg leading-relaxed">{tab.text}</p>
          <CheckList items={tab.points} className="mt-8 font-medium text-ink" />
        </div>
        <div className="rounded-card bg-accent-soft p-4 sm:p-6">
          <Picture layout="half" image={tab.image} alt={tab.imageAlt} className="mx-auto h-auto w-full" />
        </div>
      </div>
    </Prerendered>
  );
}
