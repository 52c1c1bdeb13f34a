// The options of `index`, declared once for node:util parseArgs: the whole command line and its entry's quick
// answer from the cache (bin.ts) must read the same arguments the same way.
export const INDEX_OPTIONS = { root: { type: "string" } } as const;
