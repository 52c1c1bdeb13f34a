// One buffer for reading whole files, per thread: a sweep of a tree reads thousands of files, each only to be
// searched or sketched, and a buffer of its own for each would be new memory every time.
import { closeSync, openSync, readSync } from "node:fs";

const SCRATCH_BYTES = 1 << 20;
let scratch = Buffer.allocUnsafe(SCRATCH_BYTES);

/** The buffer the last read filled (valid until the next read or release). */
export function scratchBuffer(): Buffer {
  return scratch;
}

/** A scratch buffer of at least `bytes` (its content is not kept). */
export function scratchOfAtLeast(bytes: number): Buffer {
  if (scratch.length < bytes) scratch = Buffer.allocUnsafe(bytes);
  return scratch;
}

/**
 * Reads a whole file into memory the caller provides: `place(filled)` gives where the bytes after the first
 * `filled` go and how many fit there (growing its buffer, what it holds kept, where none would). Gives the file's
 * length; throws if it cannot be read.
 */
export function readWhole(path: string, place: (filled: number) => { bytes: Uint8Array; at: number; room: number }): number {
  const fd = openSync(path, "r");
  let length = 0;
  try {
    for (;;) {
      const { bytes, at, room } = place(length);
      const n = readSync(fd, bytes, at, room, null);
      if (n === 0) break;
      length += n;
    }
  } finally {
    closeSync(fd);
  }
  return length;
}

/** Reads a whole file into the scratch buffer (grown if need be) and gives its length; throws if it cannot. */
export function readIntoScratch(path: string): number {
  return readWhole(path, (filled) => {
    if (filled === scratch.length) {
      const bigger = Buffer.allocUnsafe(2 * scratch.length);
      scratch.copy(bigger, 0, 0, filled);
      scratch = bigger;
    }
    return { bytes: scratch, at: filled, room: scratch.length - filled };
  });
}

/** Drops a buffer grown for a large file. */
export function releaseScratch(): void {
  if (scratch.length > SCRATCH_BYTES) scratch = Buffer.allocUnsafe(SCRATCH_BYTES);
}
