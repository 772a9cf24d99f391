import { useId } from "react";
import type { BlockProps } from "../../../schema/blocks";
import { Section } from "../../ui/Section";
import { SectionIntro } from "../../ui/SectionIntro";
import { mapServiceOrigin } from "../../ui/third-party-sources";

/** The maps service's embed address; the place search is the only thing that changes. */
function mapEmbedSrc(place: string): string {
  return `${mapServiceOrigin}/maps?q=${encodeURIComponent(place)}&output=embed`;
}

/** A maps service's frame with a fixed place search, loaded lazily; no script of ours. */
export default function MapEmbed({
  id,
  eyebrow,
  heading,
  lead,
  place,
  title,
  height,
  surface,
}: BlockProps<"map-embed">) {
  const headingId = useId();
  return (
    <Section id={id} surface={surface} block="map-embed" labelledBy={headingId}>
      <SectionIntro eyebrow={eyebrow} heading={heading} lead={lead} id={headingId} />
      <div className="mt-10 overflow-hidden rounded-card bg-accent-soft shadow-lift ring-1 ring-line md:mt-12">
        <iframe
          src={mapEmbedSrc(place)}
          title={title}
          loading="lazy"
          referrerPolicy="no-referrer"
          height={height}
          className="block w-full border-0"
        />
      </div>
    </Section>
  );
}
