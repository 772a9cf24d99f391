import { useId } from "react";

/** The small grid on the left: a dot every 16 units, one tile repeated over the grid's 72 by 56 (five columns, four rows). */
const dotTile = { spacing: 16, inset: 4, radius: 2.5 };

/** Our decorative shapes behind the banner text: a ring and a dot grid on the left, a tilted square and a spark on the right. */
export function BannerShapes() {
  // Named per banner: the block catalog shows several on one page.
  const dotsId = `${useId()}-dots`;
  return (
    <div aria-hidden="true" className="pointer-events-none absolute inset-0 -z-10">
      <div className="absolute inset-x-0 top-0 mx-auto h-full max-w-3xl bg-[radial-gradient(closest-side,white,transparent)] opacity-70" />
      <svg viewBox="0 0 200 200" className="absolute -top-28 -left-28 size-64 text-accent opacity-15 md:size-80">
        <circle cx="100" cy="100" r="76" fill="none" stroke="currentColor" strokeWidth="22" />
      </svg>
      <svg viewBox="0 0 72 56" className="absolute bottom-10 left-[7%] hidden w-20 text-accent opacity-35 md:block">
        <pattern id={dotsId} width={dotTile.spacing} height={dotTile.spacing} patternUnits="userSpaceOnUse">
          <circle cx={dotTile.inset} cy={dotTile.inset} r={dotTile.radius} fill="currentColor" />
        </pattern>
        <rect width="100%" height="100%" fill={`url(#${dotsId})`} />
      </svg>
      <svg
        viewBox="0 0 120 120"
        className="absolute -right-10 -bottom-12 size-36 rotate-12 md:top-12 md:right-[6%] md:bottom-auto md:size-40"
      >
        <rect x="10" y="10" width="100" height="100" rx="28" className="fill-highlight" opacity="0.22" />
        <rect
          x="34"
          y="34"
          width="52"
          height="52"
          rx="16"
          fill="none"
          className="stroke-accent"
          strokeWidth="4"
          opacity="0.35"
        />
      </svg>
      <svg viewBox="0 0 40 40" className="absolute right-[22%] bottom-10 hidden size-8 text-accent opacity-50 md:block">
        <path d="M20 2v36M2 20h36M7 7l26 26M33 7L7 33" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
      </svg>
      <svg viewBox="0 0 24 24" className="absolute top-10 left-[24%] hidden size-4 text-highlight md:block">
        <circle cx="12" cy="12" r="10" fill="currentColor" />
      </svg>
    </div>
  );
}
