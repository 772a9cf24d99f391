import { useId } from "react";

/** The small grid on the left: a dot every 16 units, one tile repeated over the grid's 72 by 56 (five columns, four rows). */
const dotTile = { spacing: 16, inset: 4, radius: 2.5 };

/**
 * Our decorative shapes behind the banner text: a ring and a dot grid on the left, a tilted square and a
 * spark on the right. The banner's utility (sections.css) places and colours them, in this order.
 */
export function BannerShapes() {
  // Named per banner: the block catalog shows several on one page.
  const dotsId = `${useId()}-dots`;
  return (
    <div aria-hidden="true">
      <div />
      <svg viewBox="0 0 200 200">
        <circle cx="100" cy="100" r="76" fill="none" stroke="currentColor" strokeWidth="22" />
      </svg>
      <svg viewBox="0 0 72 56">
        <pattern id={dotsId} width={dotTile.spacing} height={dotTile.spacing} patternUnits="userSpaceOnUse">
          <circle cx={dotTile.inset} cy={dotTile.inset} r={dotTile.radius} fill="currentColor" />
        </pattern>
        <rect width="100%" height="100%" fill={`url(#${dotsId})`} />
      </svg>
      <svg viewBox="0 0 120 120">
        <rect x="10" y="10" width="100" height="100" rx="28" opacity="0.22" />
        <rect x="34" y="34" width="52" height="52" rx="16" fill="none" strokeWidth="4" opacity="0.35" />
      </svg>
      <svg viewBox="0 0 40 40">
        <path d="M20 2v36M2 20h36M7 7l26 26M33 7L7 33" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
      </svg>
      <svg viewBox="0 0 24 24">
        <circle cx="12" cy="12" r="10" fill="currentColor" />
      </svg>
    </div>
  );
}
