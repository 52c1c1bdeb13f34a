// One measurement of the benchmark, in a process of its own (bundled by scripts/bench.mjs next to a build of
// dist/, so that it runs the same code, workers and WASM files as the shells). Argument: a JSON job; output: one
// JSON line.
import { performance } from "node:perf_hooks";
import { buildPacket } from "../src/core/buildPacket.js";
import { readFileSync } from "node:fs";
import { availableParallelism } from "node:os";
import { join } from "node:path";
import { isMainThread, parentPort, Worker, workerData } from "node:worker_threads";
import { blobId, factsMemoryFromEnvironment, IndexCache } from "../src/core/indexCache.js";
import { fileStamp } from "../src/core/fileStamp.js";
import { languageForPath } from "../src/core/languages.js";
import { loadLanguage, parseWithDeadline } from "../src/core/parser.js";
import { Repository } from "../src/core/repository.js";
import { Workspace } from "../src/core/workspace.js";
import { tuneCompilers } from "../src/runtime/tuneCompilers.js";

// As the shells run: the compilers tuned before any of the engine's work (see tuneCompilers).
if (isMainThread) tuneCompilers();

// A thread of parseAlone runs this file too, its job given as workerData.
const job = isMainThread ? JSON.parse(process.argv[2]) : workerData.job;
// As the App runs: one memory of decoded facts for the process's jobs, sized as the App sizes it.
const memory = job.memory ? factsMemoryFromEnvironment(process.env) : null;
const cache = () => (job.cacheDir ? new IndexCache({ dir: job.cacheDir, maxBytes: 8 * 1024 * 1024 * 1024, memory }) : null);
/** The lines of each line-range anchor (see index). */
const RANGE_LINES = 16;
const rss = () => Math.round(process.resourceUsage().maxRSS / 1024);

async function index() {
  const t0 = performance.now();
  const repo = Repository.open(job.root);
  const c = cache();
  const ws = new Workspace(repo, { cache: c });
  await ws.indexAll();
  const t1 = performance.now();
  const graph = await ws.graph();
  let uses = 0;
  // How many other files use each definition for certain: the tree's most-used ones are the hardest anchors.
  const usedFromElsewhere = new Map();
  for (const [file, facts] of ws.index.facts) {
    const within = graph.usesWithin(file, 1, facts.lineCount);
    uses += within.length;
    const targets = new Set();
    for (const use of within) if (use.certain && use.certain.file !== file) targets.add(`${use.certain.file}\0${use.certain.def}`);
    for (const key of targets) usedFromElsewhere.set(key, (usedFromElsewhere.get(key) ?? 0) + 1);
  }
  const t2 = performance.now();
  ws.finish();
  let lines = 0;
  for (const facts of ws.index.facts.values()) lines += facts.lineCount;
  // Anchors for the packet measurements: functions and methods of 3 to 60 lines outside tests, spread evenly.
  const defs = [];
  const used = [];
  // Files of at least RANGE_LINES * 2 lines outside tests, for the line ranges below.
  const rangeFiles = [];
  for (const [file, facts] of [...ws.index.facts].sort(([a], [b]) => (a < b ? -1 : 1))) {
    if (TEST_PATH.test(file)) continue;
    if (facts.lineCount >= RANGE_LINES * 2) rangeFiles.push({ file, lines: facts.lineCount });
    facts.definitions.forEach((d, i) => {
      if ((d.kind === "function" || d.kind === "method") && d.end - d.start >= 2 && d.end - d.start <= 60) defs.push(`${file}:${d.start}-${d.end}`);
      const count = usedFromElsewhere.get(`${file}\0${i}`) ?? 0;
      if ((d.kind === "function" || d.kind === "method") && count > 0) used.push({ anchor: `${file}:${d.start}-${d.end}`, symbol: `${file}#${d.chain.join(".")}`, count });
    });
  }
  // The functions and methods the most other files use for certain (ties in path order).
  const hubs = used.sort((a, b) => b.count - a.count).slice(0, job.hubs ?? 6);
  const count = job.anchors ?? 6;
  const anchors = Array.from({ length: Math.min(count, defs.length) }, (_, i) => defs[Math.floor(((i + 0.5) * defs.length) / count)]);
  // Line ranges as a reviewer's comment on a diff hunk gives them, whatever declarations they cut across: RANGE_LINES
  // lines two fifths of the way into files spread evenly over the tree.
  const rangeCount = job.ranges ?? 6;
  const ranges = Array.from({ length: Math.min(rangeCount, rangeFiles.length) }, (_, i) => {
    const { file, lines: fileLines } = rangeFiles[Math.floor(((i + 0.5) * rangeFiles.length) / rangeCount)];
    const start = 1 + Math.floor(fileLines * 0.4);
    return `${file}:${start}-${start + RANGE_LINES - 1}`;
  });
  // Three more, between the first four measured ones, for the warm-up that runs each mode once before measuring.
  const warmups = [1, 2, 3].map((k) => defs[Math.floor((k * defs.length) / count)]).filter((a) => a !== undefined && !anchors.includes(a));
  const drawn = job.tags ? drawFromTags(job.tags, ws.index.facts, job.random ?? 0) : [];
  return {
    files: ws.index.facts.size,
    unavailable: ws.index.unavailable.size,
    lines,
    uses,
    parseMs: t1 - t0,
    resolveMs: t2 - t1,
    parsed: ws.parsed,
    hits: c?.hits ?? 0,
    rssMb: rss(),
    anchors,
    warmups,
    hubs,
    ranges,
    rangeLines: RANGE_LINES,
    drawn,
  };
}

/** Tests, as the anchors above leave them out. */
const TEST_PATH = /(^|\/)(test|tests|testdata|__tests__)\/|_test\.go$|\.test\.ts$|\.spec\.ts$|Test\.java$|(^|\/)test_[^/]*\.py$/;
/** The seed of the draw: the same tree gives the same anchors in every run. */
const DRAW_SEED = 2026;

/**
 * `count` anchors drawn at random from ctags' own tags of the tree (the file `tags`, as `ctags -R --fields=+n`
 * writes it): the line ctags gives for a tag that names a function or method of the index, in a file outside
 * tests, as `file:line-line` (a reviewer's comment on the line that declares it). ctags picks the population, so
 * the bench does not pick its own cases; the index only confirms that each names a function or method there.
 */
function drawFromTags(tags, factsByFile, count) {
  const seen = new Set();
  const candidates = [];
  for (const row of readFileSync(tags, "utf8").split("\n")) {
    if (row.startsWith("!_TAG_")) continue;
    const [name, path] = row.split("\t", 2);
    const line = Number(/\tline:(\d+)(?:\t|$)/.exec(row)?.[1]);
    if (!name || !path || !Number.isInteger(line)) continue;
    const file = path.startsWith("./") ? path.slice(2) : path;
    if (TEST_PATH.test(file)) continue;
    const facts = factsByFile.get(file);
    const named = facts?.definitions.some((d) => (d.kind === "function" || d.kind === "method") && d.name === name && d.start <= line && line <= d.end);
    const anchor = `${file}:${line}-${line}`;
    if (named && !seen.has(anchor)) {
      seen.add(anchor);
      candidates.push(anchor);
    }
  }
  candidates.sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  // mulberry32: a small generator whose sequence depends on the seed alone.
  let state = DRAW_SEED;
  const next = () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const drawn = [];
  for (let i = 0; i < Math.min(count, candidates.length); i++) {
    const j = i + Math.floor(next() * (candidates.length - i));
    [candidates[i], candidates[j]] = [candidates[j], candidates[i]];
    drawn.push(candidates[i]);
  }
  return drawn;
}

async function packets() {
  const out = [];
  // As the App and the Action run: every file's blob id known beforehand (there from git's index of the checkout).
  let blobs = null;
  // Only the measurements with a cache open the tree here (for its blob ids, or to time stamping it apart): a cold
  // request's process does nothing but the request, so that spawn to exit less the request is start and exit alone.
  const repo = job.cacheDir ? Repository.open(job.root) : null;
  const root = repo?.root;
  if (job.givenBlobs && repo) blobs = new Map(repo.files().map((path) => [path, blobId(readFileSync(join(repo.root, path)))]));
  let parsedBefore = Workspace.parsedInProcess;
  let spentBefore = { ...Workspace.spentInProcess };
  const start = performance.now();
  for (const r of job.requests) {
    // A run past its deadline leaves the remaining requests unmeasured.
    if (job.deadlineMs && performance.now() - start > job.deadlineMs) break;
    const t0 = performance.now();
    // A cache object per request, on the same folder, as each shell makes one per request.
    const c = cache();
    if (c && blobs && root) c.knowBlobs(root, blobs);
    const result = await buildPacket({ root: job.root, task: "Review this code.", ...r }, { cache: c });
    const parsed = Workspace.parsedInProcess;
    const ms = performance.now() - t0;
    // Where the command line stamps every file to prove the tree unchanged: that alone, measured apart after
    // the request (an lstat of each file and folder the tree lists), is the least such a request can take.
    const stampMs = !job.givenBlobs && repo ? stampAlone(repo) : null;
    // Where the request's time went: its rounds, the questions asked in them, the sketching of the tree's words
    // and the indexing between them (the rest of `ms` is its set-up: the tree listed, the anchor found, the
    // packet verified).
    const now = Workspace.spentInProcess;
    const spent = Object.fromEntries(Object.entries(now).map(([k, v]) => [k, v - spentBefore[k]]));
    out.push({ ms, stampMs, ok: result.ok, failure: result.ok ? null : result.failure.kind, parsed: parsed - parsedBefore, loaded: c?.hits ?? 0, fromFolder: c?.hitsFromFolder ?? 0, spent });
    parsedBefore = parsed;
    spentBefore = { ...now };
  }
  return { results: out, rssMb: rss() };
}

/**
 * The least a full index can take with this parser: every file the index reads, parsed on every core (no query,
 * no facts, nothing kept), the threads taking the next file from one shared counter.
 */
async function parseAlone() {
  const repo = Repository.open(job.root);
  const files = new Workspace(repo, { cache: null }).indexableFiles().map((f) => join(repo.root, f));
  const next = new Int32Array(new SharedArrayBuffer(4));
  const t0 = performance.now();
  const threads = Array.from({ length: availableParallelism() }, () => {
    const worker = new Worker(new URL(import.meta.url), { workerData: { job: { op: "parseShare", files, next } } });
    return new Promise((done, fail) => {
      worker.on("message", done);
      worker.on("error", fail);
    });
  });
  const bytes = (await Promise.all(threads)).reduce((a, b) => a + b, 0);
  return { files: files.length, bytes, parseAloneMs: performance.now() - t0 };
}

/** One thread of parseAlone: parses files until none is left; answers the bytes it read. */
async function parseShare() {
  let bytes = 0;
  for (let i = Atomics.add(job.next, 0, 1); i < job.files.length; i = Atomics.add(job.next, 0, 1)) {
    const path = job.files[i];
    const spec = languageForPath(path);
    const text = readFileSync(path, "utf8");
    bytes += text.length;
    const tree = parseWithDeadline((await loadLanguage(spec)).parser, text, 60_000);
    tree?.delete();
  }
  return bytes;
}

function stampAlone(repo) {
  const t0 = performance.now();
  const folders = new Set([""]);
  for (const path of repo.files()) {
    // The request stamps the files a language reads, and every folder (to know the listing unchanged).
    if (languageForPath(path) !== null) fileStamp(join(repo.root, path));
    for (let at = path.lastIndexOf("/"); at > 0 && !folders.has(path.slice(0, at)); at = path.lastIndexOf("/", at - 1)) folders.add(path.slice(0, at));
  }
  for (const folder of folders) fileStamp(join(repo.root, folder));
  return performance.now() - t0;
}

if (isMainThread) {
  const result = job.op === "index" ? await index() : job.op === "parseAlone" ? await parseAlone() : await packets();
  process.stdout.write(`${JSON.stringify(result)}\n`);
  process.exit(0);
} else parentPort.postMessage(await parseShare());
