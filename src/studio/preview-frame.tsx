import { useEffect, useRef, useState } from "react";
import { blockIndexOf, isElement } from "./preview-blocks";

const widths = { phone: 390, tablet: 768, desktop: 1280 } as const;

/**
 * The page as the site's renderer draws it from the unsaved text, at a phone's, a tablet's or a
 * desktop's width. A click in it selects the block clicked in the form, and follows no link: the
 * preview is for finding a block, the site is for visiting.
 */
export function PreviewFrame({
  address,
  blockTypes,
  onSelect,
}: {
  address: string;
  blockTypes: readonly unknown[];
  onSelect: (index: number | undefined) => void;
}) {
  const [device, setDevice] = useState<keyof typeof widths>("desktop");
  // The frame's document listens from its load on; it asks for the blocks as they are at the click.
  const current = useRef({ blockTypes, onSelect });
  useEffect(() => {
    current.current = { blockTypes, onSelect };
  });
  return (
    <section className="preview" aria-labelledby="preview-title">
      <h2 id="preview-title">Preview</h2>
      <p className="about" id="preview-about">
        Click a block, or press Enter on a link in it, to select it in the form.
      </p>
      <div role="group" aria-label="Preview width">
        {Object.keys(widths).map((name) => (
          <button
            key={name}
            type="button"
            aria-pressed={device === name}
            onClick={() => setDevice(name as keyof typeof widths)}
          >
            {name}
          </button>
        ))}
      </div>
      <iframe
        title="Preview of the page"
        aria-describedby="preview-about"
        src={address}
        style={{ width: widths[device] }}
        onLoad={(event) => {
          // The preview is served by the studio itself, so its document is the studio's to read.
          event.currentTarget.contentDocument?.addEventListener(
            "click",
            (click) => {
              if (!isElement(click.target)) return;
              click.preventDefault();
              current.current.onSelect(blockIndexOf(click.target, current.current.blockTypes));
            },
            { capture: true },
          );
        }}
      />
    </section>
  );
}
