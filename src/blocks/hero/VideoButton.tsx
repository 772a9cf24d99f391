import { useState } from "react";
import type { BlockProps } from "../../../schema/blocks";
import { cx } from "../../ui/cx";
import { Icon } from "../../ui/Icon";
import { VideoModal } from "../../ui/VideoModal";

/** The video of a hero or a banner (the same schema: videoPopup). */
type HeroVideo = NonNullable<BlockProps<"hero">["video"] | BlockProps<"banner">["video"]>;

/** A play button with its label; it opens the intro video in a modal window. */
export function VideoButton({ video, inverted }: { video: HeroVideo; inverted: boolean }) {
  const [playing, setPlaying] = useState<string | null>(null);
  return (
    <>
      <button
        type="button"
        aria-haspopup="dialog"
        onClick={() => setPlaying(video.id)}
        data-slot="video-button"
        className={cx(
          "group inline-flex min-h-12 items-center gap-3 font-semibold",
          inverted ? "text-white" : "text-ink",
        )}
      >
        <span className="grid size-12 place-items-center rounded-full bg-white text-accent shadow-card ring-8 ring-accent/10 transition-colors duration-200 group-hover:bg-accent group-hover:text-accent-ink">
          <Icon name="play" className="size-5 translate-x-px fill-current" />
        </span>
        {video.label}
      </button>
      <VideoModal videoId={playing} title={video.title} closeLabel={video.close} onClose={() => setPlaying(null)} />
    </>
  );
}
