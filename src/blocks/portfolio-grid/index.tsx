import { type MouseEvent, useId, useState } from "react";
import { enlargedImageUrl } from "../../ui/photo-addresses";
import type { BlockProps } from "../../../schema/blocks";
import type { PortfolioEntry } from "../../../schema/collections";
import type { IslandRule } from "../../islands/island-start";
import { useSitePath } from "../../page/use-site-path";
import { cx } from "../../ui/cx";
import { FilterButtons } from "../../ui/FilterButtons";
import { Icon } from "../../ui/Icon";
import { Picture } from "../../ui/Picture";
import { VideoModal } from "../../ui/VideoModal";
import { openLightbox } from "../../ui/lightbox";
import { Section } from "../../ui/Section";
import { SectionIntro } from "../../ui/SectionIntro";
import { allFilter, matchesFilter } from "./filter";

/** Filters and the lightbox start on first use; the masonry grid is plain links. */
export const island: IslandRule<BlockProps<"portfolio-grid">> = (props) =>
  props.variant === "filter" ? "interaction" : null;

/** The larger picture of an entry: its zoom picture if it has one. */
const largeOf = (entry: PortfolioEntry) => enlargedImageUrl(entry.zoomImage ?? entry.image);

/** Portfolio entries in a filterable grid that opens pictures larger, or a two-column masonry of links. */
export default function PortfolioGrid({
  id,
  eyebrow,
  heading,
  lead,
  variant,
  entries,
  filters,
  filtersLabel,
  openLabel,
  imageError,
  videos,
  playLabel,
  closeLabel,
}: BlockProps<"portfolio-grid">) {
  const [playing, setPlaying] = useState<PortfolioEntry | null>(null);
  const headingId = `${useId()}-heading`;
  const [filter, setFilter] = useState(filters?.[0]?.value ?? allFilter);
  const sitePath = useSitePath();
  const shown = entries.filter((entry) => matchesFilter(entry.category, filter));

  function open(event: MouseEvent<HTMLAnchorElement>, entry: PortfolioEntry) {
    event.preventDefault();
    if (videos && entry.videoId) {
      setPlaying(entry);
      return;
    }
    const items = shown.map((item) => ({ href: largeOf(item), alt: item.name }));
    void openLightbox(items, Math.max(0, shown.indexOf(entry)), { error: imageError });
  }

  const masonry = variant === "masonry";
  return (
    <Section id={id} labelledBy={heading ? headingId : undefined} block="portfolio-grid" variant={variant}>
      {heading && <SectionIntro eyebrow={eyebrow} heading={heading} lead={lead} id={headingId} />}
      {filters && (
        <FilterButtons
          label={filtersLabel}
          filters={filters}
          selected={filter}
          onSelect={setFilter}
          className={cx(heading && "mt-10")}
        />
      )}
      {/* The list styles its entries (portfolio.css); a row wraps and centres its last line, so five or
          eight entries leave no gap at one side. */}
      <ul
        className={cx(
          "portfolio-entries",
          masonry ? "columns-1 gap-8 md:columns-2" : "flex flex-wrap justify-center gap-8",
          (heading ?? filters) && "mt-12",
        )}
        data-layout={masonry ? "masonry" : "row"}
        data-slot="entries"
      >
        {entries.map((entry, index) => {
          const href = sitePath(`/portfolio/${entry.id}`);
          return (
            <li
              key={entry.id}
              hidden={!matchesFilter(entry.category, filter)}
              className="group"
              data-slot="entry"
              data-category={entry.category}
            >
              <a
                href={masonry ? href : largeOf(entry)}
                onClick={masonry ? undefined : (event) => open(event, entry)}
                aria-label={
                  masonry ? undefined : (videos && entry.videoId ? playLabel : openLabel).replace("{name}", entry.name)
                }
                tabIndex={masonry ? -1 : undefined}
                aria-hidden={masonry ? true : undefined}
                data-slot="picture"
              >
                {videos && !masonry && (
                  <span aria-hidden="true" data-slot="picture-mark">
                    <Icon name={entry.videoId ? "play" : "search"} />
                  </span>
                )}
                <Picture layout="card" image={entry.image} alt="" priority={index < 2} />
              </a>
              <p>{entry.tag}</p>
              <h3>
                <a href={href}>{entry.name}</a>
              </h3>
            </li>
          );
        })}
      </ul>
      {videos && (
        <VideoModal
          videoId={playing?.videoId ?? null}
          title={playing?.name ?? ""}
          closeLabel={closeLabel}
          onClose={() => setPlaying(null)}
        />
      )}
    </Section>
  );
}
