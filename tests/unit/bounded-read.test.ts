import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, symlinkSync, truncateSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { readBounded } from "../../src/engine/read/read-file";
import { readPageFile } from "../../src/engine/read/read-file";

let folder = "";
beforeEach(() => {
  folder = mkdtempSync(path.join(tmpdir(), "bounded-read-"));
});
afterEach(() => rmSync(folder, { recursive: true, force: true }));

describe("reading a file of the site", () => {
  it("gives its bytes when it is within the limit", () => {
    writeFileSync(path.join(folder, "page.yaml"), "title: Home\n");
    expect(readBounded(path.join(folder, "page.yaml"), 100)).toEqual({ bytes: Buffer.from("title: Home\n") });
  });

  it("gives only the bytes asked for, as for an image's header", () => {
    writeFileSync(path.join(folder, "image.png"), "0123456789");
    expect(readBounded(path.join(folder, "image.png"), 100, 4)).toEqual({ bytes: Buffer.from("0123") });
  });

  it("refuses a file over the limit by its size, without reading it", () => {
    writeFileSync(path.join(folder, "huge.yaml"), "");
    truncateSync(path.join(folder, "huge.yaml"), 8 * 1024 ** 3);
    expect(readBounded(path.join(folder, "huge.yaml"), 1024)).toEqual({ tooLarge: 8 * 1024 ** 3 });
  });

  it("does not follow a symbolic link", () => {
    writeFileSync(path.join(folder, "target.yaml"), "title: Elsewhere\n");
    symlinkSync(path.join(folder, "target.yaml"), path.join(folder, "link.yaml"));
    expect(readBounded(path.join(folder, "link.yaml"), 100)).toEqual({ notAFile: true });
  });

  it("does not wait on a named pipe that took a page's place, and skips it", () => {
    execFileSync("mkfifo", [path.join(folder, "pipe.yaml")]);
    expect(readBounded(path.join(folder, "pipe.yaml"), 100)).toEqual({ notAFile: true });
    expect(readPageFile({ file: "pages/pipe.yaml", path: path.join(folder, "pipe.yaml") })).toEqual({ errors: [] });
  });

  it("skips a page file that is gone since its folder was listed", () => {
    expect(readPageFile({ file: "pages/gone.yaml", path: path.join(folder, "gone.yaml") })).toEqual({ errors: [] });
  });
});
