import { createColors } from "picocolors";

export type Colours = ReturnType<typeof createColors>;

/**
 * The colours for text written to `stream`: none when it is not a terminal (a file, a pipe, a CI log)
 * or NO_COLOR is set, as https://no-color.org asks. FORCE_COLOR turns them on anyway, and
 * FORCE_COLOR=0 off, as Node's own output reads it. picocolors' own choice looks at stdout alone, and
 * colours CI logs.
 */
export function coloursFor(stream: { isTTY?: boolean }, env: NodeJS.ProcessEnv = process.env): Colours {
  if (env.FORCE_COLOR !== undefined) return createColors(env.FORCE_COLOR !== "0" && env.FORCE_COLOR !== "false");
  const refused = env.NO_COLOR !== undefined && env.NO_COLOR !== "";
  return createColors(!refused && stream.isTTY === true && env.TERM !== "dumb");
}
