// The word sketches of a tree's files, kept between requests in one file: a request that had to read and sketch
// every file of a large tree (most of a cached request's time where the tree was never indexed whole) leaves
// them for the next, which then reads only the files that changed. Keyed by what proves a file's bytes the same
// (sketchKey), so a sketch is never taken for bytes it was not made of.

const MAGIC = 0x314b534f; // "OSK1", little-endian

/**
 * A sketch's key: the language that sketched it (its lexicon shapes the sketch) and what identifies the bytes,
 * a blob id or a file's stamp taken before they were read.
 */
export function sketchKey(language: string, identity: string): string {
  return `${language}:${identity}`;
}

/**
 * The pack's bytes: a magic word, the length of a JSON header (the keys and each sketch's length in 32-bit
 * words), the header padded to whole words, then the sketches one after another.
 */
export function encodeSketchPack(entries: ReadonlyMap<string, Int32Array>): Uint8Array {
  const keys = [...entries.keys()];
  const lengths = keys.map((k) => (entries.get(k) as Int32Array).length);
  const header = Buffer.from(JSON.stringify({ keys, lengths }), "utf8");
  const headerWords = Math.ceil(header.length / 4);
  const words = 2 + headerWords + lengths.reduce((a, b) => a + b, 0);
  const out = new Int32Array(words);
  out[0] = MAGIC;
  out[1] = header.length;
  new Uint8Array(out.buffer).set(header, 8);
  let at = 2 + headerWords;
  for (const key of keys) {
    const sketch = entries.get(key) as Int32Array;
    out.set(sketch, at);
    at += sketch.length;
  }
  return new Uint8Array(out.buffer);
}

/**
 * The sketches of a pack, as views of its bytes (which must start at a whole word of their buffer); null when the
 * bytes are not a whole pack (another version, a torn write): the files are then sketched again.
 */
export function decodeSketchPack(bytes: Uint8Array): Map<string, Int32Array> | null {
  if (bytes.byteOffset % 4 !== 0 || bytes.length < 8 || bytes.length % 4 !== 0) return null;
  const words = new Int32Array(bytes.buffer, bytes.byteOffset, bytes.length / 4);
  const headerBytes = words[1] as number;
  if (words[0] !== MAGIC || headerBytes < 0 || 8 + headerBytes > bytes.length) return null;
  let header: unknown;
  try {
    header = JSON.parse(Buffer.from(bytes.buffer, bytes.byteOffset + 8, headerBytes).toString("utf8"));
  } catch {
    return null;
  }
  const { keys, lengths } = (header ?? {}) as { keys?: unknown; lengths?: unknown };
  if (!Array.isArray(keys) || !Array.isArray(lengths) || keys.length !== lengths.length) return null;
  const out = new Map<string, Int32Array>();
  let at = 2 + Math.ceil(headerBytes / 4);
  for (let i = 0; i < keys.length; i++) {
    const key = keys[i] as unknown;
    const length = lengths[i] as unknown;
    if (typeof key !== "string" || typeof length !== "number" || !Number.isInteger(length) || length < 0) return null;
    if (at + length > words.length) return null;
    out.set(key, words.subarray(at, at + length));
    at += length;
  }
  return at === words.length ? out : null;
}
