import { mkdir, mkdtemp, readFile, readdir, symlink, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { beforeEach, describe, expect, it } from "vitest";
import { savePhotoUpload, uploadBody, uploadBytes } from "../../scripts/studio/photo-upload";

/**
 * The studio's rules for a photo uploaded into public/: capped in size, decoded before it is kept,
 * only under public/, and never over a file that is there.
 */
let root: string;
let outside: string;

const photo = (format: "jpeg" | "png") =>
  sharp({ create: { width: 12, height: 8, channels: 3, background: "#3366cc" } })
    .toFormat(format)
    .toBuffer();

/** The files of a folder under the site, none when it does not exist. */
const filesIn = (folder: string) => readdir(path.join(root, folder)).catch(() => []);

async function* chunks(...parts: Buffer[]) {
  for (const part of parts) yield part;
}

beforeEach(async () => {
  root = await mkdtemp(path.join(tmpdir(), "upload-site-"));
  outside = await mkdtemp(path.join(tmpdir(), "upload-outside-"));
  await mkdir(path.join(root, "public/photos"), { recursive: true });
  await mkdir(path.join(root, "pages"), { recursive: true });
  await symlink(outside, path.join(root, "public/linked"));
});

describe("a photo uploaded in the studio", () => {
  it("is saved under public/ and named by the path a page writes", async () => {
    const bytes = await photo("jpeg");
    const result = await savePhotoUpload(root, "public/photos/team.jpg", bytes);
    expect(result).toEqual({ uploaded: { src: "/photos/team.jpg", width: 12, height: 8 } });
    expect(await readFile(path.join(root, "public/photos/team.jpg"))).toEqual(bytes);
  });

  it("is refused past the size cap, before the body is read further, and when it is larger than public/ takes", async () => {
    const declared = await uploadBody(chunks(Buffer.alloc(10)), 2_000, 1_000);
    expect(declared).toMatchObject({ status: 413 });
    const streamed = await uploadBody(chunks(Buffer.alloc(600), Buffer.alloc(600)), undefined, 1_000);
    expect(streamed).toMatchObject({ status: 413, refused: expect.stringMatching(/larger than/) });
    expect(await uploadBody(chunks(Buffer.alloc(600)), 600, 1_000)).toHaveLength(600);

    const tooLarge = await savePhotoUpload(root, "public/photos/huge.jpg", Buffer.alloc(uploadBytes + 1));
    expect(tooLarge).toMatchObject({ status: 413 });
    expect(await filesIn("public/photos")).toEqual([]);
  });

  it("is refused when it does not decode as an image, with the build's words for it", async () => {
    const result = await savePhotoUpload(root, "public/photos/notes.jpg", Buffer.from("just some text\n"));
    expect(result).toMatchObject({ status: 415, refused: expect.stringMatching(/^notes\.jpg is not an image/) });
    expect(await filesIn("public/photos")).toEqual([]);
  });

  it("is refused under a name of another format, which names the right one", async () => {
    const result = await savePhotoUpload(root, "public/photos/logo.jpg", await photo("png"));
    expect(result).toMatchObject({ status: 400, refused: expect.stringMatching(/PNG picture: name it logo\.png/) });
    expect(await filesIn("public/photos")).toEqual([]);
  });

  it("is refused at a path out of public/, through a link, or that a page's path cannot hold", async () => {
    const bytes = await photo("jpeg");
    for (const file of ["pages/team.jpg", "public/../pages/team.jpg", "/etc/team.jpg", "team.jpg"]) {
      expect(await savePhotoUpload(root, file, bytes), file).toMatchObject({ status: 403 });
    }
    expect(await savePhotoUpload(root, "public/linked/team.jpg", bytes)).toMatchObject({ status: 403 });
    expect(await readdir(outside)).toEqual([]);
    expect(await savePhotoUpload(root, "public/photos/Team Photo.jpg", bytes)).toMatchObject({ status: 400 });
    expect(await filesIn("pages")).toEqual([]);
  });

  it("never writes over a file that is there, and offers a free name beside it", async () => {
    await writeFile(path.join(root, "public/photos/team.jpg"), "the photo already there");
    await writeFile(path.join(root, "public/photos/team-2.jpg"), "another one");
    const result = await savePhotoUpload(root, "public/photos/team.jpg", await photo("jpeg"));
    expect(result).toMatchObject({ status: 409, freeName: "public/photos/team-3.jpg" });
    expect(await readFile(path.join(root, "public/photos/team.jpg"), "utf8")).toBe("the photo already there");
  });
});
