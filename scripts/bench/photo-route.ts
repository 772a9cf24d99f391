import { cp, mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import { timeEngine } from "./engine-command";

/** The route the bench adds to the site it measures: a page whose hero is a camera-sized photo. */
export const photoRoute = "/photo-hero";

/**
 * A photo of 4000 × 3000 pixels, as a camera writes it: a JPEG of a few megabytes, with a sky, a
 * horizon and seeded grain for the detail that makes a real photo large. Made here, never shipped.
 */
export async function cameraPhoto(width = 4000, height = 3000): Promise<Buffer> {
  const pixels = Buffer.alloc(width * height * 3);
  let state = 1;
  for (let y = 0; y < height; y++) {
    const sky = y < height * 0.55;
    for (let x = 0; x < width; x++) {
      state = (state * 1103515245 + 12345) % 2147483648;
      const grain = (state / 2147483648) * 44 - 22;
      const at = (y * width + x) * 3;
      const shade = sky ? y / height : 1 - y / height;
      pixels[at] = Math.max(0, Math.min(255, (sky ? 120 : 60) + shade * 90 + (x / width) * 30 + grain));
      pixels[at + 1] = Math.max(0, Math.min(255, (sky ? 160 : 110) + shade * 60 + grain));
      pixels[at + 2] = Math.max(0, Math.min(255, (sky ? 220 : 70) + shade * 20 + grain));
    }
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 88 })
    .toBuffer();
}

const page = `title: Photo hero
description: A page whose hero is a photo of 4000 by 3000 pixels, as a camera writes it.
blocks:
  - type: hero
    variant: split
    heading: A hero that is a {photo}
    lead: The original is a JPEG of several megabytes; a phone loads a copy of a few dozen kilobytes.
    image: /photos/camera.jpg
    imageAlt: A wide sky over a dark horizon
`;

/**
 * Builds the site with one more page, whose hero is a camera-sized photo, in a copy of the site made
 * under `parent`, and copies that page and the photo's copies into `distDir` (the bench's snapshot of
 * the site), so that the route is measured with the others. Returns the photo's size in bytes.
 */
export async function addPhotoRoute(appRoot: string, distDir: string, parent: string): Promise<number> {
  const site = await mkdtemp(path.join(parent, "photo-site-"));
  try {
    for (const folder of ["pages", "content", "public"])
      await cp(path.join(appRoot, folder), path.join(site, folder), { recursive: true });
    const photo = await cameraPhoto();
    await mkdir(path.join(site, "public/photos"), { recursive: true });
    await writeFile(path.join(site, "public/photos/camera.jpg"), photo);
    await writeFile(path.join(site, `pages${photoRoute}.yaml`), page);
    timeEngine(appRoot, "build", [site, path.join(site, "dist")], 1);
    for (const folder of [photoRoute.slice(1), "_images"])
      await cp(path.join(site, "dist", folder), path.join(distDir, folder), { recursive: true });
    return photo.length;
  } finally {
    await rm(site, { recursive: true, force: true });
  }
}
