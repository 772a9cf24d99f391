import { type MouseEvent, useId } from "react";
import type { PortfolioEntry } from "../../../schema/collections";
import { cx } from "../../ui/cx";
import { Icon } from "../../ui/Icon";
import { Picture } from "../../ui/Picture";
import { ProjectFacts } from "../../ui/ProjectFacts";
import { ReadMoreLink } from "../../ui/ReadMoreLink";
import type { EntryLook } from "./layouts";

interface GridEntryProps {
  entry: PortfolioEntry;
  look: EntryLook;
  /** Classes of the picture's frame: a card, or none where pictures meet. */
  frame: string;
  /** The entry's page. */
  href: string;
  /** Where the picture leads, with its click and accessible name; none for a masonry tile, which repeats the name's link. */
  opens?:
    | {
        href: string;
        label: string;
        onClick: (event: MouseEvent<HTMLAnchorElement>) => void;
        /** Set when the picture plays a video, in a window over the page. */
        playsVideo: boolean;
      }
    | undefined;
  /** With videos: the play or magnifier mark over the picture. */
  mark?: "play" | "search" | undefined;
  hidden: boolean;
  priority: boolean;
  factLabels: { date: string; clientName: string; projectType: string };
  moreLabel: string;
}

/** One entry of a portfolio grid: its picture, then its tag and name (with facts and a link where its look has details). */
export function GridEntry({
  entry,
  look,
  frame,
  href,
  opens,
  mark,
  hidden,
  priority,
  factLabels,
  moreLabel,
}: GridEntryProps) {
  const nameId = useId();
  return (
    <li hidden={hidden} className={cx("group", look.entry)} data-slot="entry" data-category={entry.category}>
      <a
        href={opens?.href ?? href}
        onClick={opens?.onClick}
        aria-label={opens?.label}
        aria-haspopup={opens?.playsVideo ? "dialog" : undefined}
        tabIndex={opens ? undefined : -1}
        aria-hidden={opens ? undefined : true}
        className={frame || undefined}
        data-slot="picture"
      >
        {mark && (
          <span aria-hidden="true" data-slot="picture-mark">
            <Icon name={mark} />
          </span>
        )}
        <Picture layout="card" image={entry.image} alt="" priority={priority} />
      </a>
      <div className={look.caption || undefined} data-slot="caption">
        <p>{entry.tag}</p>
        <h3 id={look.details ? nameId : undefined} className={look.name}>
          <a href={href}>{entry.name}</a>
        </h3>
        {look.details && (
          <>
            <ProjectFacts info={entry.projectInfo} labels={factLabels} />
            <div className="mt-6">
              <ReadMoreLink href={href} label={moreLabel} titleId={nameId} />
            </div>
          </>
        )}
      </div>
    </li>
  );
}
