// Sketching a whole tree on every core: this thread and the parse pool's workers take files from one shared
// counter and write each file's sketch into one shared arena. The first question that sweeps a large tree would
// otherwise read and sketch hundreds of megabytes on one thread while the others wait for files to parse.
import { regularFileStampNumbers, stampOf, type FileStamp } from "./fileStamp.js";
import { sketchLexiconForPath } from "./languages.js";
import { readForSketch, sketchLength, sketchReadInto } from "./wordSketch.js";

/** What every thread taking part sees; SharedArrayBuffers, so that no thread's result is copied. */
export interface SharedSketchJob {
  paths: readonly string[];
  /** Int32: the next file to take, the arena's words used, the threads at work, the files workers sketched. */
  control: SharedArrayBuffer;
  /** Int32 pairs per file: where its sketch starts in the arena, and its length (or one of the marks below). */
  places: SharedArrayBuffer;
  arena: SharedArrayBuffer;
  /**
   * Where each sketched file's stamp is written, when the caller keeps sketches between requests: Float64 fives
   * of its numbers, taken before the file's bytes are read (NaN first where it has no stamp).
   */
  stamps: SharedArrayBuffer | null;
}

const NEXT = 0;
const USED = 1;
const ACTIVE = 2;
const BY_WORKERS = 3;
/** Marks in a file's length: not sketched (yet), unreadable, no room left in the arena. */
const NOT_DONE = 0;
const UNREADABLE = -1;
const NO_ROOM = -2;

export function newSharedSketchJob(paths: readonly string[], arenaBytes: number, stamp = false): SharedSketchJob {
  return {
    paths,
    control: new SharedArrayBuffer(4 * 4),
    places: new SharedArrayBuffer(8 * paths.length),
    arena: new SharedArrayBuffer(arenaBytes - (arenaBytes % 4)),
    stamps: stamp ? new SharedArrayBuffer(8 * STAMP_NUMBERS * paths.length) : null,
  };
}

const STAMP_NUMBERS = 5;

/** Takes files and sketches them until none is left. `worker`: a thread other than the one waiting for the job. */
export function takeSketches(job: SharedSketchJob, worker: boolean): void {
  const control = new Int32Array(job.control);
  const places = new Int32Array(job.places);
  const arena = new Int32Array(job.arena);
  const stamps = job.stamps ? new Float64Array(job.stamps) : null;
  // Counted before taking a file, so that no file is taken unseen by the waiting thread (see awaitSketches).
  Atomics.add(control, ACTIVE, 1);
  try {
    for (;;) {
      const i = Atomics.add(control, NEXT, 1);
      if (i >= job.paths.length) return;
      const path = job.paths[i] as string;
      if (stamps) {
        // Before the bytes are read: a change made while they are read shows later as another stamp.
        const n = regularFileStampNumbers(path);
        stamps.set(n ? [n.dev, n.ino, n.size, n.mtimeMs, n.ctimeMs] : [NaN], STAMP_NUMBERS * i);
      }
      let length: number;
      try {
        length = readForSketch(path);
      } catch {
        Atomics.store(places, 2 * i + 1, UNREADABLE);
        continue;
      }
      const words = sketchLength(length);
      const at = Atomics.add(control, USED, words);
      if (at + words > arena.length) Atomics.store(places, 2 * i + 1, NO_ROOM);
      else {
        sketchReadInto(length, arena.subarray(at, at + words), sketchLexiconForPath(path));
        places[2 * i] = at;
        Atomics.store(places, 2 * i + 1, words);
        if (worker) Atomics.add(control, BY_WORKERS, 1);
      }
    }
  } finally {
    Atomics.sub(control, ACTIVE, 1);
    Atomics.notify(control, ACTIVE);
  }
}

/**
 * Waits, at most `deadlineMs`, until no thread is sketching: once the files are all taken, every file is then
 * sketched. A worker that never came (busy or gone) took none; one that is late past the deadline leaves its
 * file unsketched, which the caller reads itself.
 */
export function awaitSketches(job: SharedSketchJob, deadlineMs: number): void {
  const control = new Int32Array(job.control);
  const stopAt = Date.now() + deadlineMs;
  for (;;) {
    const active = Atomics.load(control, ACTIVE);
    const left = stopAt - Date.now();
    if (active === 0 || left <= 0) return;
    Atomics.wait(control, ACTIVE, active, left);
  }
}

/**
 * Each file's sketch (a view of the arena), null for an unreadable file, undefined for one not sketched; and,
 * where the job stamps them, each sketched file's stamp (null where it has none).
 */
export function sketchesOf(job: SharedSketchJob): { sketches: (Int32Array | null | undefined)[]; stamps: (FileStamp | null | undefined)[] | null; byWorkers: number } {
  const places = new Int32Array(job.places);
  const arena = new Int32Array(job.arena);
  const sketches = job.paths.map((_, i) => {
    const length = Atomics.load(places, 2 * i + 1);
    if (length === UNREADABLE) return null;
    if (length === NOT_DONE || length === NO_ROOM) return undefined;
    const at = places[2 * i] as number;
    return arena.subarray(at, at + length);
  });
  let stamps: (FileStamp | null | undefined)[] | null = null;
  if (job.stamps) {
    const numbers = new Float64Array(job.stamps);
    stamps = sketches.map((sketch, i) => {
      if (!sketch) return undefined;
      const at = STAMP_NUMBERS * i;
      const dev = numbers[at] as number;
      if (Number.isNaN(dev)) return null;
      return stampOf({ folder: false, dev, ino: numbers[at + 1] as number, size: numbers[at + 2] as number, mtimeMs: numbers[at + 3] as number, ctimeMs: numbers[at + 4] as number });
    });
  }
  return { sketches, stamps, byWorkers: Atomics.load(new Int32Array(job.control), BY_WORKERS) };
}
