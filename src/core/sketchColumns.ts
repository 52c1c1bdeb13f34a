// Many files' word sketches, laid out for one question asked of all of them. A request on a large tree asks the
// whole tree about name after name (who mentions `close`, who may declare `Store`): asked where they lie
// (SketchGroups), each question reads two bits of every sketch from wherever it is (the JDK: 15,000 sketches,
// 37 MB; about a millisecond a name, and a search reaching common names asks about hundreds). Here the sketches
// of one size are stored word by word across the files (the first word of each, then the second, ...), so the
// two words a name reads in every sketch of a size are each one run of memory: about 0.1 ms a name.
import { groupBySize, type SizeGroup } from "./sketchGroups.js";
import { sketchBitsOf } from "./wordSketch.js";

interface LaidOutGroup extends SizeGroup {
  /** Word w of the group's sketch j at w * files.length + j. */
  columns: Int32Array;
}

/**
 * The tiles the sketches are copied in: a tile's files read their words in runs, and its writes to each column
 * are one run, while the cache holds the tile (a plain transposition scatters one side or the other). The JDK's
 * 15,000 sketches, 9 million words, take about 30 ms so, where copying a word of each of 64 files at a time,
 * the files' arrays looked up for each word, took 90.
 */
const TILE_FILES = 32;
const TILE_WORDS = 256;

export class SketchColumns {
  /**
   * The last layout made in this process, with the sketches it was made of: a process that serves many requests on
   * one tree (the App) is given the same sketch objects for the unchanged files each time (IndexCache.getSketches),
   * so a later request on that tree finds its layout made.
   */
  private static last: { sketches: readonly (Int32Array | undefined)[]; columns: SketchColumns } | null = null;

  /**
   * The layout of these sketches if this process made it last; else null. Mostly the same objects; the few a
   * request made afresh (the files it read before it swept the tree) are compared word by word.
   */
  static madeFor(sketches: readonly (Int32Array | undefined)[]): SketchColumns | null {
    const last = SketchColumns.last;
    if (!last || last.sketches.length !== sketches.length) return null;
    for (let i = 0; i < sketches.length; i++) if (!sameSketch(last.sketches[i], sketches[i])) return null;
    return last.columns;
  }

  /** Lays the sketches out, and keeps the layout for madeFor. */
  static layOut(sketches: readonly (Int32Array | undefined)[]): SketchColumns {
    const columns = new SketchColumns(sketches);
    SketchColumns.last = { sketches, columns };
    return columns;
  }

  private readonly groups: LaidOutGroup[];
  /** 1 where a file's sketch is held here. */
  private readonly held: Uint8Array;

  /** `sketches[i]`: file number i's sketch, or undefined where it has none (it is not held). */
  constructor(sketches: readonly (Int32Array | undefined)[]) {
    const { groups, held } = groupBySize(sketches);
    this.held = held;
    this.groups = groups.map(({ files, words }) => {
      const n = files.length;
      const columns = new Int32Array(words * n);
      for (let from = 0; from < n; from += TILE_FILES) {
        const to = Math.min(n, from + TILE_FILES);
        for (let first = 0; first < words; first += TILE_WORDS) {
          const last = Math.min(words, first + TILE_WORDS);
          for (let j = from; j < to; j++) {
            const sketch = sketches[files[j] as number] as Int32Array;
            for (let w = first, at = first * n + j; w < last; w++, at += n) columns[at] = sketch[w] as number;
          }
        }
      }
      return { files, words, columns };
    });
  }

  /** Whether file number i's sketch is held here. */
  holds(i: number): boolean {
    return this.held[i] === 1;
  }

  /** Sets `marks[i]` to 1 for each file number i held here whose sketch may hold a word of this hash. */
  markMayHold(hash: number, marks: Uint8Array): void {
    for (const { files, words, columns } of this.groups) {
      const n = files.length;
      const [first, second] = sketchBitsOf(hash, words);
      const a = (first >>> 5) * n;
      const b = (second >>> 5) * n;
      const bitA = 1 << (first & 31);
      const bitB = 1 << (second & 31);
      for (let j = 0; j < n; j++) {
        if (((columns[a + j] as number) & bitA) !== 0 && ((columns[b + j] as number) & bitB) !== 0) marks[files[j] as number] = 1;
      }
    }
  }
}

function sameSketch(a: Int32Array | undefined, b: Int32Array | undefined): boolean {
  if (a === b) return true;
  if (a === undefined || b === undefined || a.length !== b.length) return false;
  for (let w = 0; w < a.length; w++) if (a[w] !== b[w]) return false;
  return true;
}
