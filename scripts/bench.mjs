// npm run bench [-- --trees zod,rxjs,django,go,jdk] [--dir DIR] [--anchors N] [--cold N] [--hubs N] [--ranges N] [--random N] [--warm-seconds S]
// (--anchors: how many anchors each tree's packets are measured on; --cold: of those, how many from a cold
// start, 0 for none; --hubs: how many of the tree's most-used functions and methods are asked about from a cold
// start too, 0 for none; --ranges: how many line ranges (RANGE_LINES in bench-child.mjs) at evenly spread places are
// asked about from a cold start, 0 for none; --random: how many functions and methods drawn at random from ctags'
// own tags are asked about from a cold start, each right after a ctags run of its own, 0 for none;
// --warm-seconds: the bound on each warm step, 0 to skip them.)
//
// Fetches real trees nobody here wrote (npm packs of zod and rxjs; Debian's python3-django, golang-1.19-src and
// openjdk-17-source through apt-get download, which needs `apt-get update` to have run and dpkg-deb and unzip),
// and measures on each, every run in a fresh process: a cold full index (no cache), the same files only parsed
// on every core (no queries: the least a full index can take with this parser), the index command filling a
// cache and then from it, packets from a cold start for neighborhood, upstream and entrypoint anchors and for
// neighborhood and upstream on the functions and methods the rest of the tree uses most, the same
// packet asked twice from the command line with a cache, packet
// latency per mode with a warm cache (as the command line, the Action and the App run it; and on a cache that
// only earlier requests filled, with no whole index run), peak resident memory, and
// `ctags -R` on the same tree in the same run. Prints a table.
import { execFileSync, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { cpus, tmpdir, totalmem } from "node:os";
import { dirname, join, resolve } from "node:path";
import { performance } from "node:perf_hooks";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";

const project = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const { values } = parseArgs({
  options: {
    trees: { type: "string", default: "zod,rxjs,django,go,jdk" },
    dir: { type: "string", default: join(tmpdir(), "odin-slice-bench") },
    anchors: { type: "string", default: "6" },
    cold: { type: "string", default: "6" },
    hubs: { type: "string", default: "6" },
    ranges: { type: "string", default: "6" },
    random: { type: "string", default: "12" },
    "warm-seconds": { type: "string", default: "180" },
  },
});
const work = resolve(values.dir);
const anchorCount = Number(values.anchors);
const coldCount = Number(values.cold);
const hubCount = Number(values.hubs);
const rangeCount = Number(values.ranges);
const randomCount = Number(values.random);
mkdirSync(work, { recursive: true });
const log = (line) => process.stderr.write(`${line}\n`);

// The code under test: a fresh build of dist/, with the measuring script as one more entry of the command line's
// bundle, so both run the same engine chunk (and its cache version) with the same workers and WASM files.
// Trees are shared between runs; the build, tags and caches of this run are its own, so two runs never mix.
const runDir = mkdtempSync(join(work, "run-"));
process.on("exit", () => rmSync(runDir, { recursive: true, force: true }));
const buildDir = join(runDir, "build");
execFileSync(process.execPath, [join(project, "scripts/build.mjs"), buildDir, `bench-child=${join(project, "scripts/bench-child.mjs")}`], { stdio: "inherit" });
const child = join(buildDir, "bench-child.js");

function npmTree(spec, name) {
  const dir = join(work, name);
  const root = join(dir, "package", "src");
  if (!existsSync(root)) {
    mkdirSync(dir, { recursive: true });
    const tarball = execFileSync("npm", ["pack", spec, "--silent"], { cwd: dir, encoding: "utf8" }).trim().split("\n").pop();
    execFileSync("tar", ["xzf", tarball], { cwd: dir });
  }
  return root;
}

let debianReady = false;
function debianTree(pkg, inside) {
  const dir = join(work, pkg);
  const root = join(dir, inside);
  if (existsSync(root)) return root;
  const debs = join(work, "debs");
  mkdirSync(debs, { recursive: true });
  if (!debianReady) {
    const asRoot = process.getuid?.() === 0 ? [] : ["sudo", "-n"];
    const update = spawnSync(asRoot[0] ?? "apt-get", [...asRoot.slice(1), ...(asRoot.length ? ["apt-get"] : []), "update"], { stdio: "ignore" });
    if (update.status !== 0) log("apt-get update failed; trying apt-get download with the lists at hand");
    debianReady = true;
  }
  if (!readdirSync(debs).some((f) => f.startsWith(`${pkg}_`))) execFileSync("apt-get", ["download", pkg], { cwd: debs, stdio: "ignore" });
  const deb = readdirSync(debs).find((f) => f.startsWith(`${pkg}_`));
  mkdirSync(dir, { recursive: true });
  execFileSync("dpkg-deb", ["-x", join(debs, deb), dir]);
  return root;
}

function jdkTree() {
  const root = join(work, "openjdk-17-src");
  if (existsSync(root)) return root;
  const zip = join(debianTree("openjdk-17-source", "usr/lib/jvm/openjdk-17/lib"), "src.zip");
  mkdirSync(root, { recursive: true });
  execFileSync("unzip", ["-q", zip, "-d", root]);
  return root;
}

const TREES = {
  zod: { label: "zod@3.25.76 src/", root: () => npmTree("zod@3.25.76", "zod") },
  rxjs: { label: "rxjs@7.8.2 src/", root: () => npmTree("rxjs@7.8.2", "rxjs") },
  django: { label: "python3-django", root: () => debianTree("python3-django", "usr/lib/python3/dist-packages/django") },
  go: { label: "golang-1.19-src", root: () => debianTree("golang-1.19-src", "usr/share/go-1.19/src") },
  jdk: { label: "openjdk-17-source", root: jdkTree },
};

/** Runs one measurement in a fresh process; returns its JSON answer and the wall time from spawn to exit. */
function measure(job, env = {}) {
  const t0 = performance.now();
  const r = spawnSync(process.execPath, ["--max-old-space-size=16384", child, JSON.stringify(job)], {
    encoding: "utf8",
    maxBuffer: 1 << 28,
    env: { ...process.env, ...env },
  });
  const wallMs = performance.now() - t0;
  if (r.status !== 0) throw new Error(`bench child failed (${r.status}): ${r.stderr.slice(-2000)}`);
  return { ...JSON.parse(r.stdout.trim().split("\n").pop()), wallMs };
}

/**
 * Runs the built `odin-slice` command itself, output discarded; returns the wall time from spawn to exit. A
 * packet's failure class (exit 3) is an answer too.
 */
function measureCli(args, env) {
  const t0 = performance.now();
  const r = spawnSync(process.execPath, [join(buildDir, "cli.cjs"), ...args], { stdio: ["ignore", "ignore", "pipe"], encoding: "utf8", env: { ...process.env, ...env } });
  const wallMs = performance.now() - t0;
  if (r.status !== 0 && !(r.status === 3 && args[0] === "packet")) throw new Error(`odin-slice ${args[0]} failed (${r.status}): ${r.stderr.slice(-2000)}`);
  return { wallMs };
}

/** Where each run of ctags writes its tags (the tree's own, read by the draw of random anchors). */
const tagsFile = join(runDir, "tags.out");

/** One `ctags -R` of the tree, as the bench runs it everywhere: its wall time. */
function ctagsOnce(root) {
  const t0 = performance.now();
  spawnSync("ctags", ["-R", "--fields=+n", "-f", tagsFile, "."], { cwd: root, stdio: "ignore" });
  return performance.now() - t0;
}

/** The faster of two runs of ctags on the tree; its tags stay in tagsFile. */
function ctags(root) {
  return Math.min(ctagsOnce(root), ctagsOnce(root));
}

/**
 * Each anchor asked in each mode from a cold start, a fresh process and no cache each: the results by mode. With
 * `paired`, each request comes right after a `ctags -R` of the tree timed on its own (its `ctagsMs`): the ratio of
 * the two is taken under the same load, where the machine's speed moves from one minute to the next (and work on
 * its other core slows our two threads more than ctags' one).
 */
function coldRequests(root, anchors, modes, paired = false) {
  const byMode = Object.fromEntries(modes.map(([mode]) => [mode, []]));
  for (const anchor of anchors) {
    for (const [mode, depth] of modes) {
      const ctagsMs = paired ? ctagsOnce(root) : null;
      const r = measure({ op: "packets", root, cacheDir: null, requests: [{ anchor, mode, depth }] });
      const { ok, failure, parsed, ms: inProcess, spent } = r.results[0];
      byMode[mode].push({ anchor, wall: r.wallMs, ctagsMs, ok, failure, rss: r.rssMb, parsed, inProcess, spent });
    }
  }
  return byMode;
}

/** A mode's cold requests as table cells: median / max, the median's ratio to ctags, (how many within it,) files parsed. */
function coldCells(xs, ctagsMs, within) {
  const median = quantile(xs.map((x) => x.wall), 0.5);
  const held = within ? ` | ${xs.filter((x) => x.wall <= ctagsMs).length} of ${xs.length}` : "";
  return `${ms(median)} / ${ms(Math.max(...xs.map((x) => x.wall)))} | ${ratio(median / ctagsMs)}${held} | ${parsed(xs)}`;
}

/** A mode's paired requests (coldRequests with `paired`) as table cells: the median ratio, the largest with its anchor, how many within, files parsed. */
function pairedCells(xs) {
  if (xs.length === 0) return "- | - | - | -";
  const ratios = xs.map((x) => x.wall / x.ctagsMs);
  const worst = xs[ratios.indexOf(Math.max(...ratios))];
  return `${ratio(quantile(ratios, 0.5))} | ${ratio(worst.wall / worst.ctagsMs)} (\`${worst.anchor}\`) | ${ratios.filter((x) => x <= 1).length} of ${xs.length} | ${parsed(xs)}`;
}

/**
 * The failure classes among requests, each with how many (empty for none): an entrypoint that no public
 * declaration reaches is an answer, not a fault.
 */
function failuresOf(xs) {
  const failures = new Map();
  for (const x of xs) if (!x.ok) failures.set(x.failure, (failures.get(x.failure) ?? 0) + 1);
  return [...failures].map(([kind, n]) => `${kind} (${n})`).join(", ");
}

/**
 * A table of cold neighborhood and upstream requests on a kind of anchor: each tree's cells (see coldCells, with
 * how many requests took no longer than ctags -R), its anchors and its failures, under `intro`.
 */
function withinTable(intro, anchorsHeading, packetsOf, anchorsOf) {
  console.log("");
  console.log(`${intro}: median / max, the ratio of the median to ctags -R, how many of the requests took no longer than ctags -R, and the files each request parsed (median / max):`);
  console.log("");
  console.log(`| tree | neighborhood | ratio | within ctags | files parsed | upstream depth 2 | ratio | within ctags | files parsed | ${anchorsHeading} |`);
  console.log("|---|---:|---:|---:|---:|---:|---:|---:|---:|---|");
  for (const r of rows) {
    const packets = packetsOf(r);
    const columns = ["neighborhood", "upstream"].map((mode) => coldCells(packets[mode], r.ctagsMs, true));
    const failed = failuresOf(Object.values(packets).flat());
    console.log(`| ${r.label} | ${columns.join(" | ")} | ${anchorsOf(r).join(", ")}${failed ? `; failures: ${failed}` : ""} |`);
  }
}

const quantile = (xs, q) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length === 0 ? NaN : s[Math.min(s.length - 1, Math.ceil(q * s.length) - 1)];
};
const ms = (x) => (Number.isFinite(x) ? (x >= 10_000 ? `${(x / 1000).toFixed(1)} s` : `${Math.round(x)} ms`) : "-");
const parsed = (xs) => `${quantile(xs.map((x) => x.parsed), 0.5)} / ${Math.max(...xs.map((x) => x.parsed))}`;
const ratio = (x) => (Number.isFinite(x) ? x.toFixed(2) : "-");

const rows = [];
for (const name of values.trees.split(",")) {
  const tree = TREES[name];
  if (!tree) throw new Error(`unknown tree ${name}`);
  let root;
  try {
    root = tree.root();
  } catch (error) {
    log(`${name}: cannot fetch (${error.message.split("\n")[0]}); skipped`);
    continue;
  }
  log(`${name}: ${root}`);
  const ctagsMs = ctags(root);
  // The index also draws the random anchors from the tags ctags just wrote.
  const cold = measure({ op: "index", root, cacheDir: null, anchors: anchorCount, hubs: hubCount, ranges: rangeCount, tags: tagsFile, random: randomCount });
  rmSync(tagsFile, { force: true });
  // What the parser alone takes over the same files on every core: the least a full index can take.
  const parseAlone = measure({ op: "parseAlone", root }).parseAloneMs;
  const cacheDir = join(runDir, "cache", name);
  rmSync(cacheDir, { recursive: true, force: true });
  // `odin-slice index` as a user runs it (every use resolved, the report printed), filling the cache, then from it.
  const cliEnv = { ODIN_SLICE_CACHE_DIR: cacheDir, ODIN_SLICE_CACHE_MAX_MB: "8192" };
  const fill = measureCli(["index", "--root", root], cliEnv);
  // The second run is short, so a stray pause weighs on it: the median of three.
  const warm = { wallMs: quantile([0, 1, 2].map(() => measureCli(["index", "--root", root], cliEnv).wallMs), 0.5) };
  const anchors = cold.anchors;
  // Cold: a fresh process and no cache for each request, timed from spawn to exit.
  const coldPackets = coldRequests(root, anchors.slice(0, coldCount), [
    ["neighborhood", 1],
    ["upstream", 2],
    ["entrypoint", 10],
  ]);
  // The same, on the definitions the rest of the tree uses most: an upstream request must find their every caller
  // (Go's errors.New: 365 files call it), where the bench's other anchors are mostly code little else calls.
  const hubPackets = coldRequests(
    root,
    cold.hubs.map((h) => h.anchor),
    [
      ["neighborhood", 1],
      ["upstream", 2],
    ],
  );
  // The same on line ranges that need not match a declaration, as a reviewer's comment on a diff hunk gives them:
  // the anchor's unit is the smallest declaration holding the whole range (often a class or the file's top level).
  const rangePackets = coldRequests(root, cold.ranges, [
    ["neighborhood", 1],
    ["upstream", 2],
  ]);
  // The same on functions and methods that ctags' own tags give, drawn at random (a fixed seed): cases the bench
  // did not pick, each against a ctags run of its own.
  const randomPackets = coldRequests(
    root,
    cold.drawn,
    [
      ["neighborhood", 1],
      ["upstream", 2],
    ],
    true,
  );
  rmSync(tagsFile, { force: true });
  // The same request twice from the command line, as a user asks again: a fresh process each time, the cache
  // empty before the first (which fills it with what the request parsed and the tree's word sketches).
  const twice = { neighborhood: [], upstream: [] };
  for (const anchor of anchors.slice(0, coldCount)) {
    for (const [mode, depth] of [
      ["neighborhood", 1],
      ["upstream", 2],
    ]) {
      const env = { ODIN_SLICE_CACHE_DIR: join(runDir, "twice"), ODIN_SLICE_CACHE_MAX_MB: "8192" };
      rmSync(env.ODIN_SLICE_CACHE_DIR, { recursive: true, force: true });
      const args = ["packet", "--root", root, "--anchor", anchor, "--task", "bench", "--mode", mode, "--depth", String(depth)];
      const first = measureCli(args, env).wallMs;
      twice[mode].push({ first, again: measureCli(args, env).wallMs });
    }
  }
  rmSync(join(runDir, "twice"), { recursive: true, force: true });
  // Warm: one process, the cache holding every file; each mode on every anchor.
  const requests = [];
  anchors.forEach((anchor, i) => {
    requests.push({ anchor, mode: "neighborhood" });
    requests.push({ anchor, mode: "upstream", depth: 2 });
    requests.push({ anchor, mode: "downstream", depth: 2 });
    requests.push({ anchor, mode: "path", depth: 10, peer: anchors[(i + 1) % anchors.length] });
    requests.push({ anchor, mode: "entrypoint", depth: 10 });
  });
  // Before the measured requests, each mode once on each warm-up anchor (not among those measured): a long-running
  // process has compiled the code of every mode, and one that has not spends tens of milliseconds doing so within
  // the first requests of each mode, which would then be measured as the packet's build.
  const warmups = [];
  cold.warmups.forEach((anchor, i) => {
    warmups.push({ anchor, mode: "neighborhood" });
    warmups.push({ anchor, mode: "upstream", depth: 2 });
    warmups.push({ anchor, mode: "downstream", depth: 2 });
    warmups.push({ anchor, mode: "path", depth: 10, peer: cold.warmups[(i + 1) % cold.warmups.length] });
    warmups.push({ anchor, mode: "entrypoint", depth: 10 });
  });
  // --warm-seconds 0 skips this step (on the JDK one warm whole-tree request can take many minutes). Twice: as
  // the command line runs (each file stamped to prove it unchanged), and as the App and the Action run (each
  // file's blob id given, as git's index of their checkout gives it, so nothing is stamped or hashed).
  const warmSeconds = Number(values["warm-seconds"]);
  // With `passes`, the requests are asked that many times over in the process, and each pass is measured apart.
  const warmRun = (givenBlobs, memory = false, passes = 1, dir = cacheDir) => {
    const asked = [...warmups];
    for (let p = 0; p < passes; p++) asked.push(...requests);
    const run = warmSeconds > 0 ? measure({ op: "packets", root, cacheDir: dir, givenBlobs, memory, requests: asked, deadlineMs: warmSeconds * 1000 }) : { results: [] };
    return Array.from({ length: passes }, (_, p) => {
      const byMode = {};
      const loadedByMode = {};
      const fromFolderByMode = {};
      const stampMs = [];
      run.results.slice(warmups.length + p * requests.length, warmups.length + (p + 1) * requests.length).forEach((w, i) => {
        (byMode[requests[i].mode] ??= []).push(w.ms);
        (loadedByMode[requests[i].mode] ??= []).push(w.loaded);
        (fromFolderByMode[requests[i].mode] ??= []).push(w.fromFolder ?? 0);
        if (typeof w.stampMs === "number") stampMs.push(w.stampMs);
      });
      return { byMode, loadedByMode, fromFolderByMode, stampMs };
    });
  };
  const [stamped] = warmRun(false);
  const [given] = warmRun(true);
  // The App serves job after job in one process and keeps the facts they decoded (ODIN_SLICE_MEMORY_MB). Asked
  // again, a request finds the files it needs indexed, in memory, as far as the memory's bound holds them.
  const [app, appAgain] = warmRun(true, true, 2);
  // Where no whole index ever ran (no `odin-slice index`), the cache holds only what earlier requests parsed, the
  // tree's word sketches and no kept names: questions about names are answered from the sketches and the text.
  // The App's requests on an empty cache, then each a second time in that process; then, as the Action's next
  // run, once more in a fresh process.
  const requestsOnly = join(runDir, "cache", `${name}-requests`);
  rmSync(requestsOnly, { recursive: true, force: true });
  const [, appNoNames] = warmRun(true, true, 2, requestsOnly);
  const [givenNoNames] = warmRun(true, false, 1, requestsOnly);
  rmSync(requestsOnly, { recursive: true, force: true });
  const coldFull = cold.wallMs;
  rows.push({
    name,
    label: tree.label,
    files: cold.files,
    lines: cold.lines,
    ctagsMs,
    coldFull,
    parseMs: cold.parseMs,
    resolveMs: cold.resolveMs,
    parseAlone,
    linesPerSec: cold.lines / (coldFull / 1000),
    rssMb: cold.rssMb,
    reportCold: fill.wallMs,
    warmFull: warm.wallMs,
    coldPackets,
    hubs: cold.hubs,
    hubPackets,
    ranges: cold.ranges,
    rangeLines: cold.rangeLines,
    rangePackets,
    randomPackets,
    twice,
    stamped,
    given,
    app,
    appAgain,
    appNoNames,
    givenNoNames,
  });
  rmSync(cacheDir, { recursive: true, force: true });
  log(JSON.stringify(rows[rows.length - 1]));
}

/**
 * How long a fresh process takes to touch new memory, then the same memory again: a machine that hands memory
 * back to its host in the background (a VM's free-page reporting) makes every fresh process pay for its pages,
 * which slows the engine, with its heap and WebAssembly memory, far more than ctags. Printed with the figures.
 */
function firstTouch() {
  const code = "const b=Buffer.allocUnsafe(256*2**20);let t=performance.now();b.fill(1);const a=performance.now()-t;t=performance.now();b.fill(2);console.log(JSON.stringify([a,performance.now()-t]))";
  const r = spawnSync(process.execPath, ["-e", code], { encoding: "utf8" });
  return r.status === 0 ? JSON.parse(r.stdout) : [NaN, NaN];
}

const cpu = cpus();
const [touchFirst, touchAgain] = firstTouch();
console.log(`Machine: ${cpu[0]?.model ?? "unknown CPU"}, ${cpu.length} cores, ${Math.round(totalmem() / 2 ** 30)} GB RAM, Node ${process.version}; a fresh process touches 256 MB of new memory in ${ms(touchFirst)} (${ms(touchAgain)} the second time)`);
console.log("");
console.log("| tree | files | lines | ctags -R | full index cold (parse + resolve) | lines/s | ratio to ctags | parsing alone (ratio) | peak RSS | RSS per M lines | index command, cold / warm cache | warm speedup |");
console.log("|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|");
for (const r of rows) {
  console.log(
    `| ${r.label} | ${r.files} | ${r.lines} | ${ms(r.ctagsMs)} | ${ms(r.coldFull)} (${ms(r.parseMs)} + ${ms(r.resolveMs)}) | ${Math.round(r.linesPerSec)} | ${ratio(r.coldFull / r.ctagsMs)} | ${ms(r.parseAlone)} (${ratio(r.parseAlone / r.ctagsMs)}) | ${r.rssMb} MB | ${Math.round(r.rssMb / (r.lines / 1e6))} MB | ${ms(r.reportCold)} / ${ms(r.warmFull)} | ${ratio(r.reportCold / r.warmFull)}x |`,
  );
}
console.log("");
// --cold 0 skips the cold packets: no table for them.
if (coldCount > 0) {
  console.log("Time to a verified packet from a cold start (fresh process, no cache), median / max, the ratio of the median to ctags -R, and the files each request parsed (median / max):");
  console.log("");
  console.log("| tree | neighborhood | ratio | files parsed | upstream depth 2 | ratio | files parsed | entrypoint depth 10 | ratio | files parsed | peak RSS | failures |");
  console.log("|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---|");
  for (const r of rows) {
    const columns = ["neighborhood", "upstream", "entrypoint"].map((mode) => coldCells(r.coldPackets[mode], r.ctagsMs, false));
    const all = Object.values(r.coldPackets).flat();
    const rss = Math.max(...all.map((x) => x.rss));
    console.log(`| ${r.label} | ${columns.join(" | ")} | ${rss} MB | ${failuresOf(all) || "none"} |`);
  }
  if (hubCount > 0) {
    withinTable(
      `The same from a cold start on the ${hubCount} functions and methods that the most other files of their tree use for certain`,
      "anchors (files using them)",
      (r) => r.hubPackets,
      (r) => r.hubs.map((h) => `\`${h.symbol}\` (${h.count})`),
    );
  }
  if (rangeCount > 0) {
    withinTable(
      `The same from a cold start on ${rangeCount} line ranges of ${rows[0]?.rangeLines ?? "-"} lines, two fifths of the way into files spread evenly over the tree (outside tests), whatever declarations they cut across, as a comment on a diff hunk gives them`,
      "anchors",
      (r) => r.rangePackets,
      (r) => r.ranges.map((a) => `\`${a}\``),
    );
  }
  if (randomCount > 0) {
    console.log("");
    console.log(`The same from a cold start on ${randomCount} functions and methods of each tree drawn at random (a fixed seed) from the tags \`ctags -R\` writes for it, outside tests (each the line of a tag that names a function or method the index finds there too), every request timed right after a \`ctags -R\` run of its own: the median of the requests' ratios to their own ctags run, the largest (and its anchor), how many took no longer than their ctags run, and the files each request parsed (median / max):`);
    console.log("");
    console.log("| tree | neighborhood, median ratio | largest | within ctags | files parsed | upstream depth 2, median ratio | largest | within ctags | files parsed | failures |");
    console.log("|---|---:|---|---:|---:|---:|---|---:|---:|---|");
    for (const r of rows) {
      const columns = ["neighborhood", "upstream"].map((mode) => pairedCells(r.randomPackets[mode]));
      console.log(`| ${r.label} | ${columns.join(" | ")} | ${failuresOf(Object.values(r.randomPackets).flat()) || "none"} |`);
    }
  }
  // Where the cold requests' time went, for the requests of each kind taken together.
  console.log("");
  console.log("Where the time of those cold requests went, the median of each part over the requests of a kind (so the parts need not add up to the median whole): the process's start and exit (spawn to exit less the request), the request's set-up (the tree listed, the anchor found, the packet verified), the questions asked of what is indexed (text searches, resolution, the budget), the sketching of the tree's words on every core that the first full search begins, and the indexing between questions (reading, parsing and extracting the files a question lacked, on every core); then the rounds of questions and the files parsed:");
  console.log("");
  console.log("| tree | requests | spawn to exit | start and exit | set-up | questions | sketching | indexing | rounds | files parsed |");
  console.log("|---|---|---:|---:|---:|---:|---:|---:|---:|---:|");
  for (const r of rows) {
    const kinds = [
      ["neighborhood", r.coldPackets.neighborhood],
      ["upstream depth 2", r.coldPackets.upstream],
      ...(hubCount > 0 ? [["most-used, neighborhood", r.hubPackets.neighborhood], ["most-used, upstream depth 2", r.hubPackets.upstream]] : []),
      ...(rangeCount > 0 ? [["line ranges, neighborhood", r.rangePackets.neighborhood], ["line ranges, upstream depth 2", r.rangePackets.upstream]] : []),
    ];
    for (const [kind, xs] of kinds) {
      const median = (f) => quantile(xs.map(f), 0.5);
      const part = (key) => median((x) => x.spent[key]);
      const setUp = (x) => x.inProcess - x.spent.questionsMs - x.spent.sketchingMs - x.spent.indexingMs;
      console.log(
        `| ${r.label} | ${kind} (${xs.length}) | ${ms(median((x) => x.wall))} | ${ms(median((x) => x.wall - x.inProcess))} | ${ms(median(setUp))} | ${ms(part("questionsMs"))} | ${ms(part("sketchingMs"))} | ${ms(part("indexingMs"))} | ${part("rounds")} | ${median((x) => x.parsed)} |`,
      );
    }
  }
  console.log("");
  console.log("The same request twice from the command line (`odin-slice packet`, a fresh process each time, spawn to exit), the cache empty before the first: median first / median again, and the median of each request's speedup:");
  console.log("");
  console.log("| tree | neighborhood, first / again | speedup | upstream depth 2, first / again | speedup |");
  console.log("|---|---:|---:|---:|---:|");
  for (const r of rows) {
    const columns = ["neighborhood", "upstream"].map((mode) => {
      const xs = r.twice[mode];
      const speedup = quantile(xs.map((x) => x.first / x.again), 0.5);
      return `${ms(quantile(xs.map((x) => x.first), 0.5))} / ${ms(quantile(xs.map((x) => x.again), 0.5))} | ${ratio(speedup)}x`;
    });
    console.log(`| ${r.label} | ${columns.join(" | ")} |`);
  }
} else console.log("Packets from a cold start: not measured (--cold 0).");
const modes = ["neighborhood", "upstream", "downstream", "path", "entrypoint"];
function warmTable(title, which) {
  // The command line's table says what stamping the tree alone takes, measured apart after each request.
  const stamping = which === "stamped";
  console.log("");
  console.log(title);
  console.log("");
  console.log(`| tree | ${modes.join(" | ")} |${stamping ? " stamping alone |" : ""}`);
  console.log(`|---|${modes.map(() => "---:").join("|")}|${stamping ? "---:|" : ""}`);
  for (const r of rows) {
    const { byMode, loadedByMode, fromFolderByMode, stampMs } = r[which];
    // How many of a request's files it read from the cache's folder: for the requests asked again, those the
    // memory's bound did not hold.
    const read = (m) => (which === "appAgain" || which === "appNoNames" ? `, ${Math.max(0, ...(fromFolderByMode?.[m] ?? []))} read from the folder` : "");
    const cell = (m) => `${ms(quantile(byMode[m] ?? [], 0.5))} / ${ms(quantile(byMode[m] ?? [], 0.95))} (${(byMode[m] ?? []).length}; ${Math.max(0, ...(loadedByMode[m] ?? []))} files${read(m)})`;
    const floor = stamping ? ` ${ms(quantile(stampMs ?? [], 0.5))} / ${ms(quantile(stampMs ?? [], 0.95))} |` : "";
    console.log(`| ${r.label} | ${modes.map(cell).join(" | ")} |${floor}`);
  }
}
const warmHow = `one process, after one request of each mode on three anchors not measured, a cache object per request on the same folder as each shell makes, in-process latency), median / p95 (n) and the most files one request loaded from the cache, for at most ${values["warm-seconds"]} s per tree`;
// With the warm steps skipped there is nothing to print for them.
if (Number(values["warm-seconds"]) > 0) {
  warmTable(`Packet build with every file's facts in the cache, as the command line runs it: every file stamped to prove it unchanged (${warmHow}; the last column, median / p95, is an lstat of every file and folder of the tree alone, timed apart after each request:`, "stamped");
  warmTable(`The same, as the Action runs it: every file's blob id given, as git's index of the checkout gives it, so nothing is stamped, read or hashed to be vouched for (${warmHow}:`, "given");
  warmTable(`The same, as the App runs it: blob ids given, and one memory of decoded facts kept across the process's requests (ODIN_SLICE_MEMORY_MB, default 64 MB of entries), so a request decodes only what no earlier one did (${warmHow}; the files counted are those taken from the memory or the folder alike:`, "app");
  warmTable(`The App's requests again, each a second time in the same process, after all of them: the files each needs are indexed, their facts in memory as far as its bound holds them (the files counted are those the request took from the memory or the folder):`, "appAgain");
  warmTable(`Where no whole index ran: the cache empty, the App's requests asked once in one process (which parses what each needs and sketches the tree's words), then each a second time there; the names each file holds are not kept, so questions about names are answered from the sketches and the text:`, "appNoNames");
  warmTable(`The same cache then, as the Action's next run: the requests in a fresh process, every file each needs in the folder, no names kept:`, "givenNoNames");
}
