/** wawoff2 ships no types: the one function used, which unpacks a woff2 file into TrueType. */
declare module "wawoff2" {
  const wawoff2: { decompress(woff2: Uint8Array): Promise<Uint8Array> };
  export default wawoff2;
}
