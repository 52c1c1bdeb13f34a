// The budget estimate: a quarter of the packet's UTF-8 bytes, rounded up.

export function estimateTokens(text: string): number {
  return Math.ceil(Buffer.byteLength(text, "utf8") / 4);
}

/**
 * The estimate of a packet that states its own estimate: serialize with a guess, re-estimate, and repeat
 * until the value stops changing. Starting from 0 the sequence only grows, so it settles on the least fixed point.
 */
export function fixedPointTokens(serializeWith: (used: number) => string): { used: number; bytes: string } {
  let used = 0;
  for (;;) {
    const bytes = serializeWith(used);
    const next = estimateTokens(bytes);
    if (next === used) return { used, bytes };
    used = next;
  }
}
