import { useId } from "react";
import type { BlockProps } from "../../../schema/blocks";
import { Icon } from "../../ui/Icon";
import { Section } from "../../ui/Section";
import { SectionIntro } from "../../ui/SectionIntro";
import { continents } from "./continents";

const width = 1000;
const height = 500;

/** Where a pin's name sits, from the pin's centre. */
const labelPlaces = {
  above: { dx: 0, dy: -24, anchor: "middle" },
  below: { dx: 0, dy: 40, anchor: "middle" },
  left: { dx: -24, dy: 8, anchor: "end" },
  right: { dx: 24, dy: 8, anchor: "start" },
} as const;

/** The seven continents as a drawing with a pin and a label per location, and the same places as a list. A static block. */
export default function ServerMap({
  id,
  eyebrow,
  heading,
  lead,
  locations,
  mapLabel,
  surface,
}: BlockProps<"server-map">) {
  const headingId = useId();
  return (
    <Section id={id} surface={surface} block="server-map" labelledBy={headingId}>
      <SectionIntro eyebrow={eyebrow} heading={heading} lead={lead} id={headingId} />
      <figure data-reveal className="mt-10 rounded-card bg-white p-4 shadow-lift ring-1 ring-line sm:p-8 md:mt-12">
        <svg viewBox={`0 0 ${width} ${height}`} role="img" aria-label={mapLabel} className="h-auto w-full">
          <g className="fill-accent-soft stroke-accent/40" strokeWidth={2} strokeLinejoin="round">
            {continents.map((continent) => (
              <path key={continent.name} d={continent.d} data-continent={continent.name} />
            ))}
          </g>
          {locations.map((location) => {
            const x = (location.x / 100) * width;
            const y = (location.y / 100) * height;
            return (
              <g key={location.name} data-slot="pin">
                <circle cx={x} cy={y} r={16} className="fill-accent/20" />
                <circle cx={x} cy={y} r={7} className="fill-accent stroke-white" strokeWidth={3} />
                <text
                  x={x + labelPlaces[location.label].dx}
                  y={y + labelPlaces[location.label].dy}
                  textAnchor={labelPlaces[location.label].anchor}
                  className="fill-ink text-[22px] font-bold"
                  paintOrder="stroke"
                  stroke="white"
                  strokeWidth={6}
                >
                  {location.name}
                </text>
              </g>
            );
          })}
        </svg>
        <figcaption>
          <ul className="mt-6 flex flex-wrap justify-center gap-3" data-slot="locations">
            {locations.map((location) => (
              <li
                key={location.name}
                className="inline-flex items-center gap-2 rounded-pill bg-accent-soft px-4 py-2 text-sm font-semibold text-ink"
              >
                <Icon name="map-pin" className="size-4 text-accent-strong" />
                {location.name}
              </li>
            ))}
          </ul>
        </figcaption>
      </figure>
    </Section>
  );
}
