/**
 * A map that forgets all it holds once the sizes of its values pass a bound: answers worth keeping through a
 * sweep of a large tree, where a bound on their count alone either thrashes or holds too much.
 */
export class SizeBoundedMap<K, V> {
  private readonly map = new Map<K, V>();
  private held = 0;

  constructor(
    private readonly limit: number,
    private readonly sizeOf: (value: V) => number,
  ) {}

  get(key: K): V | undefined {
    return this.map.get(key);
  }

  /** Keeps a value for a key not held yet; when it would pass the bound, everything held before goes first. */
  set(key: K, value: V): void {
    const size = this.sizeOf(value);
    if (this.held + size > this.limit) {
      this.map.clear();
      this.held = 0;
    }
    this.map.set(key, value);
    this.held += size;
  }
}
