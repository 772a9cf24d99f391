import { z } from "zod";
import { defineBlock } from "../define-block";
import { anchor, sectionIntro, surface, text } from "../primitives";
import { blockWord } from "../kit/validation-context";

const percent = (description: string) => z.number().min(0).max(100).meta({ description });

export const serverMapBlock = defineBlock({
  type: "server-map",
  description:
    "A map of the world (Natural Earth's land from 80° north to 60° south), drawn by the site, with a labelled pin for each server location and the list of locations under it.",
  group: "places",
  fields: () => ({
    id: anchor(),
    ...sectionIntro(),
    locations: z
      .array(
        z.strictObject({
          name: text("Name of the place, such as Amsterdam."),
          x: percent(
            "Across the map from the left edge, in percent: (longitude + 180) / 3.6, with longitudes west of Greenwich negative; Amsterdam (4.9° east) is 51.4.",
          ),
          y: percent(
            "Down the map from the top edge, in percent: (80 - latitude) / 1.4, with latitudes south of the equator negative; Amsterdam (52.4° north) is 19.7.",
          ),
          label: z
            .enum(["above", "below", "left", "right"])
            .default("above")
            .meta({ description: "Where the name sits beside the pin, so close neighbours do not overlap." }),
        }),
      )
      .min(1)
      .max(12)
      .meta({ description: "The server locations, each a pin with its name." }),
    mapLabel: text("What the map shows, for screen readers.").default(blockWord("serverMap")),
    surface: surface(),
  }),
});
