import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { bandPainter, type Mask, type PalettePicture } from "../../src/engine/social-card/png";
import { decodePng } from "../helpers/decode-png";

const palette = (colours: number) => Uint8Array.from({ length: colours * 3 }, (_, index) => (index * 37) % 256);

/** A picture whose painting is easy to follow: a pixel of index `under` painted at `alpha` becomes (under + alpha) mod n. */
function modPicture(colours: number, indices: Uint8Array): PalettePicture {
  return { colours: palette(colours), indices, painted: (under, alpha) => (under + alpha) % colours };
}

/** What painting masks in turn within rows `top` to `bottom` makes of `indices`, one pixel at a time. */
function paintedByHand(width: number, [top, bottom]: number[], indices: Uint8Array, masks: Mask[], colours: number) {
  const out = indices.slice();
  for (const { left, top: maskTop, width: maskWidth, height: maskHeight, alpha } of masks)
    for (let row = 0; row < maskHeight; row++)
      for (let column = 0; column < maskWidth; column++) {
        const [x, y, cover] = [left + column, maskTop + row, alpha[row * maskWidth + column]!];
        if (x < 0 || y < top! || x >= width || y >= bottom! || cover === 0) continue;
        out[y * width + x] = (out[y * width + x]! + cover) % colours;
      }
  return out;
}

describe("the PNG encoder", () => {
  it("writes a palette PNG that a separate decoder reads back pixel for pixel", () => {
    const [width, height] = [7, 9];
    const indices = Uint8Array.from({ length: width * height }, (_, pixel) => (pixel * 5) % 3);
    const png = decodePng(bandPainter([width, height], modPicture(3, indices), [2, 5])([]));
    expect([png.width, png.height, png.colourType]).toEqual([7, 9, 3]);
    expect(png.indices).toEqual(indices);
    expect([...png.rgb.subarray(3, 6)]).toEqual([...palette(3).subarray(6, 9)]);
  });

  it("paints masks within the band of rows, and cuts what falls outside it or the picture", () => {
    const [width, height, colours] = [10, 10, 5];
    const indices = Uint8Array.from({ length: width * height }, (_, pixel) => pixel % colours);
    const masks: Mask[] = [
      { left: -2, top: 3, width: 5, height: 2, alpha: Uint8Array.from([1, 2, 3, 0, 255, 9, 8, 7, 6, 5]) },
      { left: 8, top: 8, width: 4, height: 3, alpha: new Uint8Array(12).fill(3) },
      { left: 0, top: 3, width: 1, height: 1, alpha: Uint8Array.from([4]) },
    ];
    const paint = bandPainter([width, height], modPicture(colours, indices), [3, 9]);
    expect(decodePng(paint(masks)).indices).toEqual(paintedByHand(width, [3, 9], indices, masks, colours));
    // The background is untouched by a painting.
    expect(decodePng(paint([])).indices).toEqual(indices);
  });

  it("gives the same bytes for the same picture", () => {
    const indices = Uint8Array.from({ length: 64 * 20 }, (_, pixel) => (pixel >> 3) % 4);
    const mask: Mask = {
      left: 5,
      top: 6,
      width: 3,
      height: 3,
      alpha: Uint8Array.from([0, 9, 200, 255, 1, 2, 3, 4, 5]),
    };
    const draw = () => bandPainter([64, 20], modPicture(4, indices), [4, 12])([mask]);
    expect(draw().equals(draw())).toBe(true);
  });

  it("keeps the image data's checksum right whatever is painted where (zlib checks it on every decode)", () => {
    const picture = fc
      .record({
        width: fc.integer({ min: 1, max: 40 }),
        height: fc.integer({ min: 1, max: 24 }),
        bandTop: fc.integer({ min: 0, max: 24 }),
        bandRows: fc.integer({ min: 0, max: 24 }),
        colours: fc.integer({ min: 1, max: 256 }),
        seed: fc.integer({ min: 0, max: 1000 }),
      })
      .chain((base) =>
        fc.record({
          base: fc.constant(base),
          masks: fc.array(
            fc.record({
              left: fc.integer({ min: -5, max: base.width + 2 }),
              top: fc.integer({ min: -5, max: base.height - 1 }),
              width: fc.integer({ min: 1, max: 12 }),
              height: fc.integer({ min: 1, max: 8 }),
              seed: fc.integer({ min: 0, max: 1000 }),
            }),
            { maxLength: 4 },
          ),
        }),
      );
    fc.assert(
      fc.property(picture, ({ base: { width, height, bandTop, bandRows, colours, seed }, masks: shapes }) => {
        const band = [Math.min(bandTop, height), Math.min(bandTop + bandRows, height)];
        const indices = Uint8Array.from({ length: width * height }, (_, pixel) => ((pixel * seed) >> 2) % colours);
        const masks: Mask[] = shapes.map(({ seed: maskSeed, ...box }) => ({
          ...box,
          alpha: Uint8Array.from({ length: box.width * box.height }, (_, at) => (at * maskSeed * 31) % 256),
        }));
        const paint = bandPainter([width, height], modPicture(colours, indices), [band[0]!, band[1]!]);
        // One painter for two pictures: the second copies rows the first one compressed.
        for (const painted of [masks, masks.slice(1)])
          expect(decodePng(paint(painted)).indices).toEqual(paintedByHand(width, band, indices, painted, colours));
      }),
      { numRuns: 300 },
    );
  });
});
