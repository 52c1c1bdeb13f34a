// A slice offered to the budget, whose content is read and decoded only when the budget could take it: a
// downstream of javac's `TransPatterns` offers 61 slices holding 1.1 million characters to a budget of 32 KB.
import type { Slice } from "./packet.js";
import type { SourceFile } from "./repository.js";

/** All of a slice but its content. */
export type SliceHead = Omit<Slice, "content">;

export interface SliceSource {
  readonly head: SliceHead;
  /**
   * Lower bounds on the UTF-8 bytes of JSON.stringify(content), each costlier to find and closer than the last:
   * the budget turns a slice down by the first that does not fit, and reads it only when none does so.
   */
  leastContentBytes(): Iterable<number>;
  /** The whole slice, made once. */
  read(): Slice;
}

/** A slice whose content is already known. */
export function knownSlice(slice: Slice): SliceSource {
  const { content: _, ...head } = slice;
  return { head, leastContentBytes: () => [], read: () => slice };
}

/**
 * A slice of a file's lines, read from `file()` when asked. `lineCount`, the lines the index found in the file
 * (null if it is not indexed), bounds the content without reading it: an escaped newline (two bytes) between
 * each two lines it spans, and the quotes.
 */
export function fileSlice(head: SliceHead, lineCount: number | null, file: () => SourceFile | null): SliceSource {
  let made: Slice | null = null;
  const text = () => {
    const f = file();
    return f && !f.binary ? f : null;
  };
  return {
    head,
    *leastContentBytes() {
      if (lineCount !== null && head.start_line <= lineCount) yield 2 + 2 * (Math.min(head.end_line, lineCount) - head.start_line);
      const f = text();
      if (f) yield f.leastJsonBytes(head.start_line, head.end_line);
    },
    read() {
      if (!made) {
        const f = text();
        made = { ...head, content: f ? f.slice(head.start_line, head.end_line) : "" };
      }
      return made;
    },
  };
}
