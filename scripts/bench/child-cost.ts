import { spawnSync } from "node:child_process";
import { existsSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";

/** What one command cost, its child processes included. */
export interface ChildCost {
  wallSeconds: number;
  /** User and system time of the command and every process it waited for. */
  cpuSeconds: number;
  /** The highest resident memory of any one of its processes (threads share their process's). */
  peakMb: number;
}

const timeBinary = "/usr/bin/time";

/** Whether the costs can be measured: GNU time reads them from the kernel for any program. */
export function canMeasureChildren(): boolean {
  return existsSync(timeBinary);
}

/**
 * Runs `command` in `cwd` under GNU time and returns its wall time, processor time and peak memory:
 * the same measure for a node program, one that starts others, and a Go binary. Throws with the
 * command's first lines of error output when it fails.
 */
export function measureChild(command: string, args: string[], cwd: string, env: NodeJS.ProcessEnv): ChildCost {
  const report = path.join(os.tmpdir(), `bench-time-${process.pid}.txt`);
  const started = performance.now();
  const result = spawnSync(timeBinary, ["-f", "%U %S %M", "-o", report, command, ...args], {
    cwd,
    env,
    encoding: "utf8",
    maxBuffer: 256 * 1024 * 1024,
  });
  const wallSeconds = (performance.now() - started) / 1000;
  if (result.status !== 0) {
    const problem = `${result.stderr}\n${result.stdout}`.split("\n").filter((line) => line.trim());
    throw new Error(`${path.basename(command)} ${args.join(" ")} failed: ${problem.slice(0, 8).join("\n")}`);
  }
  // GNU time may write a line about the command's exit before its figures: the figures are last.
  const figures = readFileSync(report, "utf8").trim().split("\n").pop() ?? "";
  rmSync(report, { force: true });
  const [user, system, maxKb] = figures.split(" ").map(Number);
  return {
    wallSeconds,
    cpuSeconds: (user ?? Number.NaN) + (system ?? Number.NaN),
    peakMb: Math.round((maxKb ?? Number.NaN) / 1024),
  };
}
