import { workerData } from "node:worker_threads";
import { register } from "tsx/esm/api";

// A thread of the engine run from its TypeScript sources: TypeScript is loaded through tsx, as in the
// thread that started this one (engine-thread.ts).
register();
await import(workerData.module);
