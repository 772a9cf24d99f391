import { mkdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import path from "node:path";
import { z } from "zod";
import { photoCacheFolder } from "./photo-copies";

/**
 * What a probe found of a usable photo that follows from its bytes alone: a photo unchanged since the
 * last run is not decoded again. Its address does not belong here: it follows from the file's name.
 */
const measuredPhoto = z.strictObject({
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  fallback: z.enum(["jpeg", "png"]),
  colour: z.string().regex(/^#[0-9a-f]{6}$/),
});

export type MeasuredPhoto = z.infer<typeof measuredPhoto>;

/** An entry's key: the hash of the encoder settings and the photo's bytes. */
const digestPattern = /^[0-9a-f]{64}$/;

/**
 * The probes of an earlier run, by content. The file is read like every other input: an entry of the wrong
 * shape is dropped, and the photo probed again. Only usable photos are kept, so a photo that cannot be
 * shown is decoded, and reported, on every run.
 */
export interface ProbeMemory {
  recall: (digest: string) => MeasuredPhoto | undefined;
  keep: (digest: string, measured: MeasuredPhoto) => void;
  /** Writes this run's probes, and forgets photos no longer in public/: only those recalled or kept stay. */
  save: () => void;
}

const memoryFile = (siteRoot: string) => path.join(photoCacheFolder(siteRoot), "probes.json");

function readStored(file: string): Map<string, MeasuredPhoto> {
  let text: string;
  try {
    text = readFileSync(file, "utf8");
  } catch {
    return new Map();
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return new Map();
  }
  if (typeof json !== "object" || json === null || Array.isArray(json)) return new Map();
  return new Map(
    Object.entries(json).flatMap(([digest, entry]): [string, MeasuredPhoto][] => {
      const parsed = measuredPhoto.safeParse(entry);
      return digestPattern.test(digest) && parsed.success ? [[digest, parsed.data]] : [];
    }),
  );
}

export function openProbeMemory(siteRoot: string): ProbeMemory {
  const file = memoryFile(siteRoot);
  const stored = readStored(file);
  const used = new Map<string, MeasuredPhoto>();
  return {
    recall(digest) {
      const measured = stored.get(digest);
      if (measured) used.set(digest, measured);
      return measured;
    },
    keep(digest, measured) {
      used.set(digest, measured);
    },
    save() {
      const unchanged = used.size === stored.size && [...used.keys()].every((digest) => stored.has(digest));
      if (unchanged) return;
      mkdirSync(path.dirname(file), { recursive: true });
      // Aside first, then renamed into place: the file is whole or absent, even if the run is killed.
      const partial = `${file}.${process.pid}.part`;
      writeFileSync(partial, JSON.stringify(Object.fromEntries([...used].sort(([a], [b]) => a.localeCompare(b)))));
      renameSync(partial, file);
    },
  };
}
