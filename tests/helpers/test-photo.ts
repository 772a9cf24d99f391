import sharp from "sharp";

/**
 * A photo made for a test, as a JPEG: a gradient under seeded grain, so that it has the detail a real
 * photo has and its encoded copies differ by width. The project ships no photos for its tests.
 */
export async function testPhoto(width: number, height: number, seed = 1): Promise<Buffer> {
  const pixels = Buffer.alloc(width * height * 3);
  let state = seed;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const at = (y * width + x) * 3;
      state = (state * 1103515245 + 12345) % 2147483648;
      const grain = (state / 2147483648) * 60 - 30;
      pixels[at] = Math.max(0, Math.min(255, (x / width) * 200 + 30 + grain));
      pixels[at + 1] = Math.max(0, Math.min(255, (y / height) * 150 + 60 + grain));
      pixels[at + 2] = Math.max(0, Math.min(255, 140 + grain));
    }
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 90 })
    .toBuffer();
}
