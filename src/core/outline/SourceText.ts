// Line arithmetic over one normalised text, by string index (web-tree-sitter reports UTF-16 indices, which are
// JavaScript string indices).

export class SourceText {
  readonly text: string;
  private readonly starts: number[];

  constructor(text: string) {
    this.text = text;
    const starts = [0];
    for (let i = text.indexOf("\n"); i !== -1; i = text.indexOf("\n", i + 1)) starts.push(i + 1);
    this.starts = starts;
  }

  /** The 0-based row of a string index. */
  rowOf(index: number): number {
    let lo = 0;
    let hi = this.starts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if ((this.starts[mid] as number) <= index) lo = mid;
      else hi = mid - 1;
    }
    return lo;
  }

  lineStart(index: number): number {
    return this.starts[this.rowOf(index)] as number;
  }

  /** Whether only spaces and tabs precede this index on its line. */
  startsLine(index: number): boolean {
    for (let i = index - 1; i >= 0; i--) {
      const c = this.text.charCodeAt(i);
      if (c === 10) return true;
      if (c !== 32 && c !== 9) return false;
    }
    return true;
  }

  /** The leading spaces and tabs of the line holding this index. */
  indentation(index: number): string {
    const start = this.lineStart(index);
    let end = start;
    while (end < this.text.length && (this.text.charCodeAt(end) === 32 || this.text.charCodeAt(end) === 9)) end++;
    return this.text.slice(start, end);
  }

  /** How many lines between two indices hold something other than whitespace. */
  contentLines(from: number, to: number): number {
    let count = 0;
    let counted = false;
    for (let i = from; i < to; i++) {
      const c = this.text.charCodeAt(i);
      if (c === 10) counted = false;
      else if (!counted && c !== 32 && c !== 9 && c !== 13) {
        count++;
        counted = true;
      }
    }
    return count;
  }
}
