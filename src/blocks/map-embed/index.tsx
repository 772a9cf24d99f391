import { useId } from "react";
import type { BlockProps } from "../../../schema/blocks";
import { Icon } from "../../ui/Icon";
import { Section } from "../../ui/Section";
import { SectionIntro } from "../../ui/SectionIntro";
import { mapServiceOrigin } from "../../ui/third-party-sources";

/** The maps service's search for the place; `output=embed` makes it the page to frame. */
function mapSearchHref(place: string, framed = false): string {
  return `${mapServiceOrigin}/maps?q=${encodeURIComponent(place)}${framed ? "&output=embed" : ""}`;
}

/**
 * A maps service's frame with a fixed place search, loaded lazily; no script of ours. Under it the
 * place is written out with a pin, as a link to the same search on the service: a visitor whose
 * browser cannot load the frame (offline, or a blocker refusing the service) still reads where the
 * place is, and until the frame paints, a drawing of streets fills its box rather than a blank.
 */
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
      <figure className="mt-10 overflow-hidden rounded-card bg-white shadow-lift ring-1 ring-line md:mt-12">
        <div className="map-streets">
          <iframe
            src={mapSearchHref(place, true)}
            title={title}
            loading="lazy"
            referrerPolicy="no-referrer"
            height={height}
            className="block w-full border-0"
          />
        </div>
        <figcaption className="border-t border-line px-5 py-4">
          <a
            href={mapSearchHref(place)}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex items-center gap-2 font-semibold text-ink transition-colors hover:text-accent-strong"
          >
            <Icon name="map-pin" className="size-5 shrink-0 text-accent-strong" />
            {place}
          </a>
        </figcaption>
      </figure>
    </Section>
  );
}
