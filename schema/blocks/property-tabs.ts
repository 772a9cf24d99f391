import { z } from "zod";
import { defineBlock } from "../define-block";
import { anchor, sectionIntro, surface, text } from "../primitives";

export const propertyTabsBlock = defineBlock({
  type: "property-tabs",
  description:
    "A heading and a row of tabs (such as PROPERTY, CONDOS, LAND); each tab shows cards of listings with a picture, name, address and price. The first tab is open.",
  group: "interactive",
  fields: (kit) => ({
    id: anchor(),
    ...sectionIntro(),
    tabs: z
      .array(
        z.strictObject({
          label: text("Text on the tab, such as CONDOS."),
          listings: z
            .array(
              z.strictObject({
                name: text("Name of the listing."),
                address: text("Street and town."),
                price: text("Price as shown, such as $420,000."),
                image: kit.image(),
                facts: z
                  .array(text("A short fact, such as 3 beds."))
                  .max(3)
                  .default([])
                  .meta({ description: "Short facts under the address." }),
              }),
            )
            .min(1)
            .meta({ description: "The listings of this tab, in order." }),
        }),
      )
      .min(2)
      .meta({ description: "The tabs, the first one open." }),
    surface: surface(),
  }),
});
