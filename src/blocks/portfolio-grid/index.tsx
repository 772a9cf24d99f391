import { type MouseEvent, useId, useState } from "react";
import { enlargedImageUrl } from "../../ui/photo-addresses";
import type { BlockProps } from "../../../schema/blocks";
import type { PortfolioEntry } from "../../../schema/collections";
import type { IslandRule } from "../../islands/island-start";
import { useSitePath } from "../../page/use-site-path";
import { cx } from "../../ui/cx";
import { FilterButtons } from "../../ui/FilterButtons";
import { VideoModal } from "../../ui/VideoModal";
import { openLightbox } from "../../ui/lightbox";
import { Section } from "../../ui/Section";
import { SectionIntro } from "../../ui/SectionIntro";
import { allFilter, matchesFilter } from "./filter";
import { EntriesCarousel } from "./EntriesCarousel";
import { GridEntry } from "./GridEntry";
import { entriesLayouts, lookAt, opensLarger } from "./layouts";

/** Filters and the lightbox start on first use; the masonry grid is plain links. */
export const island: IslandRule<BlockProps<"portfolio-grid">> = (props) =>
  opensLarger(props.variant) || props.filters ? "interaction" : null;

/** An entry's facts are drawn only where its look has details, so the browser is sent them only there. */
export const browserProps = (props: BlockProps<"portfolio-grid">): BlockProps<"portfolio-grid"> => {
  const layout = entriesLayouts[props.variant];
  return {
    ...props,
    entries: props.entries.map((entry, index) =>
      lookAt(layout, index).details ? entry : { ...entry, projectInfo: undefined },
    ),
  };
};

/** The larger picture of an entry: its zoom picture if it has one. */
const largeOf = (entry: PortfolioEntry) => enlargedImageUrl(entry.zoomImage ?? entry.image);

/** Portfolio entries in the layout of the variant, with filter tabs, opening pictures larger or linking to the entries. */
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
  factLabels,
  moreLabel,
  previousLabel,
  nextLabel,
}: BlockProps<"portfolio-grid">) {
  const [playing, setPlaying] = useState<PortfolioEntry | null>(null);
  const headingId = `${useId()}-heading`;
  const [filter, setFilter] = useState(filters?.[0]?.value ?? allFilter);
  const sitePath = useSitePath();
  const shown = entries.filter((entry) => matchesFilter(entry.category, filter));
  const layout = entriesLayouts[variant];

  /** With videos on, an entry that has one plays it; every other picture opens larger. */
  const playsVideo = (entry: PortfolioEntry) => Boolean(videos && entry.videoId);

  function open(event: MouseEvent<HTMLAnchorElement>, entry: PortfolioEntry) {
    event.preventDefault();
    if (playsVideo(entry)) {
      setPlaying(entry);
      return;
    }
    const items = shown.map((item) => ({ href: largeOf(item), alt: item.name }));
    void openLightbox(items, Math.max(0, shown.indexOf(entry)), { error: imageError });
  }

  const opensOf = (entry: PortfolioEntry) =>
    opensLarger(variant)
      ? {
          href: largeOf(entry),
          label: (playsVideo(entry) ? playLabel : openLabel).replace("{name}", entry.name),
          onClick: (event: MouseEvent<HTMLAnchorElement>) => open(event, entry),
          playsVideo: playsVideo(entry),
        }
      : undefined;

  const listAttributes = {
    className: cx("portfolio-entries", layout.list, (heading ?? filters) && "mt-12"),
    "data-layout": layout.flow,
    "data-captions": layout.captionsOver ? "over" : undefined,
    "data-slot": "entries",
  };
  const items = entries.map((entry, index) => (
    <GridEntry
      key={entry.id}
      entry={entry}
      look={lookAt(layout, index)}
      frame={layout.picture}
      href={sitePath(`/portfolio/${entry.id}`)}
      opens={opensOf(entry)}
      mark={videos && opensLarger(variant) ? (entry.videoId ? "play" : "search") : undefined}
      hidden={!matchesFilter(entry.category, filter)}
      priority={index < 2}
      factLabels={factLabels}
      moreLabel={moreLabel}
    />
  ));

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
      {/* The list styles its entries (portfolio.css) where the layout's classes cannot. */}
      {variant === "carousel" ? (
        <EntriesCarousel previousLabel={previousLabel} nextLabel={nextLabel} {...listAttributes}>
          {items}
        </EntriesCarousel>
      ) : (
        <ul {...listAttributes}>{items}</ul>
      )}
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
