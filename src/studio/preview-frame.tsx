import { useState } from "react";

const widths = { phone: 390, tablet: 768, desktop: 1280 } as const;

/** The page as the site's renderer draws it from the unsaved text, at a phone's, a tablet's or a desktop's width. */
export function PreviewFrame({ address }: { address: string }) {
  const [device, setDevice] = useState<keyof typeof widths>("desktop");
  return (
    <section className="preview" aria-labelledby="preview-title">
      <h2 id="preview-title">Preview</h2>
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
      <iframe title="Preview of the page" src={address} style={{ width: widths[device] }} />
    </section>
  );
}
