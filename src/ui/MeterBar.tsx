import { useId } from "react";
import type { FillPhase } from "./use-fill-on-view";

interface MeterBarProps {
  /** What the bar measures, shown above it and naming it. */
  label: string;
  /** How far it fills, from 0 to 100. */
  percent: number;
  /** A sentence under the name that says more, read with the bar. */
  description?: string | undefined;
  phase: FillPhase;
  /** How long the fill takes, in ms. */
  duration: number;
}

/**
 * A named bar that fills to a percentage: role=meter with the percentage as its value, the name and
 * the percentage above it. It is drawn at its final width unless `phase` says it waits to fill.
 */
export function MeterBar({ label, percent, description, phase, duration }: MeterBarProps) {
  const id = useId();
  return (
    <div className="flex-1">
      <div className="flex items-baseline justify-between gap-4">
        <span id={`${id}-name`} className="text-lg font-bold text-ink">
          {label}
        </span>
        <span aria-hidden="true" className="font-bold tabular-nums text-accent-strong">
          {percent}%
        </span>
      </div>
      {description && (
        <p id={`${id}-about`} className="mt-2 leading-relaxed text-muted">
          {description}
        </p>
      )}
      <div
        role="meter"
        aria-labelledby={`${id}-name`}
        aria-describedby={description ? `${id}-about` : undefined}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={`${percent}%`}
        className="mt-3 h-2.5 overflow-hidden rounded-full bg-white ring-1 ring-line"
        data-slot="track"
      >
        <div
          className="h-full rounded-full bg-accent"
          style={{
            width: phase === "waiting" ? 0 : `${percent}%`,
            transition: phase === "filling" ? `width ${duration}ms cubic-bezier(0.22, 1, 0.36, 1)` : undefined,
          }}
          data-slot="fill"
        />
      </div>
    </div>
  );
}
