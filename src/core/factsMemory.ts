// Decoded facts kept in memory by a process that serves request after request (the App): a later request on the
// same files (another comment on the same pull request, a replacement packet) takes them as they were decoded,
// with what earlier questions read of them, instead of reading and decoding each cache entry again. Facts are
// kept by their cache key (content, language and reading rules), so they never go stale; the least recently
// used go first once the entries they were read from exceed the bound.
import type { FileFacts } from "./facts.js";

export class FactsMemory {
  private readonly entries = new Map<string, { facts: FileFacts; bytes: number }>();
  private held = 0;

  /** `maxBytes`: of the cache entries the facts were read from; decoded, they take a few times that. */
  constructor(readonly maxBytes: number) {}

  get(key: string): FileFacts | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    // Most recently used last: a Map keeps its keys in the order they were set.
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry.facts;
  }

  set(key: string, facts: FileFacts, bytes: number): void {
    const old = this.entries.get(key);
    if (old) {
      this.entries.delete(key);
      this.held -= old.bytes;
    }
    if (bytes > this.maxBytes) return;
    this.entries.set(key, { facts, bytes });
    this.held += bytes;
    for (const [oldest, entry] of this.entries) {
      if (this.held <= this.maxBytes) break;
      this.entries.delete(oldest);
      this.held -= entry.bytes;
    }
  }

  /** Bytes of the entries held. */
  get bytes(): number {
    return this.held;
  }

  get size(): number {
    return this.entries.size;
  }
}
