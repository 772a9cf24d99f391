import { type MouseEvent, useId } from "react";
import { enlargedImageUrl } from "../../ui/photo-addresses";
import type { BlockProps } from "../../../schema/blocks";
import type { IslandRule } from "../../islands/island-start";
import { Icon } from "../../ui/Icon";
import { openLightbox } from "../../ui/lightbox";
import { Picture } from "../../ui/Picture";
import { Prerendered } from "../../islands/Prerendered";
import { ProjectFacts } from "../../ui/ProjectFacts";
import { Carousel } from "./Carousel";

/**
 * The carousel and the gallery's lightbox start on first use (a click that comes first is replayed):
 * until then the first slide is plain HTML, and the page loads no slider code.
 */
export const island: IslandRule<BlockProps<"portfolio-detail">> = "interaction";

/**
 * The text and the About sidebar never change in the browser: only the carousel and the gallery's
 * lightbox do. So the island is sent neither (they are kept as the prerender wrote them).
 */
export const browserProps = ({ about, entry, ...props }: BlockProps<"portfolio-detail">) => ({
  ...props,
  entry: { ...entry, projectInfo: undefined },
  about: { ...about, text: "", social: [] },
  sections: [],
});

/** A portfolio entry: heading, carousel, About sidebar with the facts it has, text and gallery. */
export default function PortfolioDetail({ entry, carousel, about, sections, gallery }: BlockProps<"portfolio-detail">) {
  const ids = useId();
  const items = gallery.images.map((item) => ({ href: enlargedImageUrl(item.image), alt: item.alt }));

  function open(event: MouseEvent<HTMLAnchorElement>, index: number) {
    event.preventDefault();
    void openLightbox(items, index, { error: gallery.imageError });
  }

  return (
    <article data-block="portfolio-detail" aria-labelledby={`${ids}-title`} className="bg-white py-12 md:py-16">
      <div className="page-column">
        <header className="max-w-3xl">
          <p className="eyebrow text-accent" data-slot="tag">
            {entry.tag}
          </p>
          <h1 id={`${ids}-title`} className="mt-3 text-3xl leading-tight sm:text-5xl">
            {entry.name}
          </h1>
        </header>
        <div className="mt-10">
          <Carousel image={entry.image} alt={entry.name} copies={3} {...carousel} />
        </div>
        <Prerendered as="div" className="mt-12 grid gap-12 lg:grid-cols-[minmax(0,1fr)_22rem]">
          <div className="portfolio-text">
            {sections.map((section) => (
              <section key={section.heading}>
                <h2>{section.heading}</h2>
                {section.text.map((paragraph, index) => (
                  <p key={index}>{paragraph}</p>
                ))}
              </section>
            ))}
          </div>
          <aside
            aria-labelledby={`${ids}-about`}
            className="h-fit rounded-card bg-accent-soft p-8 lg:sticky lg:top-28"
            data-slot="about"
          >
            <h2 id={`${ids}-about`} className="text-2xl">
              {about.heading}
            </h2>
            <p className="mt-4 leading-relaxed text-muted">{about.text}</p>
            <ProjectFacts info={entry.projectInfo} labels={about.labels} />
            {about.social.length > 0 && (
              <ul className="portfolio-social" data-slot="social">
                {about.social.map((link) => (
                  <li key={link.href}>
                    <a href={link.href}>
                      <Icon name={link.icon} label={link.label} />
                    </a>
                  </li>
                ))}
              </ul>
            )}
          </aside>
        </Prerendered>
        <section aria-labelledby={gallery.heading ? `${ids}-gallery` : undefined} className="mt-16" data-slot="gallery">
          {gallery.heading && (
            <h2 id={`${ids}-gallery`} className="text-2xl sm:text-3xl">
              {gallery.heading}
            </h2>
          )}
          <ul className="portfolio-gallery">
            {gallery.images.map((item, index) => (
              <li key={item.image.src}>
                <a
                  href={enlargedImageUrl(item.image)}
                  onClick={(event) => open(event, index)}
                  aria-label={gallery.openLabel.replace("{alt}", item.alt)}
                  className="group"
                >
                  <Picture layout="card" image={item.image} alt="" />
                </a>
              </li>
            ))}
          </ul>
        </section>
      </div>
    </article>
  );
}
