import { spawnSync } from "node:child_process";
import path from "node:path";
import { median } from "./median";

export interface Timed {
  wallSeconds: number;
  /** The time the engine reports for its own work, without node's start-up. */
  reportedSeconds: number;
  peakMb: number;
  /** Processor time of the command, every thread included: what it cost however busy the machine was. */
  cpuSeconds: number;
}

/** Runs one of the engine's commands as npm runs it, and reads the time and memory it reports. */
function runEngine(appRoot: string, command: "validate" | "build", args: string[]): Timed {
  const started = performance.now();
  const result = spawnSync(process.execPath, [path.join(appRoot, "bin/blockpress.mjs"), command, ...args], {
    cwd: appRoot,
    encoding: "utf8",
    env: { ...process.env, NODE_ENV: "production" },
  });
  const wallSeconds = (performance.now() - started) / 1000;
  if (result.status !== 0) {
    const firstProblem = result.stderr.split("\n").find((line) => line.trim()) ?? `exit status ${result.status}`;
    throw new Error(`${command} ${args.join(" ")} failed: ${firstProblem}\n${result.stderr}`);
  }
  const summary = result.stdout.trim().split("\n").pop() ?? "";
  return {
    wallSeconds,
    reportedSeconds: Number(/in ([\d.]+) s/.exec(summary)?.[1] ?? Number.NaN),
    peakMb: Number(/peak memory (\d+) MB/.exec(summary)?.[1] ?? Number.NaN),
    cpuSeconds: Number(/cpu ([\d.]+) s/.exec(summary)?.[1] ?? Number.NaN),
  };
}

/** Median times of `runs` runs of an engine command, and the highest peak memory of any. */
export function timeEngine(appRoot: string, command: "validate" | "build", args: string[], runs: number): Timed {
  const results = Array.from({ length: runs }, () => runEngine(appRoot, command, args));
  return {
    wallSeconds: median(results.map((result) => result.wallSeconds)),
    reportedSeconds: median(results.map((result) => result.reportedSeconds)),
    peakMb: Math.max(...results.map((result) => result.peakMb)),
    cpuSeconds: median(results.map((result) => result.cpuSeconds)),
  };
}
