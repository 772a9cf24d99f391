import { useId } from "react";
import type { BlockProps } from "../../../schema/blocks";
import { Icon } from "../../ui/Icon";
import { Section } from "../../ui/Section";
import { SectionIntro } from "../../ui/SectionIntro";
import { worldMap } from "./world-map.generated";

const { width, height } = worldMap;
/** The pin's halo; the labels keep clear of it. */
const pinRadius = 10;
const tenth = (value: number) => Math.round(value * 10) / 10;
/** How far down the map the land fades in from the card's white: the Arctic is cut, not coast. */
const arcticFade = 36;

/** Where a pin's name sits, from the pin's centre: below leaves room for a neighbour's name beside its own pin. */
const labelPlaces = {
  above: { dx: 0, dy: -18, anchor: "middle" },
  below: { dx: 0, dy: 42, anchor: "middle" },
  left: { dx: -14, dy: 7, anchor: "end" },
  right: { dx: 14, dy: 7, anchor: "start" },
} as const;

/** The world's land with a pin and a label per location, and the same places as a list, which alone names them on phones. A static block. */
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
      <figure data-reveal className="mt-10 rounded-card bg-white p-4 shadow-lift ring-1 ring-line md:mt-12 md:p-8">
        <svg viewBox={`0 0 ${width} ${height}`} role="img" aria-label={mapLabel} className="h-auto w-full">
          <path
            d={worldMap.land}
            data-slot="land"
            className="fill-accent-soft stroke-accent/40"
            strokeWidth={1.5}
            strokeLinejoin="round"
          />
          <linearGradient id={`${headingId}-arctic`} x2="0" y2="1">
            <stop offset="0" stopColor="white" />
            <stop offset="1" stopColor="white" stopOpacity="0" />
          </linearGradient>
          <rect width={width} height={arcticFade} fill={`url(#${headingId}-arctic)`} />
          {locations.map((location) => {
            const x = tenth((location.x / 100) * width);
            const y = tenth((location.y / 100) * height);
            return (
              <g key={location.name} data-slot="pin">
                {/* On phones, where the map is a third of its width, the pins are drawn twice the size. */}
                <circle cx={x} cy={y} r={pinRadius} className="fill-accent/20 max-sm:[r:20px]" />
                <circle
                  cx={x}
                  cy={y}
                  r={pinRadius / 2}
                  className="fill-accent stroke-white max-sm:[r:8px]"
                  strokeWidth={2}
                />
                <text
                  x={x + labelPlaces[location.label].dx}
                  y={y + labelPlaces[location.label].dy}
                  textAnchor={labelPlaces[location.label].anchor}
                  className="fill-ink text-[22px] font-bold max-sm:hidden"
                  paintOrder="stroke"
                  stroke="white"
                  strokeWidth={5}
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
