import { hash } from "node:crypto";
import { mkdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import path from "node:path";

/**
 * The SVGs of public/ that an earlier run found clean, by the SHA-256 of their text, kept beside the
 * validation cache: parsing every drawing was a third of a validation of this project's site, on every
 * run, for drawings that had not changed. Only clean verdicts are kept, so a refused drawing is checked
 * again and its messages are exact; they are kept under the code's hash, so a new checker checks every
 * drawing again. As trusted as the validation cache beside it (docs/scale.md).
 */
export interface CleanSvgs {
  /** Whether a drawing of exactly this text was found clean. */
  has: (text: string) => boolean;
  /** Keeps this run's verdict that a drawing of this text is clean. */
  add: (text: string) => void;
  /** Writes the drawings found clean in this run, if they differ from what was kept: no others. */
  save: () => void;
}

const fileName = "clean-svgs.txt";

/**
 * Beside the validation cache's folder, not in it: that cache's folder holds its buckets alone and
 * removes anything else.
 */
export const publicChecksFolder = (validationFolder: string) =>
  path.join(path.dirname(validationFolder), "public-checks");
const sha256 = (text: string) => hash("sha256", text, "hex");
const isHash = (line: string) => /^[0-9a-f]{64}$/.test(line);

/** The hashes a file kept under `codeHash`: none when it is missing, unreadable or of other code. */
function readKept(file: string, codeHash: string): Set<string> {
  let lines: string[];
  try {
    lines = readFileSync(file, "utf8").split("\n");
  } catch {
    return new Set();
  }
  return lines[0] === codeHash ? new Set(lines.slice(1).filter(isHash)) : new Set();
}

export function openCleanSvgs(folder: string, codeHash: string): CleanSvgs {
  const file = path.join(folder, fileName);
  const kept = readKept(file, codeHash);
  const seen = new Set<string>();
  return {
    has: (text) => {
      const key = sha256(text);
      if (!kept.has(key)) return false;
      seen.add(key);
      return true;
    },
    add: (text) => void seen.add(sha256(text)),
    save: () => {
      if (seen.size === kept.size && [...seen].every((key) => kept.has(key))) return;
      mkdirSync(folder, { recursive: true });
      const partial = `${file}.${process.pid}.part`;
      writeFileSync(partial, [codeHash, ...[...seen].sort()].join("\n"));
      renameSync(partial, file);
    },
  };
}
