import { useEffect, useRef } from "react";
import { Icon } from "./Icon";
import { videoServiceOrigin } from "./third-party-sources";

interface VideoModalProps {
  /** Id of the video on the video-sharing site; the window is open while there is one, and gone without. */
  videoId: string | null;
  /** Accessible name of the window and of the player in it. */
  title: string;
  /** Accessible name of the close button. */
  closeLabel: string;
  /** Called when the window closes (button, Escape or a click beside the video); clear the id here. */
  onClose: () => void;
}

/** The player's address: the privacy-enhanced domain, starting at once, without related videos. */
export function videoEmbedUrl(videoId: string): string {
  return `${videoServiceOrigin}/embed/${encodeURIComponent(videoId)}?autoplay=1&rel=0`;
}

/**
 * A video in a modal window over the page, 16:9. The window and its player exist only while a video
 * plays: the page makes no request to the video site until the visitor asks, and its HTML carries no
 * window it could not open before its island starts.
 */
export function VideoModal({ videoId, title, closeLabel, onClose }: VideoModalProps) {
  if (!videoId) return null;
  return <OpenVideoModal videoId={videoId} title={title} closeLabel={closeLabel} onClose={onClose} />;
}

function OpenVideoModal({ videoId, title, closeLabel, onClose }: VideoModalProps & { videoId: string }) {
  const dialog = useRef<HTMLDialogElement>(null);

  // Opened as a modal once drawn; closing it (button, Escape, backdrop) tells the owner, which removes it.
  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
  }, []);

  return (
    <dialog
      ref={dialog}
      aria-label={title}
      onClose={onClose}
      // A click that lands on the dialog itself, not on its content, is a click on the backdrop.
      onClick={(event) => event.target === event.currentTarget && event.currentTarget.close()}
      data-slot="video-modal"
      className="m-auto w-[min(calc(100vw-2rem),64rem)] max-w-none overflow-visible bg-transparent p-0 backdrop:bg-night/90 backdrop:[backdrop-filter:blur(8px)] open:motion-safe:animate-[fade-up_300ms_ease-out] open:backdrop:motion-safe:animate-[fade-in_300ms_ease-out]"
    >
      <div className="flex justify-end pb-3">
        <button
          type="button"
          aria-label={closeLabel}
          onClick={() => dialog.current?.close()}
          className="grid size-11 place-items-center rounded-full bg-white/10 text-white transition-colors hover:bg-white/25"
        >
          <Icon name="close" className="size-6" />
        </button>
      </div>
      <div className="relative aspect-video overflow-hidden rounded-card bg-black shadow-lift" data-slot="video-frame">
        <iframe
          src={videoEmbedUrl(videoId)}
          title={title}
          allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
          referrerPolicy="strict-origin-when-cross-origin"
          className="absolute inset-0 size-full border-0"
        />
      </div>
    </dialog>
  );
}
