import { useId, useState } from "react";
import type { BlockProps } from "../../../schema/blocks";
import type { IslandRule } from "../../islands/island-start";
import { Section } from "../../ui/Section";
import { SectionIntro } from "../../ui/SectionIntro";
import { ShowcasePanel } from "./ShowcasePanel";
import { tabIds, useTabs } from "../../ui/use-tabs";

/** The tabs start on first use: the first panel is in the HTML, and a click that comes first is replayed. */
export const island: IslandRule<BlockProps<"tabbed-showcase">> = "interaction";

/** A tab's panel never changes in the browser: a tab shows or hides the panel the prerender wrote. */
export const browserProps = (props: BlockProps<"tabbed-showcase">) => ({
  ...props,
  tabs: props.tabs.map((tab) => ({ ...tab, heading: "", text: "", points: [], imageAlt: "" })),
});

/**
 * A heading, a row of tabs and one panel per tab (ARIA tabs pattern: arrows, Home and End move and
 * select). Every panel is in the HTML, so all of them read without JavaScript; the first is open.
 */
export default function TabbedShowcase({
  id,
  eyebrow,
  heading,
  lead,
  numbered,
  tabs,
  surface,
}: BlockProps<"tabbed-showcase">) {
  const baseId = useId();
  const headingId = `${baseId}-heading`;
  const [selected, setSelected] = useState(0);
  const { tabListProps, tabProps } = useTabs(tabs.length, selected, setSelected);

  return (
    <Section id={id} surface={surface} block="tabbed-showcase" labelledBy={headingId}>
      <SectionIntro eyebrow={eyebrow} heading={heading} lead={lead} id={headingId} />
      <div data-reveal className="mt-12">
        <div className="flex justify-center">
          <div {...tabListProps} aria-labelledby={headingId} className="step-tabs">
            {tabs.map((tab, index) => (
              <button key={tab.label} {...tabProps(index, tabIds(baseId, index))}>
                {numbered && <span aria-hidden="true">{index + 1}</span>}
                {tab.label}
              </button>
            ))}
          </div>
        </div>
        <div className="mt-10">
          {tabs.map((tab, index) => (
            <ShowcasePanel
              key={tab.label}
              tab={tab}
              id={tabIds(baseId, index).panel}
              tabId={tabIds(baseId, index).tab}
              selected={index === selected}
            />
          ))}
        </div>
      </div>
    </Section>
  );
}
