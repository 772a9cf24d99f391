import os from "node:os";

export interface MachineLoad {
  mean: number;
  max: number;
  cores: number;
}

/**
 * Samples the 1-minute load average while something runs. Lighthouse's simulated throttling scales
 * the CPU time it observes, so other work on the machine makes its figures worse: the bench says how
 * busy the machine was, so a reader can tell a slow page from a busy machine.
 */
export function sampleMachineLoad(everyMs = 5000): () => MachineLoad {
  const samples = [os.loadavg()[0] ?? 0];
  const timer = setInterval(() => samples.push(os.loadavg()[0] ?? 0), everyMs);
  return () => {
    clearInterval(timer);
    samples.push(os.loadavg()[0] ?? 0);
    return {
      mean: samples.reduce((total, sample) => total + sample, 0) / samples.length,
      max: Math.max(...samples),
      cores: os.cpus().length,
    };
  };
}
