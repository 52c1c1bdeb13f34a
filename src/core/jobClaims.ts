// Who parses a job the pool sent to a worker: the worker when it comes to it, or the pool's own thread when that
// thread has nothing else to do and the worker has not begun it. One claim per job in a shared array, taken once.

/** Claims in flight at once are far fewer: a job's cell is free again before this many later jobs are sent. */
export const CLAIM_CELLS = 1 << 16;
export const UNCLAIMED = 0;
export const WORKER_CLAIM = 1;
export const POOL_CLAIM = 2;

export function newClaims(): Int32Array {
  return new Int32Array(new SharedArrayBuffer(4 * CLAIM_CELLS));
}

/** Takes job `id` for `by`; false when another thread took it first. */
export function claimJob(claims: Int32Array, id: number, by: typeof WORKER_CLAIM | typeof POOL_CLAIM): boolean {
  return Atomics.compareExchange(claims, id % CLAIM_CELLS, UNCLAIMED, by) === UNCLAIMED;
}

/** Whether no thread has taken job `id` yet. */
export function isUnclaimed(claims: Int32Array, id: number): boolean {
  return Atomics.load(claims, id % CLAIM_CELLS) === UNCLAIMED;
}

/** Frees job `id`'s cell once its worker has answered: nothing reads it again. */
export function releaseClaim(claims: Int32Array, id: number): void {
  Atomics.store(claims, id % CLAIM_CELLS, UNCLAIMED);
}
