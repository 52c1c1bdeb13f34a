// The index and graph of one tree for one request: every file read and parsed at most once, and only the files
// the request's questions reach, unless a question needs the whole tree.
import { CodeGraph, FilesNeeded, settledAnswers, type SettledAnswers } from "./graph.js";
import { Entrypoints, findRootedEntrypoints, rootedSystems, type RootedEntrypoints } from "./entrypoints.js";
import { blobId, type IndexCache } from "./indexCache.js";
import type { FileFacts } from "./facts.js";
import { emptyIndex, indexText, isDeadlineReason, record, unparsedReason, type FileIndex } from "./indexer.js";
import { languageForPath, type LanguageSpec } from "./languages.js";
import { buildNameIndex, NameIndex } from "./nameIndex.js";
import { parsePool, type PoolJob, type PoolOutcome } from "./parsePool.js";
import { readingRules, type Repository, SKIPPED_FOLDER_REASON } from "./repository.js";
import { isManifest } from "./resolver.js";
import { sketchKey } from "./sketchPack.js";
import { TreeText, type KeptNames, type KeptSketches, type SketchAll } from "./treeText.js";
import { setOfList } from "./setOfList.js";

export interface WorkspaceOptions {
  wholeTree?: boolean;
  /** FileFacts by content, kept between requests. */
  cache?: IndexCache | null;
  /**
   * What the names of the tree's files are kept under in the cache when it is indexed whole, for later versions
   * of the same tree (a later commit of the same repository): by default its folder. The names of files that
   * changed since are never used, so any value is safe; one that stays the same across versions saves work.
   */
  lineage?: string;
}

/**
 * Rounds of settle after which a question that has reached half of the tree has the whole tree indexed; a
 * quarter when the cache holds records of most of the tree, so that the rest is mostly read, not parsed.
 */
const SETTLE_ROUNDS_BEFORE_ALL = 4;

/** Kept names are made again (keepNamesIfDue) once more than one file in this many changed since. */
const KEPT_NAMES_STALE_SHARE = 10;

/** Files keepNamesIfDue indexes at a time: what each batch parsed goes into the cache at its end. */
const KEEP_NAMES_BATCH = 2000;

/**
 * Below this much text to parse (in characters), the workers' start is not worth it: a worker loads its code,
 * the grammars and compiles the queries (a TypeScript worker: about half a second of a core), touches tens of
 * megabytes of new memory and runs its code cold, and what it parses is encoded there and decoded here. Indexing
 * 1.7 to 4.2 MB of TypeScript or 1.1 to 3.2 MB of Go took no longer on this thread alone; 7.6 MB of Go took 12%
 * less with a worker. ODIN_SLICE_POOL_MIN_KB sets it.
 */
function poolThreshold(): number {
  const raw = process.env.ODIN_SLICE_POOL_MIN_KB;
  const kb = raw ? Number(raw) : NaN;
  return (Number.isFinite(kb) && kb >= 0 ? kb : 4096) * 1024;
}

/**
 * A file to parse, with what its outcome is kept under; `outcome` once it was sent to the workers while a
 * question went on (see Workspace.prefetch).
 */
type ParseJob = PoolJob & { spec: LanguageSpec; key: string | null; outcome?: Promise<PoolOutcome> };

/** Parses a job on this thread; its text is not held past the parse. */
function parseHere(job: ParseJob): Promise<PoolOutcome> {
  const text = job.text;
  job.text = "";
  return indexText(job.path, job.spec, text, job.lineCount).then((outcome) => ({ outcome, json: null }));
}

/** A file made ready to index (see Workspace.prepare). */
type Prepared = { facts: FileFacts } | { unavailable: string } | { job: ParseJob };

/** The files of a listing that some language covers, kept per listing (a tree listed again unchanged is the same list). */
const indexableOfListing = new WeakMap<readonly string[], readonly string[]>();

function indexableAmong(files: readonly string[]): readonly string[] {
  let indexable = indexableOfListing.get(files);
  if (!indexable) {
    indexable = files.filter((f) => languageForPath(f) !== null);
    indexableOfListing.set(files, indexable);
  }
  return indexable;
}

/** Sketching many files on the parse pool's workers as well as this thread, where there is a pool. */
function sketchesOnEveryCore(): SketchAll | undefined {
  const pool = parsePool();
  if (!pool) return undefined;
  return (paths, stamp) => {
    const began = performance.now();
    try {
      return pool.sketchFiles(paths, stamp);
    } finally {
      Workspace.spentInProcess.sketchingMs += performance.now() - began;
    }
  };
}

/**
 * Where this process's requests spent their time, summed over its life, for measurements (`npm run bench`): the
 * rounds of settle, the milliseconds of the questions asked in them (less the sketching of the tree's words they
 * began, counted apart), and those of the indexing between them.
 */
export interface TimeSpent {
  rounds: number;
  questionsMs: number;
  sketchingMs: number;
  indexingMs: number;
}

/**
 * Batches of at most this many files are read whole before any is parsed, and parsed largest first (see
 * indexFiles); a larger one (a whole tree) is read as it is parsed, in order, so that its text is never all held.
 */
const LARGEST_FIRST_FILES = 1024;

export class Workspace {
  readonly index: FileIndex = emptyIndex();
  private text: TreeText | null = null;
  private entry: Entrypoints | null = null;
  private complete = false;
  /**
   * `wholeTree`: index every file before the first question and let no file's text rule it out: the reference
   * that on-demand answers are tested against.
   */
  constructor(
    readonly repo: Repository,
    private readonly options: WorkspaceOptions = {},
  ) {}

  /** The files a grammar covers, sorted. */
  indexableFiles(): readonly string[] {
    return this.treeText().files;
  }

  private treeText(): TreeText {
    if (this.options.wholeTree) {
      this.text ??= TreeText.unfiltered(this.repo.root, indexableAmong(this.repo.files()), this.repo.limits);
      return this.text;
    }
    if (this.text) return this.text;
    this.text = new TreeText(
      this.repo.root,
      indexableAmong(this.repo.files()),
      this.repo.limits,
      (f) => unparsedReason(this.repo.read(f)),
      () => this.keptNames(),
      this.options.cache?.blobsGiven(this.repo.root) ?? false,
      sketchesOnEveryCore(),
      this.keptSketches(),
    );
    this.text.answerFromFacts(this.index.facts);
    return this.text;
  }

  /** A graph over what is indexed so far; its `missing` says which files its answers lacked. */
  private newGraph(): CodeGraph {
    return new CodeGraph(this.index, setOfList(this.repo.files()), this.treeText(), this.read, this.settledAnswers, this.prefetch, this.indexNow);
  }

  /**
   * What was made ready of the files a question needed while it went on (see prefetch), until they are indexed
   * after it: their facts from the cache, why they cannot be parsed, or the job the workers are parsing.
   */
  private readonly prepared = new Map<string, Prepared>();

  /**
   * Begins to index a file a question needs, while the question goes on: once the parse pool's workers are at
   * hand (a large tree's sweep started them), a file to parse is sent to them at once, so that they parse while
   * this thread answers the rest of the question (they waited for its end: a third of the JDK's cold requests).
   * What they parse is recorded in the index only when the question ends (settle indexes what it needed, in
   * order); what the cache holds is taken at once (see indexNow).
   */
  private readonly prefetch = (path: string): void => {
    if (this.index.facts.has(path) || this.index.unavailable.has(path)) return;
    const pool = parsePool();
    if (!pool?.started) return;
    const ready = this.prepared.get(path) ?? this.prepare(path);
    if (ready === null) return;
    // Past what the workers can begin soon, a file waits for the end of the question, where this thread parses too.
    if ("job" in ready && !ready.job.outcome && pool.hasRoom) {
      ready.job.outcome = pool.parse(ready.job);
      // Awaited when the file is indexed; a failure meanwhile must not count as unhandled.
      ready.job.outcome.catch(() => undefined);
      // The worker was sent a copy.
      ready.job.text = "";
    }
    this.prepared.set(path, ready);
  };

  /**
   * Indexes a file a question asks about at once when that takes no parse: its facts from the cache, or why it
   * cannot be parsed (see CodeGraph.lacks); a file to parse is kept ready for the end of the question. Only with a
   * cache: a cold request reads files after its question, in one batch, as the sweep planned.
   */
  private readonly indexNow = (path: string): boolean => {
    if (!this.options.cache) return false;
    if (this.index.facts.has(path) || this.index.unavailable.has(path)) return true;
    const ready = this.prepared.get(path) ?? this.prepare(path);
    if (ready === null) return false;
    if ("job" in ready) {
      this.prepared.set(path, ready);
      return false;
    }
    this.prepared.delete(path);
    if ("facts" in ready) this.index.facts.set(path, ready.facts);
    else this.index.unavailable.set(path, ready.unavailable);
    return true;
  };

  /** Answers this workspace's graphs gave for good (see CodeGraph), kept from round to round. */
  private readonly settledAnswers: SettledAnswers = settledAnswers();

  /**
   * The tree's manifests' text (see isManifest); one reader for the workspace, so what is derived from them is
   * kept. No other file is read through it: a tree's key vouches for the contents of these and of its languages'
   * files alone.
   */
  private readonly read = (path: string): string | null => {
    if (!isManifest(path)) return null;
    const file = this.repo.read(path);
    return file && !file.binary ? file.text : null;
  };

  /**
   * Indexes the given files (those not indexed yet): from the cache when it holds their content, else parsed,
   * on the worker pool when there are enough of them. `goOn` is asked before each file is read to be parsed: once
   * it says no, no other file is read, and those read are indexed.
   */
  async indexFiles(paths: readonly string[], goOn?: () => boolean): Promise<void> {
    const cache = this.options.cache ?? null;
    const made = this.parseJobs(paths);
    const jobs: ParseJob[] = [];
    let stopped = false;
    const take = (): ParseJob | null => {
      // Asked before the next file is read: one being taken away (a checkout removed at shutdown) is not read.
      if (stopped || (goOn && !goOn())) {
        stopped = true;
        return null;
      }
      const step = made.next();
      if (step.done) return null;
      jobs.push(step.value);
      return step.value;
    };
    // The workers' start is worth it only for enough text to parse; once there is that much, the rest of the
    // files are read while the first ones are parsed. Workers already started are used for any batch.
    let exhausted = false;
    let text = 0;
    const started = parsePool()?.started ?? false;
    const threshold = poolThreshold();
    while (!exhausted && !started && text < threshold) {
      const job = take();
      if (job) text += job.text.length;
      else exhausted = true;
    }
    const pool = exhausted ? null : parsePool();
    const outcomes: Promise<PoolOutcome>[] = [];
    if (pool && paths.length <= LARGEST_FIRST_FILES) {
      // A question's batch is read whole, then parsed largest first (ParsePool.runLargestFirst: the neighborhood of
      // net/http's ioFile.Close had the worker idle for 250 ms while this thread parsed h2_bundle.go last). A job
      // sent while its question went on is with the workers already. The facts are recorded in the batch's order.
      while (take() !== null);
      const fresh = await pool.runLargestFirst(
        jobs.filter((job) => !job.outcome),
        parseHere,
      );
      let f = 0;
      for (const job of jobs) outcomes.push(job.outcome ?? Promise.resolve(fresh[f++] as PoolOutcome));
    } else if (pool) {
      let given = 0;
      const fresh = await pool.run(
        () => {
          for (;;) {
            if (given === jobs.length && take() === null) return null;
            const job = jobs[given++] as ParseJob;
            // A job sent while its question went on is with the workers already.
            if (!job.outcome) return job;
          }
        },
        parseHere,
      );
      let f = 0;
      for (const job of jobs) outcomes.push(job.outcome ?? Promise.resolve(fresh[f++] as PoolOutcome));
    } else {
      while (!exhausted) exhausted = take() === null;
      for (const j of jobs) outcomes.push(j.outcome ?? parseHere(j));
    }
    const settled = await Promise.all(outcomes);
    jobs.forEach((job, i) => {
      const { outcome, json } = settled[i] as PoolOutcome;
      record(this.index, job.path, outcome);
      if (cache && job.key && "facts" in outcome) cache.put(job.key, outcome.facts, json);
    });
    this.parsed += jobs.length;
    Workspace.parsedInProcess += jobs.length;
  }

  /**
   * The files among `paths` to parse, read one at a time as they are asked for; on the way, those not indexed
   * yet are taken from the cache when it holds their content, or found unparseable (or as a question's prefetch
   * found them).
   */
  private *parseJobs(paths: readonly string[]): Generator<ParseJob> {
    for (const path of paths) {
      if (this.index.facts.has(path) || this.index.unavailable.has(path)) continue;
      const ready = this.prepared.get(path) ?? this.prepare(path);
      this.prepared.delete(path);
      if (ready === null) continue;
      if ("facts" in ready) this.index.facts.set(path, ready.facts);
      else if ("unavailable" in ready) this.index.unavailable.set(path, ready.unavailable);
      else yield ready.job;
    }
  }

  /**
   * Whether indexing a file parses nothing: it is indexed, or the cache holds its facts (or knows it unparsable)
   * under the content its stamp or given blob id vouches for. A file the cache knows is made ready at once (see
   * prepare), as indexing it would.
   */
  loadsWithoutParsing(path: string): boolean {
    if (this.index.facts.has(path) || this.index.unavailable.has(path)) return true;
    let ready: Prepared | null | undefined = this.prepared.get(path);
    if (ready === undefined) {
      if (!this.options.cache?.lookup(this.repo.root, path).record) return false;
      ready = this.prepare(path);
      if (ready !== null) this.prepared.set(path, ready);
    }
    return ready === null || !("job" in ready);
  }

  /**
   * What indexing a file takes: its facts from the cache when it holds its content, why it cannot be parsed, or
   * the job that parses it (its file read); null for a file no language covers. Records what the cache learns of
   * the file (its blob id), and nothing in the index.
   */
  private prepare(path: string): Prepared | null {
    const cache = this.options.cache ?? null;
    const rules = readingRules(this.repo.limits);
    const spec = languageForPath(path);
    if (!spec) return null;
    // A file whose stamp shows it unchanged since the cache recorded it, or whose blob id the shell gave, is
    // neither read nor hashed: facts kept under the same reading rules prove it parseable as well.
    const { stamp, record: known } = cache?.lookup(this.repo.root, path) ?? { stamp: null, record: null };
    let knownKey: string | null = null;
    if (cache && known) {
      if (known.rules === rules && known.reason != null) return { unavailable: known.reason };
      knownKey = cache.keyOfBlob(spec, known.blob, rules);
      const hit = cache.get(knownKey, path);
      if (hit) return { facts: hit };
      // Content found unparsable before is not read again (where the blob id was given, no record says so).
      const unparsable = cache.unparsable(knownKey);
      if (unparsable !== null) return { unavailable: unparsable };
    }
    const { file, bytes: read } = this.repo.readWithBytes(path);
    this.filesRead++;
    const reason = unparsedReason(file);
    // The blob id of a file the cache does not know is hashed from the bytes just read, not read again.
    const blobOf = () => {
      if (known) return known.blob;
      const bytes = read ?? this.treeText().bytes(path);
      return bytes ? blobId(bytes) : null;
    };
    if (reason !== null || !file || file.binary) {
      const blob = cache && file ? blobOf() : null;
      if (blob) cache?.record(this.repo.root, path, stamp, blob, { rules, reason: reason ?? "cannot be read" });
      // What the bytes show stands for the same bytes anywhere (a file that could not be read may be read later).
      if (cache && blob && file && reason !== null) cache.keepUnparsable(knownKey ?? cache.keyOfBlob(spec, blob, rules), reason);
      return { unavailable: reason ?? "cannot be read" };
    }
    let key: string | null = null;
    if (cache) {
      const blob = blobOf();
      key = knownKey ?? (blob ? cache.keyOfBlob(spec, blob, rules) : null);
      if (blob) cache.record(this.repo.root, path, stamp, blob, { rules, reason: null });
      // (A known file's facts were asked for above.)
      const hit = key && !known ? cache.get(key, path) : null;
      if (hit) return { facts: hit };
    }
    return { job: { path, language: spec.name, text: file.text, lineCount: file.lineCount, spec, key } };
  }

  /** Graphs built and questions asked by settle. */
  rounds = 0;

  /** Files this workspace read to index them: those the cache could not vouch for unread. */
  filesRead = 0;

  /** Files parsed (not taken from the cache) by this workspace. */
  parsed = 0;

  /** Files parsed by every workspace of this process: what a measurement of one request reports. */
  static parsedInProcess = 0;

  /** Where every workspace of this process spent its time (see TimeSpent). */
  static readonly spentInProcess: TimeSpent = { rounds: 0, questionsMs: 0, sketchingMs: 0, indexingMs: 0 };

  /** Ends the request's use of the cache: keeps the sweep's new sketches, and trims the cache to its bound. */
  finish(): void {
    const cache = this.options.cache;
    const sketches = this.sketchStore;
    if (cache && sketches && sketches.added > 0) cache.putSketches(sketches.key, sketches.used);
    cache?.evict();
  }

  /**
   * The word sketches the cache keeps for this tree (by lineage), read when a sweep first asks, and those this
   * request used or made: what is kept for the next request, where this one sketched files anew.
   */
  private sketchStore: { key: string; kept: ReadonlyMap<string, Int32Array>; used: Map<string, Int32Array>; added: number } | null = null;

  /**
   * A large tree's sweep takes from the cache the sketches of contents it holds, and leaves it the ones it makes:
   * a request that must know which of 15,000 files mention a name then reads only the files that changed. A file
   * is known by the blob id the shell gave, else by its stamp (taken before its bytes were read, as for its facts:
   * see IndexCache.lookup); a file with neither (changed in the last two seconds) is sketched every time.
   */
  private keptSketches(): KeptSketches | undefined {
    const cache = this.options.cache;
    const key = cache?.sketchesKey(this.lineage()) ?? null;
    if (!cache || key === null) return undefined;
    const root = this.repo.root;
    const store = () => (this.sketchStore ??= { key, kept: cache.getSketches(key), used: new Map(), added: 0 });
    const keyOf = (file: string, stamp: () => string | null): string | null => {
      const given = cache.givenBlob(root, file);
      const known = given !== null ? `blob ${given}` : stamp();
      return known === null ? null : sketchKey(languageForPath(file)?.name ?? "", known);
    };
    return {
      // Where the shell gave the blob ids, no file is known by its stamp.
      needsStamps: !cache.blobsGiven(root),
      find: (file) => {
        const s = store();
        // With nothing kept, the files are not stamped for it.
        if (s.kept.size === 0) return undefined;
        const at = keyOf(file, () => cache.lookup(root, file).stamp);
        const sketch = at === null ? undefined : s.kept.get(at);
        if (at !== null && sketch) s.used.set(at, sketch);
        return sketch;
      },
      keep: (file, sketch, stamp) => {
        const at = keyOf(file, () => stamp);
        if (at === null) return;
        const s = store();
        s.used.set(at, sketch);
        s.added++;
      },
    };
  }

  /**
   * Indexes every file of the tree: for the questions that need all of it (entrypoints, the index report).
   * `keep`, asked once every file is indexed, says whether the names may be kept for later requests.
   */
  async indexAll(keep: () => boolean = () => true): Promise<void> {
    if (this.complete) return;
    await this.indexFiles(this.indexableFiles());
    this.complete = true;
    if (this.options.wholeTree) return;
    const text = this.treeText();
    if (text.knowsAllNames) return;
    const kept = this.keptNames();
    if (kept && kept.stale.size === 0) {
      text.useNames(kept.names);
      if (text.knowsAllNames) return;
    }
    const cache = this.options.cache;
    // A file given up on a deadline may be parsed another time: kept without a blob id, it is searched by its
    // text by every later request.
    const gaveUp = (f: string) => isDeadlineReason(this.index.unavailable.get(f) ?? "");
    const bytes = buildNameIndex(
      text.files,
      (f) => this.index.facts.get(f),
      (f) => (cache && !gaveUp(f) ? cache.blobOf(this.repo.root, f) : null),
    );
    text.useNames(NameIndex.read(bytes) as NameIndex);
    // Kept for later requests on this tree or a later version of it (see keptNames).
    const key = cache?.namesKey(this.lineage(), this.repo.limits) ?? null;
    if (cache && key && keep()) cache.putNames(key, bytes);
  }

  /**
   * Indexes the whole tree, so that the names each file holds are kept for later requests on it (or on a later
   * version of it), unless names kept from an earlier index are there and hold at least nine files in ten
   * unchanged ("current"). Without them a request answers questions about names from the tree's sketches and
   * text: the bench's JDK and Go requests whose files were all in the cache took up to 0.4 and 0.65 s that way
   * (p95 of a mode), where kept names gave at most 0.1 s. Only with a cache: without one nothing is kept.
   * `goOn` is asked before each file to parse is read and after each batch: once it says no, the index stops
   * ("stopped") once the files read are parsed (a few, those begun on each thread), what it parsed kept in the
   * cache for the next try, and no names are kept.
   */
  async keepNamesIfDue(goOn: () => boolean = () => true): Promise<"kept" | "current" | "stopped"> {
    if (!this.options.cache || this.options.wholeTree) return "current";
    const files = this.indexableFiles();
    const kept = this.keptNames();
    // Kept names too far behind are made again whole: each changed file is searched by its text.
    if (kept && kept.stale.size * KEPT_NAMES_STALE_SHARE <= files.length) return "current";
    for (let from = 0; from < files.length; from += KEEP_NAMES_BATCH) {
      await this.indexFiles(files.slice(from, from + KEEP_NAMES_BATCH), goOn);
      if (!goOn()) return "stopped";
    }
    // The names are written only if the tree is still there as it was indexed.
    let complete = true;
    await this.indexAll(() => (complete = goOn()));
    return complete ? "kept" : "stopped";
  }

  /** What the kept names of this tree are filed under: see WorkspaceOptions.lineage. */
  private lineage(): string {
    return this.options.lineage ?? this.repo.root;
  }

  /**
   * The names each file held when this tree (by lineage) was last indexed whole, and the files that changed or
   * were added since (by blob id), or null.
   */
  private keptNames(): KeptNames | null {
    // Asked by the text's first question about the whole tree and again by indexAll: read and checked once.
    if (this.kept !== undefined) return this.kept;
    const cache = this.options.cache;
    const key = cache?.namesKey(this.lineage(), this.repo.limits) ?? null;
    const names = key ? (cache?.getNameIndex(key) ?? null) : null;
    this.kept = null;
    if (!cache || !names) return null;
    const stale = new Set<string>();
    const files = this.indexableFiles();
    // A tree listed as the index was (the usual case) is checked file by file in place, without a lookup by path.
    const root = this.repo.root;
    if (names.linesUp(files)) {
      // Where the shell gave the ids, an unchanged tree (the usual case) is known by one comparison of them all.
      const packed = cache.packedBlobsOf(root, files);
      if (!packed || !names.sameBlobs(packed)) {
        const blobs = cache.blobsOf(root, files);
        for (let i = 0; i < files.length; i++) if (!names.blobAt(i, blobs[i] as string)) stale.add(files[i] as string);
      }
    } else {
      // A file the index does not list is stale without its blob id (which may mean reading and hashing it).
      for (const file of files) if (!names.sameBlob(file, () => cache.blobOf(root, file))) stale.add(file);
    }
    this.kept = { names, stale };
    return this.kept;
  }

  private kept: KeptNames | null | undefined = undefined;

  /** A graph over the whole tree. */
  async graph(): Promise<CodeGraph> {
    await this.indexAll();
    return this.newGraph();
  }

  /**
   * Runs `question` on a graph of what is indexed, indexes the files its answer lacked, and asks again until
   * nothing is missing: the answer is then the one a full index gives. The question must have no effects
   * outside the graph it is given.
   */
  async settle<T>(question: (graph: CodeGraph) => T): Promise<T> {
    const spent = Workspace.spentInProcess;
    if (this.options.wholeTree) await timed(() => this.indexAll(), spent);
    for (;;) {
      this.rounds++;
      spent.rounds++;
      const graph = this.newGraph();
      let answer: T | undefined;
      let needed: readonly string[];
      const asked = performance.now();
      const sketchedBefore = spent.sketchingMs;
      try {
        answer = question(graph);
        needed = [...graph.missing].sort();
      } catch (error) {
        if (!(error instanceof FilesNeeded)) throw error;
        needed = error.files;
      } finally {
        // The sketching a question began is counted apart (see sketchesOnEveryCore).
        spent.questionsMs += performance.now() - asked - (spent.sketchingMs - sketchedBefore);
      }
      if (needed.length === 0) return answer as T;
      // Each round builds a new graph and asks again: once a question has taken several rounds and reached a good
      // part of the tree, the rest is indexed at once rather than over many more rounds (the answer is the same
      // either way). Until then every name it follows is looked for in the files' text, which costs more per name
      // than the whole tree's facts do once they are all at hand.
      // A batch the question asked for itself (the budget's next files) is indexed as asked.
      const indexed = this.index.facts.size + this.index.unavailable.size;
      const chosen = needed.every((f) => graph.requested.has(f));
      if (!chosen && this.rounds >= SETTLE_ROUNDS_BEFORE_ALL && this.reachedShare() * (indexed + needed.length) > this.indexableFiles().length) await timed(() => this.indexAll(), spent);
      else await timed(() => this.indexFiles(needed), spent);
    }
  }

  private share: number | null = null;

  /** The inverse of the part of the tree a long question must reach to have the rest indexed (see settle). */
  private reachedShare(): number {
    if (this.share === null) {
      const files = this.indexableFiles();
      const recorded = this.options.cache?.recordedCount(this.repo.root, files) ?? 0;
      this.share = 4 * recorded >= 3 * files.length && files.length > 0 ? 4 : 2;
    }
    return this.share;
  }

  /**
   * Makes the tree's public entrypoints known, for the questions that need them: what its root files make public
   * (found by following those files alone, and kept in the cache for later requests on this very tree, by its key:
   * see IndexCache.treeKey), and what each file makes public on its own, read when asked.
   */
  async prepareEntrypoints(): Promise<void> {
    if (this.entry) return;
    const systems = rootedSystems(this.indexableFiles());
    let rooted: RootedEntrypoints = { definitions: new Set(), programs: new Set() };
    if (systems.length > 0) {
      const cache = this.options.wholeTree ? null : (this.options.cache ?? null);
      const key = cache?.treeKey(this.repo) ?? null;
      const kept = key ? (cache as IndexCache).getEntrypoints(key) : null;
      if (kept) rooted = kept;
      else {
        rooted = await this.settle((graph) => findRootedEntrypoints(this.repo, graph, systems));
        // A file given up on a deadline may be indexed on another run: such a tree's entrypoints are not kept.
        const gaveUp = [...this.index.unavailable.values()].some(isDeadlineReason);
        if (key && !gaveUp) (cache as IndexCache).putEntrypoints(key, rooted);
      }
    }
    this.entry = new Entrypoints(rooted, (file) => this.index.facts.get(file));
  }

  /** Public entrypoints, once prepareEntrypoints has made them known. */
  entrypoints(): Entrypoints {
    if (!this.entry) throw new Error("entrypoints are asked before prepareEntrypoints");
    return this.entry;
  }

  /** Why a file has no facts: what its parse gave, else that the index skips its folder or has no grammar for it. */
  unavailableReason(file: string): string {
    const known = this.index.unavailable.get(file);
    if (known !== undefined) return known;
    return this.repo.isInSkippedFolder(file) ? SKIPPED_FOLDER_REASON : "no parser for this file's language";
  }

  lineCount(file: string): number | null {
    const f = this.repo.read(file);
    return f && !f.binary ? f.lineCount : null;
  }
}

/** Indexing between rounds, its time added to `spent`. */
async function timed(indexing: () => Promise<void>, spent: TimeSpent): Promise<void> {
  const began = performance.now();
  try {
    await indexing();
  } finally {
    spent.indexingMs += performance.now() - began;
  }
}
