import { Fragment } from "react";

/** Shows "Grow with {smart SEO}" with the words in braces in the accent colour. */
export function AccentText({ text }: { text: string }) {
  const parts = text.split(/(\{[^{}]+\})/);
  return (
    <>
      {parts.map((part, index) =>
        part.startsWith("{") && part.endsWith("}") ? (
          <span key={index} className="text-accent">
            {part.slice(1, -1)}
          </span>
        ) : (
          <Fragment key={index}>{part}</Fragment>
        ),
      )}
    </>
  );
}
