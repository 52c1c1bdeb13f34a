// The memo pattern the engine's caches share: a map's value under a key, made and set the first time it is asked.

/** The value under `key`, made and set on first ask (of a Map, or of a WeakMap keyed by objects). */
export function entryOf<K, V>(map: { get(key: K): V | undefined; set(key: K, value: V): unknown }, key: K, make: () => V): V {
  let value = map.get(key);
  if (value === undefined) {
    value = make();
    map.set(key, value);
  }
  return value;
}
