import type { BlockProps } from "../../../schema/blocks";
import { CheckList } from "../../ui/CheckList";
import { Picture } from "../../ui/Picture";

type Tab = BlockProps<"tabbed-showcase">["tabs"][number];

interface ShowcasePanelProps {
  tab: Tab;
  id: string;
  tabId: string;
  selected: boolean;
}

/** The content of one tab: heading, text and points beside the illustration, styled by its list's utility (sections.css). Hidden while its tab is not selected. */
export function ShowcasePanel({ tab, id, tabId, selected }: ShowcasePanelProps) {
  return (
    <div role="tabpanel" id={id} aria-labelledby={tabId} hidden={!selected} tabIndex={0} data-slot="showcase-panel">
      <div>
        <div>
          <h3>{tab.heading}</h3>
          <p>{tab.text}</p>
          <CheckList items={tab.points} />
        </div>
        <div>
          <Picture layout="half" image={tab.image} alt={tab.imageAlt} />
        </div>
      </div>
    </div>
  );
}
