/**
 * What a long piece of work says as it goes, for the command running it to show: each stage as it
 * starts, with the counts it is to reach ("pages": 1000, "cards": 200), and the work done since.
 * The stages call it; how it shows (a live line, plain lines in CI, nothing) is the command's choice.
 */
export interface WorkProgress {
  stage(name: string, totals?: Readonly<Record<string, number>>): void;
  done(counts: Readonly<Record<string, number>>): void;
}

/** For work whose progress no one reads: tests, the dev server. */
export const silentProgress: WorkProgress = { stage: () => undefined, done: () => undefined };
