import { useId, type CSSProperties, type ReactNode } from "react";

interface MeterBarProps {
  /** What the bar measures, shown above it and naming it. */
  label: string;
  /** How far it fills, from 0 to 100. */
  percent: number;
  /** A sentence under the name that says more, read with the bar. */
  description?: string | undefined;
}

/**
 * A named bar that fills to a percentage: role=meter with the percentage as its value, the name and
 * the percentage above it. It is drawn full: the list around it (`MeterList`) empties and fills it.
 */
export function MeterBar({ label, percent, description }: MeterBarProps) {
  const id = useId();
  return (
    <div className="flex-1">
      <p className="flex items-baseline justify-between gap-4 font-bold">
        <span id={`${id}n`} className="text-lg text-ink">
          {label}
        </span>
        <span aria-hidden="true" className="tabular-nums text-accent-strong">{`${percent}%`}</span>
      </p>
      {description && (
        <p id={`${id}d`} className="mt-2 leading-relaxed text-muted">
          {description}
        </p>
      )}
      {/* ARIA's meter runs from 0 to 100 unless told otherwise, as these do. */}
      <div
        role="meter"
        aria-labelledby={`${id}n`}
        aria-describedby={description ? `${id}d` : undefined}
        aria-valuenow={percent}
        aria-valuetext={`${percent}%`}
        className="mt-3 h-2.5 overflow-hidden rounded-full bg-white ring-1 ring-line"
      >
        <div className="h-full rounded-full bg-accent" style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}

/**
 * The list of a block's bars (`<li>`s, each with a `MeterBar`). The HTML draws every bar full, which
 * is what shows with JavaScript off or reduced motion. Otherwise the shell's scroll reveal holds a
 * list below the fold back, with its bars empty, until it comes into view; then they fill over
 * `duration` ms as the list fades in. A list already in view when the page loads stays as drawn.
 */
export function MeterList({ duration, children }: { duration: number; children: ReactNode }) {
  const fill: CSSProperties & { "--fill-duration": string } = { "--fill-duration": `${duration}ms` };
  return (
    <ul data-reveal className="grid gap-8" style={fill}>
      {children}
    </ul>
  );
}
