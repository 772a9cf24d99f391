import { useId, useState } from "react";
import type { BlockProps } from "../../../schema/blocks";
import type { IslandRule } from "../../islands/island-start";
import { Icon } from "../../ui/Icon";
import { Picture } from "../../ui/Picture";
import { Prerendered } from "../../islands/Prerendered";
import { Section } from "../../ui/Section";
import { SectionIntro } from "../../ui/SectionIntro";
import { TabList } from "../../ui/TabList";
import { tabIds } from "../../ui/use-tabs";

/** The tabs start on first use: the first panel is in the HTML, and a click that comes first is replayed. */
export const island: IslandRule<BlockProps<"property-tabs">> = "interaction";

/** The listings never change in the browser: a tab shows or hides the panel the prerender wrote. */
export const browserProps = (props: BlockProps<"property-tabs">) => ({
  ...props,
  tabs: props.tabs.map((tab) => ({ ...tab, listings: [] })),
});

/**
 * Listings in tabs (ARIA tabs): each panel a grid of cards with picture, name, address, facts and
 * price, each styled by the listing-card utility (src/styles/plans.css).
 */
export default function PropertyTabs({ id, eyebrow, heading, lead, tabs, surface }: BlockProps<"property-tabs">) {
  const baseId = useId();
  const headingId = `${baseId}-heading`;
  const [selected, setSelected] = useState(0);
  return (
    <Section id={id} surface={surface} block="property-tabs" labelledBy={headingId}>
      <div className="flex flex-col gap-8 lg:flex-row lg:items-end lg:justify-between">
        <SectionIntro eyebrow={eyebrow} heading={heading} lead={lead} id={headingId} align="start" />
        <TabList
          baseId={baseId}
          labels={tabs.map((tab) => tab.label)}
          selected={selected}
          onSelect={setSelected}
          labelledBy={headingId}
        />
      </div>
      {tabs.map((tab, index) => (
        <Prerendered
          as="div"
          key={tab.label}
          role="tabpanel"
          id={tabIds(baseId, index).panel}
          aria-labelledby={tabIds(baseId, index).tab}
          hidden={index !== selected}
          className="mt-10"
        >
          <ul className="grid gap-8 sm:grid-cols-2 lg:grid-cols-3">
            {tab.listings.map((listing) => (
              <li key={listing.name} data-slot="listing" className="listing-card">
                <Picture layout="card" image={listing.image} alt="" />
                <div>
                  <h3>{listing.name}</h3>
                  <p>
                    <Icon name="map-pin" />
                    {listing.address}
                  </p>
                  {listing.facts.length > 0 && (
                    <ul>
                      {listing.facts.map((fact) => (
                        <li key={fact}>{fact}</li>
                      ))}
                    </ul>
                  )}
                  <p data-slot="price">{listing.price}</p>
                </div>
              </li>
            ))}
          </ul>
        </Prerendered>
      ))}
    </Section>
  );
}
