import { z } from "zod";
import { defineBlock } from "../define-block";
import { anchor, sectionIntro, surface, text } from "../primitives";
import { mapServiceOrigin } from "../../src/ui/third-party-sources";

export const mapEmbedBlock = defineBlock({
  type: "map-embed",
  description:
    "A map from a maps service, framed in the page with a fixed place search; it loads only when scrolled near.",
  group: "places",
  fields: () => ({
    id: anchor(),
    ...sectionIntro(),
    place: text('The place searched on the map, such as "Sydney Opera House, Sydney".'),
    title: text('What the map shows, for screen readers: the frame\'s title, such as "Map of our office".'),
    height: z
      .number()
      .int()
      .min(240)
      .max(720)
      .default(420)
      .meta({ description: "Height of the map in pixels (240 to 720)." }),
    surface: surface(),
  }),
  contentSources: () => ({ "frame-src": [mapServiceOrigin] }),
});
