import path from "node:path";
import type { PublicImage, UnusableImage } from "../../../schema/kit/public-image";
import { publicFileBytes } from "../read/input-limits";
import { readBounded } from "../read/read-file";
import { probePhoto } from "./probe-photo";
import { openProbeMemory } from "./probe-memory";

/**
 * Photos probed at once. sharp decodes on the libuv pool's four threads; more at a time only holds more
 * files in memory, and a site's photos may be a thousand files of several megabytes each.
 */
const probesAtOnce = 4;

/** Each photo of public/ (paths such as "public/photos/team.jpg"), probed, by URL path. */
export async function probePhotos(
  root: string,
  files: readonly string[],
): Promise<Map<string, PublicImage | UnusableImage>> {
  const probed = new Map<string, PublicImage | UnusableImage>();
  const memory = openProbeMemory(root);
  let next = 0;
  const worker = async () => {
    for (let at = next++; at < files.length; at = next++) {
      const file = files[at]!;
      // Checked for size a moment ago: a file that grew or went since is read no further than the limit.
      const read = readBounded(path.join(root, file), publicFileBytes.image);
      if (!("bytes" in read)) continue;
      const url = file.slice("public".length);
      probed.set(url, await probePhoto(url, read.bytes, memory));
    }
  };
  await Promise.all(Array.from({ length: probesAtOnce }, worker));
  memory.save();
  return new Map([...probed].sort(([a], [b]) => a.localeCompare(b)));
}
