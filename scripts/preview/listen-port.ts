import type { Server } from "node:http";

export interface ListenOptions {
  port: number;
  host: string;
  /** Fail when the port is taken, instead of trying the next one. */
  strictPort: boolean;
  log: (line: string) => void;
}

/** Listens on one port; rejects with the system's error (EADDRINUSE for a port in use). */
function listenOnce(server: Server, port: number, host: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const onError = (error: Error) => {
      server.off("listening", onListening);
      reject(error);
    };
    const onListening = () => {
      server.off("error", onError);
      resolve();
    };
    server.once("error", onError).once("listening", onListening).listen(port, host);
  });
}

const isPortInUse = (error: unknown) => error instanceof Error && "code" in error && error.code === "EADDRINUSE";

/**
 * Listens on the port asked for or, as Vite does, the next free one after it, saying so in one line
 * ("Port 4173 is in use, trying 4174"). With strictPort a port in use is an error. Returns the port.
 */
export async function listenOnFreePort(server: Server, options: ListenOptions): Promise<number> {
  for (let port = options.port; ; port++) {
    try {
      await listenOnce(server, port, options.host);
      const address = server.address();
      return typeof address === "object" && address ? address.port : port;
    } catch (error) {
      if (!isPortInUse(error)) throw error;
      if (options.strictPort || port >= 65535) throw new Error(`Port ${port} is in use`, { cause: error });
      options.log(`Port ${port} is in use, trying ${port + 1}`);
    }
  }
}

/** A port number as written on the command line or in PORT; a mistake is an error that says which. */
export function portNumber(text: string, source: string): number {
  if (/^\d{1,5}$/.test(text) && Number(text) <= 65535) return Number(text);
  throw new Error(`${source} must be a port number from 0 to 65535, not ${JSON.stringify(text)}`);
}
