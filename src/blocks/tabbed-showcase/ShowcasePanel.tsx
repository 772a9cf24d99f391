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
 * The content of one tab: heading, text and points beside the illustration (`showcase-panel` in
 * cards.css styles its parts). Hidden while its tab is not selected; its content is kept as the
 * prerender wrote it.
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
      className="showcase-panel"
    >
      <div>
        <div>
          <h3>{tab.heading}</h3>
          <p>{tab.text}</p>
          <CheckList items={tab.points} className="mt-8 font-medium text-ink" />
        </div>
        <div>
          <Picture layout="half" image={tab.image} alt={tab.imageAlt} />
        </div>
      </div>
    </Prerendered>
  );
}
