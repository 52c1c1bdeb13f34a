// The memo pattern the engine's caches share: a map's value under a key, made and set the first time it is asked.

/** The value under `key`, made and set on first ask. */
export function entryOf<K, V>(map: Map<K, V>, key: K, make: () => V): V {
  let value = map.get(key);
  if (value === undefined) {
    value = make();
    map.set(key, value);
  }
  return value;
}
