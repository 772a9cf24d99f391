import type { BlockProps } from "../../../schema/blocks";
import { useSitePath } from "../../page/use-site-path";
import { Icon } from "../../ui/Icon";
import { neighboursOf } from "./neighbours";

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
            className="project-nav-card"
            data-slot="previous"
          >
            <Icon name="chevron-left" />
            <span>
              <span>{previous}</span>
              <span>{neighbours.previous.name}</span>
            </span>
          </a>
        )}
        {neighbours.next && (
          <a
            href={sitePath(`/portfolio/${neighbours.next.id}`)}
            rel="next"
            className="project-nav-card justify-end text-right"
            data-slot="next"
          >
            <span>
              <span>{next}</span>
              <span>{neighbours.next.name}</span>
            </span>
            <Icon name="chevron-right" />
          </a>
        )}
      </div>
    </nav>
  );
}
