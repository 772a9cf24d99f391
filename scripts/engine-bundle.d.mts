export const appRoot: string;
export function bundleEngine(entryPoints: Record<string, string>, outdir: string): Promise<void>;
export function engineEntry(name: string, folder?: string): string;
