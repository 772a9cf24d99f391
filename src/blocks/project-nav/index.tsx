import type { BlockProps } from "../../../schema/blocks";
import { useSitePath } from "../../page/use-site-path";
import { Icon } from "../../ui/Icon";
import { neighboursOf } from "./neighbours";

const cardClass =
  "group flex flex-1 items-center gap-4 rounded-card border border-line bg-white p-5 shadow-card transition hover:border-accent sm:p-6";

/** Prev and Next Project blocks, each leading to a neighbouring entry. A static block. */
export default function ProjectNav({ entry, entries, label, previous, next }: BlockProps<"project-nav">) {
  const neighbours = neighboursOf(entry, entries);
  const sitePath = useSitePath();
  return (
    <nav aria-label={label} data-block="project-nav" className="bg-white pb-16 md:pb-24">
      <div className="page-column flex flex-col gap-6 sm:flex-row">
        {neighbours.previous && (
          <a
            href={sitePath(`/portfolio/${neighbours.previous.id}`)}
            rel="prev"
            className={cardClass}
            data-slot="previous"
          >
            <Icon name="chevron-left" className="size-6 text-accent" />
            <span>
              <span className="block text-sm font-bold uppercase tracking-[0.14em] text-accent">{previous}</span>
              <span className="mt-1 block text-lg font-semibold text-ink">{neighbours.previous.name}</span>
            </span>
          </a>
        )}
        {neighbours.next && (
          <a
            href={sitePath(`/portfolio/${neighbours.next.id}`)}
            rel="next"
            className={`${cardClass} justify-end text-right`}
            data-slot="next"
          >
            <span>
              <span className="block text-sm font-bold uppercase tracking-[0.14em] text-accent">{next}</span>
              <span className="mt-1 block text-lg font-semibold text-ink">{neighbours.next.name}</span>
            </span>
            <Icon name="chevron-right" className="size-6 text-accent" />
          </a>
        )}
      </div>
    </nav>
  );
}
