import { Presets, SingleBar } from "cli-progress";
import { silentProgress, type WorkProgress } from "../work-progress";
import { coloursFor } from "./terminal-colours";

type Counts = Record<string, number>;

export interface ShownProgress extends WorkProgress {
  /** The work is over: the live line goes, so that the summary and the problems print on clean lines. */
  finish(): void;
}

export interface ProgressOptions {
  /** Where progress goes: stderr, so that stdout holds what the command reports. */
  stream?: NodeJS.WriteStream;
  env?: NodeJS.ProcessEnv;
  /** Whether a log (CI, or output that is not a terminal) gets a line as each stage starts. */
  logStages: boolean;
}

/** "120/1000 pages, 3/200 cards"; or, before any is done, "1000 pages, 200 cards". */
function countsText(totals: Counts, done?: Counts): string {
  return Object.entries(totals)
    .filter(([, total]) => total > 0)
    .map(([what, total]) => `${done ? `${done[what] ?? 0}/` : ""}${total} ${what}`)
    .join(", ");
}

const sum = (counts: Counts) => Object.values(counts).reduce((all, count) => all + count, 0);

/** A live line in a terminal: the stage, a bar and the counts, redrawn as work is done, cleared at the end. */
function liveLine(command: string, stream: NodeJS.WriteStream, env: NodeJS.ProcessEnv): ShownProgress {
  const colours = coloursFor(stream, env);
  let bar: SingleBar | undefined;
  let totals: Counts = {};
  let done: Counts = {};
  const finish = () => {
    bar?.stop();
    bar = undefined;
  };
  return {
    stage(name, stageTotals = {}) {
      finish();
      totals = { ...stageTotals };
      done = {};
      const counted = sum(totals) > 0;
      bar = new SingleBar({
        stream,
        format: `${colours.dim(`${command}:`)} {stage}${counted ? " {bar} {counts}" : "…"}`,
        barsize: 20,
        clearOnComplete: true,
        hideCursor: true,
        // Validation runs in one stretch without yielding: the line is redrawn from update() itself.
        synchronousUpdate: true,
        barCompleteChar: Presets.shades_classic.barCompleteChar,
        barIncompleteChar: Presets.shades_classic.barIncompleteChar,
      });
      bar.start(Math.max(1, sum(totals)), 0, { stage: name, counts: countsText(totals, done) });
    },
    done(counts) {
      for (const [what, count] of Object.entries(counts)) done[what] = (done[what] ?? 0) + count;
      bar?.update(sum(done), { counts: countsText(totals, done) });
    },
    finish,
  };
}

/** Plain lines for a log: one as each stage starts, with what it is to do. */
function stageLines(command: string, stream: NodeJS.WriteStream): ShownProgress {
  return {
    stage(name, totals = {}) {
      const counts = countsText(totals);
      stream.write(`${command}: ${name}${counts ? ` (${counts})` : ""}\n`);
    },
    done: () => undefined,
    finish: () => undefined,
  };
}

/**
 * How a command shows the progress of long work: in a terminal, a live line with counts; in CI
 * (CI set) or when stderr is a file or a pipe, a plain line as each stage starts, or nothing.
 */
export function showProgress(command: string, options: ProgressOptions): ShownProgress {
  const { stream = process.stderr, env = process.env } = options;
  if (stream.isTTY && !env.CI) return liveLine(command, stream, env);
  return options.logStages ? stageLines(command, stream) : { ...silentProgress, finish: () => undefined };
}
