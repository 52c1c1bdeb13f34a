// Many files' word sketches grouped by size, each asked where it lies. A question asked of every file's sketch
// reads two bits of each, at places that depend on the sketch's size alone: grouped by size, those places are
// found once a group, not once a file, and no call is made per file. It costs nothing to build but one pass,
// where laying the sketches out (SketchColumns) copies them all; until enough names are asked to pay for that,
// a name costs the JDK's 15,000 sketches about 1.0 ms so, where asked sketch by sketch it cost 1.6.
import { sketchBitsOf } from "./wordSketch.js";

/** The file numbers of the sketches of one size, ascending, and that size in 32-bit words. */
export interface SizeGroup {
  files: Int32Array;
  words: number;
}

/** The files with a sketch, grouped by its size (smallest first); `held[i]` is 1 where file number i has one. */
export function groupBySize(sketches: readonly (Int32Array | undefined)[]): { groups: SizeGroup[]; held: Uint8Array } {
  const held = new Uint8Array(sketches.length);
  const bySize = new Map<number, number[]>();
  sketches.forEach((s, i) => {
    if (s === undefined) return;
    const list = bySize.get(s.length);
    if (list) list.push(i);
    else bySize.set(s.length, [i]);
    held[i] = 1;
  });
  const groups = [...bySize].sort((a, b) => a[0] - b[0]).map(([words, list]) => ({ files: Int32Array.from(list), words }));
  return { groups, held };
}

export class SketchGroups {
  private readonly groups: SizeGroup[];
  private readonly held: Uint8Array;

  /** `sketches[i]`: file number i's sketch, or undefined where it has none (it is not held). */
  constructor(private readonly sketches: readonly (Int32Array | undefined)[]) {
    ({ groups: this.groups, held: this.held } = groupBySize(sketches));
  }

  /** Whether file number i's sketch is held here. */
  holds(i: number): boolean {
    return this.held[i] === 1;
  }

  /** Sets `marks[i]` to 1 for each file number i held here whose sketch may hold a word of this hash. */
  markMayHold(hash: number, marks: Uint8Array): void {
    const sketches = this.sketches;
    for (const { files, words } of this.groups) {
      const [first, second] = sketchBitsOf(hash, words);
      const a = first >>> 5;
      const b = second >>> 5;
      const bitA = 1 << (first & 31);
      const bitB = 1 << (second & 31);
      for (let j = 0; j < files.length; j++) {
        const i = files[j] as number;
        const sketch = sketches[i] as Int32Array;
        if (((sketch[a] as number) & bitA) !== 0 && ((sketch[b] as number) & bitB) !== 0) marks[i] = 1;
      }
    }
  }
}
