// The one binary search the sorted lists here need.

/** The first index in [0, count) at which `before` turns false (count if it never does); `before` must be true and then false. */
export function partitionPoint(count: number, before: (index: number) => boolean): number {
  let lo = 0;
  let hi = count;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (before(mid)) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}
