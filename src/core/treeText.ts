// The bytes of every indexable file, searched for names: which files can mention a name, before any of them is
// parsed. A file whose text does not contain a name can neither define it nor use it, so a request parses only
// the files that mention the names it follows.
import { join } from "node:path";
import { keptDeclaredNamesOf } from "./declaredNames.js";
import type { DeclarationSort, FileFacts } from "./facts.js";
import { ImportQualifiers } from "./importQualifiers.js";
import {
  importQualifiersOf,
  inheritsMembers,
  languageForPath,
  sketchLexiconForPath,
  sketchLexiconOf,
  type DefinitionPlacement,
  type LanguageSpec,
  type DefinitionSite,
  type SureDefinitionSite,
} from "./languages.js";
import { PLAIN_NAME, sitePattern } from "./nameAtSite.js";
import { moduleSourceKey, type NameIndex, type UseSort } from "./nameIndex.js";
import type { RepositoryLimits } from "./repository.js";
import type { FileStamp } from "./fileStamp.js";
import { shortestLineHolding, type HeldLine } from "./shortestLineHolding.js";
import { readIntoScratch, releaseScratch, scratchBuffer, scratchOfAtLeast } from "./scratchRead.js";
import { declaredHash, isBlankByte, isWordByte, keywordHash, openerHash, proseSpans, sketchMayHold, sketchWords, withinSpans, wordHash } from "./wordSketch.js";
import { declaredWith } from "./declaredWith.js";
import { partitionPoint } from "./partitionPoint.js";
import { entryOf } from "./entryOf.js";
import { followsOwnReceiver } from "./followsOwnReceiver.js";
import { setOfList } from "./setOfList.js";
import { SizeBoundedMap } from "./sizeBoundedMap.js";
import { wholeWordAt, wholeWordInBytes } from "./wholeWordAt.js";
import { wordEndingAt } from "./wordEndingAt.js";
import { nonBlankBefore } from "./nonBlankBefore.js";
import { SketchColumns } from "./sketchColumns.js";
import { SketchGroups } from "./sketchGroups.js";

/**
 * The names of an earlier whole index of the tree, and the files of the tree now whose names it does not hold
 * (changed or added since): those are searched by their text as before.
 */
/** Many files' sketches made at once (see ParsePool.sketchFiles), with each one's stamp when asked. */
export type SketchAll = (
  paths: readonly string[],
  stamp: boolean,
) => { sketches: readonly (Int32Array | null | undefined)[]; stamps: readonly (FileStamp | null | undefined)[] | null };

/**
 * Sketches kept between requests (see sketchPack.ts): the sketch an earlier request made of a file's present
 * bytes, found without reading them; and where a sweep's new sketches are kept, with each file's stamp, taken
 * before its bytes were read.
 */
export interface KeptSketches {
  /** Whether a new sketch is kept by its file's stamp (else the files are known otherwise, by given blob ids). */
  needsStamps: boolean;
  find(file: string): Int32Array | undefined;
  keep(file: string, sketch: Int32Array, stamp: FileStamp | null): void;
}

export interface KeptNames {
  names: NameIndex;
  stale: ReadonlySet<string>;
}

/**
 * How many offsets of files' comment and string spans, and of their braces, are kept at once (see
 * TreeText.proseOf), about 8 bytes each: a level of an upstream request asks about a thousand names, a few each
 * in two thousand files (the callers of Go's errors.New), and keeping 256 files' spans found many again.
 */
const KEPT_SPAN_OFFSETS = 4_000_000;
/** What keeping an entry costs beside its offsets, counted as offsets. */
const KEPT_ENTRY_OFFSETS = 16;

/** A name made of word bytes only, and runs of them (read as latin1: one character per byte). */
const WORDS = /[A-Za-z0-9_$\u0080-\u00ff]+/g;

/**
 * The text kept in memory once read, at most: a sweep of a large tree reads hundreds of megabytes, and keeping
 * all of it costs more in new memory and collection than reading again the few files that a later question
 * needs the text of (those its words' sketches do not rule out).
 */
export const KEPT_TEXT_BYTES = 48 * 1024 * 1024;

/**
 * Sweeps of the whole tree after which kept text is sketched too: a sketch costs about as much as a few searches
 * of the text, and a request that follows many names sweeps the tree for each.
 */
const SKETCH_KEPT_TEXT_AFTER = 4;

/**
 * Files whose text is kept that filesMayHoldAtOnce sketches from the first sweep on: the JDK's files asked about
 * each name one by one until the fifth sweep cost 15 ms a name, where a request with the tree's sketches kept has
 * read a few dozen files whole.
 */
const KEPT_TEXT_SKETCHED_EARLY = 512;

/**
 * Names asked of every file's sketch at once after which the sketches are laid out for it (see
 * filesMayHoldAtOnce): about as many as the layout costs in names asked sketch by sketch.
 */
const COLUMNS_AFTER_NAMES = 64;

/**
 * Files in a tree, and files not read yet, from which a first sweep sketches them together on every core: the
 * workers take a fifth of a second to start, about what this thread reads and sketches of 2,000 files.
 */
export const SKETCH_TOGETHER_AFTER_FILES = 4000;

/**
 * Bytes read or searched, per file of the tree, after which the kept names are taken: checking them costs about
 * a microsecond a file of the tree, reading and searching text about as much per 400 bytes (Go's compiler package
 * ssa: 105 files, 7 MB, searched by every question about its private names).
 */
const KEPT_NAMES_AFTER_BYTES_PER_FILE = 400;

/** Distinct names searched for in one file's text before its words are listed instead (the same trade, for one file). */
const SEARCHES_BEFORE_WORDS = 8;
const NEWLINE = 0x0a;
const RETURN = 0x0d;
const SPACE = 0x20;
const OPEN_BRACE = 0x7b;

/** The same sites run forward over a whole text (sitesSweep), per list of sites and then per name. */
const sweeps = new WeakMap<readonly DefinitionSite[], Map<string, RegExp>>();

/**
 * Occurrences of a name tried at its sites (each looking behind from the occurrence) before the whole text is
 * swept once for any site at all: a look behind may run back over much of the file (Go's `func (` then anything
 * but a parenthesis: the thousands of `regInfo` in the compiler's generated op tables, a megabyte between
 * parentheses), where a forward sweep passes each place once.
 */
const SITE_TRIES_BEFORE_SWEEP = 4;

/**
 * The sites of `name` as one pattern run forward: where none matches anywhere, no occurrence of the name stands at
 * a site (each such occurrence ends a match), and none stands before the first match's start.
 */
function sitesSweep(sites: readonly DefinitionSite[], name: string): RegExp {
  return keptPattern(sweeps, sites, name, (word) => new RegExp(sites.map((s) => `(?:${s.before})${word}${s.after === undefined ? "" : `(?=${s.after})`}`).join("|"), "m"));
}

/**
 * A pattern made of a name (as latin1 text, `$` escaped) and sites, kept per list of sites and then per name.
 * Each compiled pattern holds code: a request asks about few names, a sweep of a whole tree about many.
 */
function keptPattern<S extends object>(kept: WeakMap<S, Map<string, RegExp>>, sites: S, name: string, make: (word: string) => RegExp): RegExp {
  const byName = entryOf(kept, sites, () => new Map<string, RegExp>());
  let pattern = byName.get(name);
  if (!pattern) {
    if (byName.size >= 4096) byName.clear();
    pattern = make(Buffer.from(name, "utf8").toString("latin1").replace(/[$]/g, "\\$&"));
    byName.set(name, pattern);
  }
  return pattern;
}

/** Per language, a name followed by what follows a name an import renames (LanguageDescriptor.renamedAfter). */
const renamings = new WeakMap<LanguageSpec, Map<string, RegExp>>();

/** Whether a tree's listing holds files of more than one module system, per listing. */
const mixedListings = new WeakMap<readonly string[], boolean>();

/** How a file may use a name (TreeText.mayUse): in a call on a receiver; in a way that may lead for certain elsewhere. */
const MAY_USE_ON_RECEIVER = 1;
const MAY_USE_CERTAINLY = 2;

/** A language's receivers of the class's own members and its parent's (`self`, `super()`). */
const ownReceivers = new Map<LanguageSpec, readonly string[]>();
function ownReceiversOf(spec: LanguageSpec): readonly string[] {
  return entryOf(ownReceivers, spec, () => [...spec.selfReceivers, ...spec.superReceivers]);
}

/** Whether a name is plain word characters, which the sketches hold (not empty, no replacement character). */
function isSketchable(name: string): boolean {
  return name.length > 0 && !name.includes("\uFFFD") && PLAIN_NAME.test(name);
}

export class TreeText {
  /** Says every file mentions every name: no file is ruled out by its text (the reference for whole-tree answers). */
  private unfiltered = false;

  /** Whether the tree's files are of more than one module system (a Go tree with a Python script); found once. */
  get severalModuleSystems(): boolean {
    // Kept per listing: every request on an unchanged tree in a process shares it (the JDK's 15,000 files: 27 ms).
    let mixed = mixedListings.get(this.files);
    if (mixed === undefined) {
      const seen = new Set<string>();
      for (const file of this.files) {
        const system = languageForPath(file)?.moduleSystem;
        if (system !== undefined) seen.add(system);
        if (seen.size > 1) break;
      }
      mixed = seen.size > 1;
      mixedListings.set(this.files, mixed);
    }
    return mixed;
  }

  /** Whether this is the unfiltered reference, which rules no file out. */
  get isUnfiltered(): boolean {
    return this.unfiltered;
  }
  /**
   * Files' bytes read as latin1 (one character per byte), searched as text without decoding it again: every
   * unreadable file (null), and the text of those read first, up to keptTextBytes.
   */
  private readonly raw = new Map<string, string | null>();
  /**
   * The file read last, when its text is not kept: a file is often asked about twice in a row. Its bytes are in
   * lastBytes; its text is made from them only when a question needs it as text (see lastText): most are
   * searches, which read the bytes (upstream of the JDK's `Objects.equals`, the texts of files read again were
   * 204 MB of the 727 MB the request's thread allocated; 106 MB with searches of bytes).
   */
  private last: { file: string; length: number; text: string | null } | null = null;
  /** The last read's bytes, from 0 to its length; grown for a larger file, never shrunk. */
  private lastBytes: Buffer = Buffer.alloc(0);
  /** Bytes of text kept in `raw`, and at most how many. */
  private keptBytes = 0;
  /** The bound each new TreeText takes (tests lower it to read every file's words from sketches). */
  static keptTextBound = KEPT_TEXT_BYTES;
  keptTextBytes = TreeText.keptTextBound;
  /**
   * Files this text read from disk, each time one is read (a file whose text is not kept may be read again); the
   * files sketched together are counted apart (sketchedTogether).
   */
  reads = 0;
  /**
   * The word sketch of each file read whose text is not kept: a question that sweeps the tree asks every file
   * about its name, and a sketch rules most of them out without reading them again.
   */
  private readonly sketches = new Map<string, Int32Array>();
  /** The last name hashed for the sketches: a sweep asks every file about one name. */
  private hashed = { name: "", hash: 0 };
  private readonly byName = new Map<string, readonly string[]>();
  /**
   * With every file indexed (or their names kept from an earlier index of the same tree): the names each file's
   * facts hold, which answer every question by name instead of the text.
   */
  private known: NameIndex | null = null;
  private stale: ReadonlySet<string> = new Set();
  /** Whether the index holds exactly the files of the tree, none of them stale: its lists are the answers. */
  private exact = false;
  /** Whether a file can define a name, by name and file. */
  private readonly defines = new Map<string, Map<string, boolean>>();
  /** Each file's words, for files asked about one name after another. */
  private readonly words = new Map<string, Set<string> | null>();

  /**
   * `files`: the indexable files, sorted. `skipReason` reads a file as the indexer does, to tell why it is not
   * indexed; it is asked only when the bytes alone cannot rule that out.
   */
  constructor(
    private readonly root: string,
    readonly files: readonly string[],
    private readonly limits: RepositoryLimits,
    private readonly skipReason: (file: string) => string | null,
    private readonly keptNames: () => KeptNames | null = () => null,
    /** Whether checking the kept names against the tree is cheap: every file's blob id is given, none stamped. */
    private readonly blobsGiven = false,
    /**
     * Sketches many files' words at once, on every core (see ParsePool.sketchFiles): each file's sketch (given
     * absolute paths), null where unreadable, undefined where left to this text to read.
     */
    private readonly sketchAll?: SketchAll,
    /** Sketches an earlier request kept of these files' contents, and the keeper of this request's. */
    private readonly keptSketches?: KeptSketches,
  ) {}

  /** The facts of the files indexed so far, where a question about a file's declarations finds them exactly. */
  private indexedFacts: ReadonlyMap<string, FileFacts> | null = null;

  /** Answers questions about what an indexed file declares from `facts` (the workspace's, as it grows). */
  answerFromFacts(facts: ReadonlyMap<string, FileFacts>): void {
    this.indexedFacts = facts;
  }

  /** Times a TreeText of this process took every file's names from an earlier whole-tree index (keptNames). */
  static keptNamesUsedInProcess = 0;
  /** Searches of one file's text for one name by the TreeTexts of this process: what kept names spare. */
  static searchesInProcess = 0;
  private keptNamesAsked = false;
  /** This text's searches so far: past a share of the tree, the kept names are cheaper than more searching. */
  private searches = 0;
  /** The bytes of the files read for searches so far: a few large files cost as much as many small ones. */
  private bytesRead = 0;
  /** Bytes of text searched, each file once per search (a large package's files are searched for name after name). */
  private bytesSearched = 0;

  /** The same files, none of them ruled out by its text. */
  static unfiltered(root: string, files: readonly string[], limits: RepositoryLimits): TreeText {
    const text = new TreeText(root, files, limits, () => null);
    text.unfiltered = true;
    return text;
  }

  /** Whether the indexer will skip a file (unreadable, binary, too large, a line too long) rather than parse it. */
  skipped(file: string): boolean {
    if (this.unfiltered) return false;
    // The same reading rules gave this file facts, or none, when the names were kept.
    if (this.fromIndex(file)) return !(this.known as NameIndex).hasFacts(file);
    // Kept: a package's files are asked again for each name looked for among them, round after round (the
    // JDK's `java.util`, 370 files), and each answer reads the whole file.
    let known = this.skips.get(file);
    if (known === undefined) {
      known = this.skippedByText(file);
      this.skips.set(file, known);
    }
    return known;
  }

  private readonly skips = new Map<string, boolean>();

  private skippedByText(file: string): boolean {
    // Asked of the text or of the bytes as read, a character per byte. A line of at most maxLineLength bytes is at
    // most that many UTF-16 units once decoded.
    const skips = (hasNul: boolean, length: number, lineEnd: (from: number) => number): boolean => {
      if (hasNul || length > this.limits.maxFileBytes) return true;
      let longest = 0;
      for (let from = 0; from < length; ) {
        let nl = lineEnd(from);
        if (nl < 0) nl = length;
        if (nl - from > longest) longest = nl - from;
        from = nl + 1;
      }
      return longest > this.limits.maxLineLength && this.skipReason(file) !== null;
    };
    return this.searchedIn(
      file,
      (b) => b === null || skips(b.includes("\0"), b.length, (from) => b.indexOf("\n", from)),
      (b) => skips(b.includes(0), b.length, (from) => b.indexOf(NEWLINE, from)),
    );
  }

  /** A file's bytes as they are on disk, or null when it cannot be read. */
  bytes(file: string): Buffer | null {
    return this.searchedIn(
      file,
      (text) => (text === null ? null : Buffer.from(text, "latin1")),
      (bytes) => Buffer.from(bytes),
    );
  }

  /** A file's text (null where it cannot be read); one read again has its text made from its bytes, once. */
  private contents(file: string): string | null {
    return this.searchedIn(
      file,
      (text) => text,
      (bytes) => ((this.last as NonNullable<TreeText["last"]>).text = bytes.toString("latin1")),
    );
  }

  /**
   * What `onText` gives of a file's text (null where it cannot be read) when the text is kept or already made,
   * else what `onBytes` gives of its bytes: a question that only looks for bytes in a file read again makes no
   * text of it.
   */
  private searchedIn<T>(file: string, onText: (text: string | null) => T, onBytes: (bytes: Buffer) => T): T {
    let kept = this.raw.get(file);
    if (kept === undefined && this.last?.file !== file) {
      this.load(file, () => true);
      kept = this.raw.get(file);
    }
    if (kept !== undefined) return onText(kept);
    const last = this.last as NonNullable<TreeText["last"]>;
    return last.text !== null ? onText(last.text) : onBytes(this.lastBytes.subarray(0, last.length));
  }

  /**
   * Reads a file: keeps its text while the kept text is under its bound, else sketches the file and keeps its
   * bytes as the last read only if `wanted` says, given the sketch. Where it cannot be read, it is kept as null.
   */
  private load(file: string, wanted: (sketch: Int32Array) => boolean): void {
    const length = this.read(file);
    if (length === null) return;
    if (this.keptBytes + length <= this.keptTextBytes) {
      this.raw.set(file, scratchBuffer().toString("latin1", 0, length));
      this.keptBytes += length;
    } else {
      const sketch = this.sketches.get(file) ?? sketchWords(scratchBuffer(), length, sketchLexiconForPath(file));
      this.sketches.set(file, sketch);
      if (wanted(sketch)) {
        if (this.lastBytes.length < length) this.lastBytes = Buffer.allocUnsafe(Math.max(length, 2 * this.lastBytes.length));
        scratchBuffer().copy(this.lastBytes, 0, 0, length);
        this.last = { file, length, text: null };
      }
    }
    releaseScratch();
  }

  /** Reads a file into the scratch buffer: its length, or null (kept) when it cannot be read. */
  private read(file: string): number | null {
    this.reads++;
    try {
      const length = readIntoScratch(join(this.root, file));
      this.bytesRead += length;
      return length;
    } catch {
      this.raw.set(file, null);
      return null;
    }
  }

  /**
   * Whether a file may hold a plain-word name (where `placed` says, see DefinitionPlacement and wordSketch's
   * declaredHash, keywordHash and openerHash): by its sketch when its text is not kept, else true (the text is there to be
   * searched), until the tree has been swept a few times and kept text is sketched too. A file not read yet is
   * read as contents() reads it (see load).
   */
  private mayHold(file: string, name: string, placed: DefinitionPlacement = "anywhere"): boolean {
    let sketch = this.sketches.get(file);
    // Once the tree is swept, most files have a sketch: asked of each file for name after name, one lookup.
    if (sketch !== undefined) return this.sketchHolds(sketch, name, placed);
    // (Its text is made only if the name may be there, to be searched next.)
    if (!this.raw.has(file)) this.load(file, (read) => this.sketchHolds(read, name, placed));
    sketch = this.sketches.get(file);
    if (sketch === undefined) {
      // Kept text, or an unreadable file (kept as null, taken to hold every name).
      if (this.fullScans < SKETCH_KEPT_TEXT_AFTER) return true;
      sketch = this.sketchOfKeptText(file);
      if (sketch === undefined) return true;
    }
    return this.sketchHolds(sketch, name, placed);
  }

  /** The sketch of a file whose text is kept, made the first time; undefined for a file that could not be read. */
  private sketchOfKeptText(file: string): Int32Array | undefined {
    let sketch = this.sketches.get(file);
    const text = this.raw.get(file);
    if (sketch !== undefined || text == null) return sketch;
    const bytes = scratchOfAtLeast(text.length);
    sketch = sketchWords(bytes, bytes.write(text, "latin1"), sketchLexiconForPath(file));
    releaseScratch();
    this.sketches.set(file, sketch);
    return sketch;
  }

  /** A name's word hash, kept for the name asked about last: a sweep asks every file about one name. */
  private hashOf(name: string): number {
    if (this.hashed.name !== name) this.hashed = { name, hash: wordHash(Buffer.from(name, "utf8")) };
    return this.hashed.hash;
  }

  private sketchHolds(sketch: Int32Array, name: string, placed: DefinitionPlacement = "anywhere"): boolean {
    const hash = this.hashOf(name);
    if (!sketchMayHold(sketch, hash)) return false;
    switch (placed) {
      case "afterWords":
        return sketchMayHold(sketch, declaredHash(hash));
      case "afterKeyword":
        return sketchMayHold(sketch, keywordHash(hash));
      case "beforeOpener":
        return sketchMayHold(sketch, openerHash(hash));
      case "afterKeywordOrBeforeOpener":
        return sketchMayHold(sketch, keywordHash(hash)) || sketchMayHold(sketch, openerHash(hash));
      default:
        return true;
    }
  }

  /**
   * Whether a file's text holds `name` as a whole word. A name that is not plain text of the file (it holds a
   * replacement character, so the bytes were not UTF-8) is taken to be mentioned everywhere.
   */
  mentions(file: string, name: string): boolean {
    if (this.unfiltered || name.length === 0 || name.includes("\uFFFD")) return true;
    if (this.fromIndex(file)) return (this.known as NameIndex).names(file, name);
    if (PLAIN_NAME.test(name)) {
      // Most files are ruled out by their sketch, which costs less to ask again than an answer costs to keep.
      if (!this.mayHold(file, name)) return false;
      // The rest are kept: a question asks the same file about the same name round after round, and a file
      // asked again counted towards listing its words (the JDK's `Component.java`, 400 KB, listed for a
      // handful of names asked each round).
      return this.keptAnswer(this.mentioned, name, file, () => this.holdsWord(file, name));
    }
    return this.scan(file, name);
  }

  private readonly mentioned = new Map<string, Map<string, boolean>>();

  /**
   * Whether a file's text may hold a plain word anywhere in its code, by its sketch (read and sketched if need
   * be): a word of an import's path too (Java's `tree` in `com.sun.tools.javac.tree.TreeMaker`). Never answered by
   * the kept names, which hold the names a file's facts use, and no part of a path it imports. May say yes of a
   * file that does not: the caller reads the file to make sure.
   */
  mayWriteWord(file: string, word: string): boolean {
    if (this.unfiltered || word.length === 0 || !PLAIN_NAME.test(word)) return true;
    return this.mayHold(file, word);
  }

  /** Whether a file's text holds a plain word, searched for or, once the file was asked about enough, listed. */
  private holdsWord(file: string, name: string): boolean {
    let words = this.words.get(file);
    if (words === undefined) {
      // A few names are searched for in the text; past that, listing the file's words once is cheaper.
      const asked = (this.asked.get(file) ?? 0) + 1;
      this.asked.set(file, asked);
      if (asked <= SEARCHES_BEFORE_WORDS) return this.scan(file, name);
      const b = this.contents(file);
      words = b !== null ? new Set(b.match(WORDS)) : null;
      this.words.set(file, words);
    }
    return words ? words.has(Buffer.from(name, "utf8").toString("latin1")) : true;
  }

  /** Names asked about each file whose words are not listed yet. */
  private readonly asked = new Map<string, number>();

  /**
   * Whether a file can define `name`: it mentions the name at one of `sites` (its language's, or those of one
   * sort of declaration, named by `sort`). Without sites, or for a name that is not plain words, any mention may
   * be one. With `placed` other than "anywhere" (see languages.ts definitionPlacementOf), a file whose sketch
   * shows no mention of the name where such a declaration may stand is ruled out without reading its text again.
   */
  mayDefine(file: string, name: string, sites: readonly DefinitionSite[] | undefined, sort: DeclarationSort = "all", placed: DefinitionPlacement = "anywhere"): boolean {
    if (this.unfiltered) return true;
    // The facts say exactly which names a file declares or exports, and of which sort: fewer files than any text
    // can tell.
    if (this.fromIndex(file)) return (this.known as NameIndex).defines(file, name, sort);
    // So do a file's own facts once this request has indexed it (Go's package-mates of each caller of
    // fmt.Sprintf, asked whether they declare its name too: a search of their text per name).
    const facts = this.indexedFacts?.get(file);
    if (facts) return keptDeclaredNamesOf(facts)[sort].has(name);
    if (sites === undefined || !this.isPlainWord(name)) return this.mentions(file, name);
    // Most files of a tree are ruled out by their sketch (asked of every file for name after name, without kept
    // names): answered afresh, which costs less than keeping the answer. (Asked once, so that a file read for the
    // first time makes its text only if its sketch lets the name through.)
    if (sites.length === 0 || !this.mayHold(file, name, placed)) return false;
    // A request asks again after each batch of files it indexes: the answers by text do not change meanwhile.
    // Kept by name, then file: a key joined for each of the many files asked about a name cost more than the answer.
    const outsideBraces = sort === "others" && languageForPath(file)?.topLevelOutsideBraces === true;
    return this.keptTextAnswer(this.defines, `${sort}\0${name}`, file, (b) => b === null || this.atSite(file, b, name, sites, outsideBraces));
  }

  /**
   * An answer about a file, kept by key (a name, a pattern), then file: a question asks the same files the same
   * again round after round, and the text does not change meanwhile.
   */
  private keptAnswer<T>(kept: Map<string, Map<string, T>>, key: string, file: string, answer: () => T): T {
    return entryOf(entryOf(kept, key, () => new Map<string, T>()), file, answer);
  }

  /** keptAnswer, `answer` given the file's text (null if unreadable). */
  private keptTextAnswer(kept: Map<string, Map<string, boolean>>, key: string, file: string, answer: (text: string | null) => boolean): boolean {
    return this.keptAnswer(kept, key, file, () => answer(this.contents(file)));
  }

  /** Whether a name is all word characters (what the sketches hold), for the name asked about last. */
  private isPlainWord(name: string): boolean {
    if (this.plainWord.name !== name) this.plainWord = { name, plain: PLAIN_NAME.test(name) };
    return this.plainWord.plain;
  }

  private plainWord = { name: "", plain: false };

  /**
   * Whether some whole-word occurrence of `name` stands at one of the sites. The occurrences are found by
   * searching the text (fast) and the sites' pattern is tried at each of them only: run over the whole text, it
   * would be tried at every occurrence of the name's first letter.
   */
  private atSite(file: string, b: string, name: string, sites: readonly DefinitionSite[], outsideBraces = false): boolean {
    TreeText.searchesInProcess++;
    this.searches++;
    this.bytesSearched += b.length;
    const needle = Buffer.from(name, "utf8").toString("latin1");
    const pattern = sitePattern(sites);
    // A name in a comment or a string declares nothing (documentation's "calls init() first", Go's help texts in
    // raw strings): they are found once a site matches, where the language's lexicon can follow the file (the
    // words' sketch leaves comments out likewise).
    let prose: readonly number[] | null | undefined;
    let tries = 0;
    // Outside braces, a file whose braces are kept already is searched past them from the start.
    const kept = outsideBraces ? this.braces.get(file) : undefined;
    if (kept) return this.atSiteOutsideBraces(b, needle, pattern, kept, this.proseOf(file, b) as readonly number[], 0);
    for (let at = wholeWordAt(b, needle, 0); at >= 0; at = wholeWordAt(b, needle, at + 1)) {
      if (++tries === SITE_TRIES_BEFORE_SWEEP) {
        // Outside braces, rather than a sweep of the whole text, the file's braces are found (once per file, with
        // its comments and strings) and the search goes on past every braced stretch: whether a Go package
        // declares a name is asked of each of its files for name after name (`len`, `bool`, `Value`, ... of the
        // compiler's `ssa`, 7 MB, mostly function bodies), and a sweep per name read each file whole. (Listing
        // every word at a site outside braces instead cost more on `syscall`, whose generated files hold thousands
        // of constants outside braces.) Braces that do not pair tell nothing: the sweep then.
        const braces = outsideBraces ? this.bracesIn(file, b) : null;
        if (braces !== null) return this.atSiteOutsideBraces(b, needle, pattern, braces, this.proseOf(file, b) as readonly number[], at);
        const first = b.search(sitesSweep(sites, name));
        if (first < 0) return false;
        if (first > at) {
          at = wholeWordAt(b, needle, first);
          if (at < 0) return false;
        }
      }
      pattern.lastIndex = at;
      if (!pattern.test(b)) continue;
      prose ??= this.proseOf(file, b);
      if (prose !== null && withinSpans(prose, at)) continue;
      // A declaration the language keeps out of every `{ }` (Go's package-level ones) is not one inside a body:
      // a function's `var buf` or `m = x` declares no name of the package.
      if (outsideBraces && this.braceDepthAt(file, b, at) > 0) continue;
      return true;
    }
    return false;
  }

  /**
   * atSite outside braces, over the whole-word mentions from `from` on, with the file's braces and its comment and
   * string spans (braces found mean spans found): a mention inside braces goes on past the brace closing them all.
   */
  private atSiteOutsideBraces(b: string, needle: string, pattern: RegExp, braces: Braces, prose: readonly number[], from: number): boolean {
    const { places, depths, closesToTop } = braces;
    for (let at = wholeWordAt(b, needle, from); at >= 0; at = wholeWordAt(b, needle, at)) {
      const last = lastBraceBefore(braces, at);
      if (last >= 0 && depths[last] !== 0) {
        at = (places[closesToTop[last] as number] as number) + 1;
        continue;
      }
      pattern.lastIndex = at;
      if (pattern.test(b) && !withinSpans(prose, at)) return true;
      at++;
    }
    return false;
  }

  /**
   * How many `{ }` of code enclose a place in a file (comments and strings left out, as codeOf does); 0 where
   * the file's lexicon cannot follow it or its braces do not pair, which then tell nothing.
   */
  private braceDepthAt(file: string, b: string, at: number): number {
    const braces = this.bracesIn(file, b);
    if (braces === null) return 0;
    // The depth after the last brace before `at`.
    const last = lastBraceBefore(braces, at);
    return last < 0 ? 0 : (braces.depths[last] as number);
  }

  /** The braces of a file's code, kept per file as the prose is: a package's files are asked about name after name. */
  private bracesIn(file: string, b: string): Braces | null {
    let braces = this.braces.get(file);
    if (braces === undefined) {
      braces = bracesOf(b, this.proseOf(file, b));
      this.braces.set(file, braces);
    }
    return braces;
  }

  // Three numbers a brace, counted as an offset and a half.
  private readonly braces = new SizeBoundedMap<string, Braces | null>(KEPT_SPAN_OFFSETS, (b) => KEPT_ENTRY_OFFSETS + (b ? Math.ceil(1.5 * b.places.length) : 0));

  /**
   * Where a file's comments and strings lie (see proseSpans), kept for the files asked about last: a large file
   * is asked about name after name, and finding them reads all of it.
   */
  private proseOf(file: string, b: string): readonly number[] | null {
    let spans = this.prose.get(file);
    if (spans === undefined) {
      const lexicon = sketchLexiconForPath(file);
      spans = lexicon ? proseSpans(b, 0, lexicon, true) : null;
      this.prose.set(file, spans);
    }
    return spans;
  }

  private readonly prose = new SizeBoundedMap<string, readonly number[] | null>(KEPT_SPAN_OFFSETS, (s) => KEPT_ENTRY_OFFSETS + (s ? s.length : 0));

  private readonly keptFilters = new Map<string, { source: readonly string[]; next: number; found: string[] }>();

  /**
   * The files among `candidates` that pass `test` (an answer by their text alone), in order, tested only as far
   * as they are asked for and kept under `key` for this tree's text: a question asked round after round about a
   * common name tests its files once, and only until it has what it needs.
   */
  keptFilter(key: string, candidates: () => readonly string[], test: (file: string) => boolean): Iterable<string> {
    let kept = this.keptFilters.get(key);
    if (!kept) {
      kept = { source: candidates(), next: 0, found: [] };
      this.keptFilters.set(key, kept);
    }
    const list = kept;
    return {
      *[Symbol.iterator]() {
        for (let i = 0; ; i++) {
          while (list.found.length <= i && list.next < list.source.length) {
            const file = list.source[list.next++] as string;
            if (test(file)) list.found.push(file);
          }
          if (i >= list.found.length) return;
          yield list.found[i] as string;
        }
      },
    };
  }

  /** Whether a file's bytes hold `name` as a whole word, by searching them. */
  private scan(file: string, name: string): boolean {
    if (name.length === 0 || name.includes("\uFFFD")) return true;
    if (PLAIN_NAME.test(name) && !this.mayHold(file, name)) return false;
    return this.search(file, name);
  }

  /**
   * The files, in order, that may hold a plain word (isSketchable) as mayHold tells, their sketches asked all at
   * once: on a large tree swept often enough for every file to have its sketch; null before. The sketches are
   * asked where they lie, grouped by size (SketchGroups: about 1 ms a name on the JDK), until enough names have
   * been asked to pay for laying them out for the question (SketchColumns: about 50 ms, then 0.1 ms a name),
   * which most requests never reach: they ask 1-4 names; one that follows a common method's callers asks hundreds
   * (upstream of the JDK's `Collections.unmodifiableList`: 348).
   */
  private filesMayHoldAtOnce(name: string): string[] | null {
    if (this.fullScans === 0 || this.files.length < this.columnsFromFiles) return null;
    // Asked at once, the files whose text is kept are sketched first: worth it early only where they are few (a
    // sweep sketched the rest, or found their sketches kept), else once the tree has been swept often.
    if (this.fullScans <= SKETCH_KEPT_TEXT_AFTER && this.raw.size > KEPT_TEXT_SKETCHED_EARLY) return null;
    let sketches = this.sketchesInOrder;
    if (sketches === null) {
      sketches = this.sketchesInOrder = this.files.map((f) => this.sketchOfKeptText(f));
      // An earlier request of this process on the same tree may have laid these sketches out already.
      this.columns = SketchColumns.madeFor(sketches);
    }
    if (this.columns === null && ++this.namesAskedAtOnce > this.columnsAfterNames) {
      this.columns = SketchColumns.layOut(sketches);
      this.grouped = null;
    }
    const asked = this.columns ?? (this.grouped ??= new SketchGroups(sketches));
    // Each holds exactly the files that have a sketch here; the others are asked one by one. (A plain loop over
    // the marks: asked of 15,000 files for each of hundreds of names, a callback per file shows.)
    const marks = new Uint8Array(this.files.length);
    asked.markMayHold(this.hashOf(name), marks);
    for (const i of (this.unsketched ??= unsketchedOf(sketches))) if (this.mayHold(this.files[i] as string, name)) marks[i] = 1;
    const out: string[] = [];
    for (let i = 0; i < marks.length; i++) if (marks[i] === 1) out.push(this.files[i] as string);
    return out;
  }

  /** The numbers of the files with no sketch in sketchesInOrder. */
  private unsketched: number[] | null = null;

  /** How many files a tree needs for its sketches to be asked all at once (tests lower it). */
  columnsFromFiles = SKETCH_TOGETHER_AFTER_FILES;
  /** How many names are asked all at once before the sketches are laid out for it (tests change it). */
  columnsAfterNames = COLUMNS_AFTER_NAMES;
  private namesAskedAtOnce = 0;

  /** Each file's sketch (undefined for none) when the tree had been swept often (see filesMayHoldAtOnce). */
  private sketchesInOrder: (Int32Array | undefined)[] | null = null;
  /** The same, grouped by size, until they are laid out. */
  private grouped: SketchGroups | null = null;
  /** The same, laid out for a question asked of all of them, once enough names have been. */
  private columns: SketchColumns | null = null;

  /** Whether a file's bytes hold `name` as a whole word, by searching them (past what its sketch rules out). */
  private search(file: string, name: string): boolean {
    TreeText.searchesInProcess++;
    this.searches++;
    return this.searchedIn(
      file,
      (b) => {
        if (b !== null) this.bytesSearched += b.length;
        return b === null || wholeWordAt(b, Buffer.from(name, "utf8").toString("latin1"), 0) >= 0;
      },
      (bytes) => {
        this.bytesSearched += bytes.length;
        return wholeWordInBytes(bytes, Buffer.from(name, "utf8"), 0) >= 0;
      },
    );
  }

  /**
   * Of a file's lines that hold one of `names` anywhere, the one a slice spends least on (see
   * shortestLineHolding); null when none does, the file cannot be read, or in the unfiltered reference.
   */
  shortestLineHolding(file: string, names: Iterable<string>): HeldLine | null {
    if (this.unfiltered) return null;
    // Kept by the names, then file: a request asks again each round, of every file of a level it has not read,
    // and a file past the kept text's bound is read from disk again for it.
    const list = [...names].sort();
    return this.keptAnswer(this.heldLines, list.join("\0"), file, () => {
      const b = this.contents(file);
      return b === null ? null : shortestLineHolding(b, list.map((name) => Buffer.from(name, "utf8").toString("latin1")));
    });
  }

  private readonly heldLines = new Map<string, Map<string, HeldLine | null>>();

  /** Whether a file's text holds `text` anywhere (not only as a word). */
  contains(file: string, text: string): boolean {
    if (this.unfiltered) return true;
    // Kept: a question asks it again each round, of hundreds of files that are read for it alone (the near rule
    // of possible callers, for each definition a traversal reaches: the JDK's Logger upstream read 9 s of files).
    return this.keptAnswer(this.containing, text, file, () =>
      this.searchedIn(
        file,
        (b) => b === null || b.includes(Buffer.from(text, "utf8").toString("latin1")),
        (bytes) => bytes.includes(Buffer.from(text, "utf8")),
      ),
    );
  }

  private readonly containing = new Map<string, Map<string, boolean>>();

  /**
   * Whether a file may name `name`, a top-level declaration of the package its imports name by one of `sources`
   * (Go's `"sync"` or `/sync"`), where its language's importQualifiers say how imports bind names: by writing it
   * after a name such an import binds (`sync.Cond`, the name may follow on the next line), or at all after an
   * import that binds none (a dot import). True where the language gives no importQualifiers, for an unreadable
   * file, and in the unfiltered reference.
   */
  mayNameThroughImport(file: string, sources: readonly string[], name: string): boolean {
    if (this.unfiltered) return true;
    const spec = languageForPath(file);
    const rules = spec ? importQualifiersOf(spec) : null;
    const b = rules ? this.contents(file) : null;
    if (!rules || b === null) return true;
    const qualifiers = new ImportQualifiers(b, rules, null);
    const { names, bare } = qualifiers.qualifiersOf(sources);
    if (bare) return true;
    const needle = Buffer.from(name, "utf8").toString("latin1");
    for (let at = wholeWordAt(b, needle, 0); at >= 0; at = wholeWordAt(b, needle, at + 1)) {
      // The name may stand on the line after the separator (`sync.` then `Cond`), not the qualifier.
      const j = nonBlankBefore(b, at - 1);
      const qualifier = qualifiers.qualifierBefore(j + 1);
      if (qualifier !== null && names.has(qualifier)) return true;
    }
    return false;
  }

  /**
   * Whether the declaration of `name` starting on `line` of a file writes one of `modifiers` in its header (see
   * declaredWith): read in the unfiltered reference too, since it decides where a packet looks for callers. No
   * for an unreadable file.
   */
  declaresWith(file: string, line: number, name: string, modifiers: readonly string[]): boolean {
    const b = this.contents(file);
    if (b === null) return false;
    let from = 0;
    for (let l = 1; l < line; l++) {
      const newline = b.indexOf("\n", from);
      if (newline < 0) return false;
      from = newline + 1;
    }
    return declaredWith(b, from, Buffer.from(name, "utf8").toString("latin1"), modifiers);
  }

  /**
   * The files whose text holds `text` anywhere, as a set, kept for the tree's text: a question asked round after
   * round (who imports this module) asks it of every file each time.
   */
  filesContaining(text: string): ReadonlySet<string> {
    return this.filesPassing(text, (f) => this.contains(f, text));
  }

  /** The files whose text matches `pattern`, as a set, kept like filesContaining. */
  filesMatching(pattern: RegExp): ReadonlySet<string> {
    return this.filesPassing(pattern, (f) => this.matches(f, pattern));
  }

  private filesPassing(key: string | RegExp, test: (file: string) => boolean): ReadonlySet<string> {
    let found = this.passing.get(key);
    if (!found) {
      found = new Set(this.files.filter(test));
      this.passing.set(key, found);
    }
    return found;
  }

  private readonly passing = new Map<string | RegExp, ReadonlySet<string>>();

  /**
   * Whether a file's text matches a pattern (read as latin1, so byte offsets do not matter). Kept per pattern
   * (its source and flags) and file: a question asked round after round makes the same pattern anew (upstream of
   * a constant of the JDK's AlgorithmId tested 120 files against their patterns 26,632 times, 0.3 s).
   */
  matches(file: string, pattern: RegExp): boolean {
    if (this.unfiltered) return true;
    return this.keptTextAnswer(this.matchesKept, `${pattern.flags}\0${pattern.source}`, file, (b) => {
      pattern.lastIndex = 0;
      return b === null || pattern.test(b);
    });
  }

  private readonly matchesKept = new Map<string, Map<string, boolean>>();

  /**
   * Whether a file's text may hold an import renaming `name`: the name as a whole word followed by what its
   * language's renamedAfter says follows a renamed name; true where the language does not say.
   */
  mayRename(file: string, name: string, spec: LanguageSpec): boolean {
    const after = spec.renamedAfter;
    if (after === undefined) return true;
    return this.matches(file, keptPattern(renamings, spec, name, (word) => new RegExp(`(?<![\\w\\x80-\\xff])${word}${after}`)));
  }

  /**
   * The files a caller should test with mayDefine, in order, to find those that may declare `name`: with every
   * file's names known, those that declare or export it, or declare it as the sort asked for (and the changed
   * ones); else the files that mention it when they are listed already (or the name is not plain words); else
   * every file, so that a caller who needs only the first few declarers searches only as far as it finds them.
   */
  declarerCandidates(name: string, sort: DeclarationSort = "all"): readonly string[] {
    this.takeKeptNames();
    if (this.known) return this.keptList(this.known.filesDefining(name, sort), () => true);
    const listed = this.byName.get(name);
    if (listed) return listed;
    if (this.unfiltered || !PLAIN_NAME.test(name)) return this.filesMentioning(name);
    this.sweeping();
    // Once the sketches are laid out, the files they let through are found for the name at once: asked file by
    // file, a name few files declare costs a look at every sketch (166 names of the JDK's Synth painters: 0.45 s).
    return (isSketchable(name) ? this.filesMayHoldAtOnce(name) : null) ?? this.files;
  }

  /**
   * With every file's names known (knowsAllNames), those of `files` (in their order) that declare `name` as
   * declarerCandidates finds them, when the name has fewer declarers in the tree than `files` holds; else null,
   * and the caller asks file by file: a common name's declarers are not listed to answer for a few files.
   */
  declarersAmong(files: readonly string[], name: string, sort: DeclarationSort = "all"): string[] | null {
    // Asking file by file would take them at the first file (the JDK's `java.util`: 370 files asked one by one).
    this.takeKeptNamesIfDue();
    if (!this.knowsAllNames) return null;
    const known = this.known as NameIndex;
    if (known.definerCount(name, sort) >= files.length) return null;
    // By file number where the files follow the index's order (a package's files do), without listing the declarers.
    if (known.inIndexOrder(files)) return known.definersAmong(files, name, sort);
    const among = setOfList(files);
    return known.filesDefining(name, sort).filter((f) => among.has(f));
  }

  /** With every file's names known (knowsAllNames), those of `files` that were not parsed (skipped); else null. */
  unparsedAmong(files: readonly string[]): readonly string[] | null {
    return this.knowsAllNames ? (this.known as NameIndex).withoutFactsAmong(files) : null;
  }

  /** With every file's names known (knowsAllNames), those of `files` that declare `name` (see NameIndex.definersAmong); else null. */
  definersAmong(files: readonly string[], name: string, sort: DeclarationSort = "all"): string[] | null {
    return this.knowsAllNames ? (this.known as NameIndex).definersAmong(files, name, sort) : null;
  }

  /**
   * The names every file holds, kept from an earlier index of this tree, answer every question by name without
   * searching the text at all. Taken at the first question about the whole tree: one about a package's few files
   * is answered by their text sooner than the names can be checked against the tree.
   */
  private takeKeptNames(): void {
    if (this.known || this.unfiltered || this.keptNamesAsked) return;
    this.keptNamesAsked = true;
    const kept = this.keptNames();
    if (kept) {
      this.useNames(kept.names, kept.stale);
      TreeText.keptNamesUsedInProcess++;
    }
  }

  /** Whether the kept names of an earlier index of this tree are in use. */
  get hasKeptNames(): boolean {
    return this.known !== null;
  }

  /**
   * Whether `file` surely declares `name` (of `sort`), by the kept names, without reading anything: true only
   * for a file the kept names hold unchanged. False says nothing.
   */
  surelyDeclares(file: string, name: string, sort: DeclarationSort): boolean {
    return this.known !== null && !this.stale.has(file) && this.known.defines(file, name, sort);
  }

  /**
   * Whether `file`'s code surely declares `name` at one of `sites` (its language's sureDefinitionSites of
   * `sort`), by its text alone: a site is tried again over the text with its comments and strings blanked, so
   * that neither can hold the declaration. False says nothing. Kept per name and file, as mayDefine's answers.
   */
  surelyDeclaresInCode(file: string, name: string, sites: readonly SureDefinitionSite[], sort: "members" | "others"): boolean {
    if (this.unfiltered || sites.length === 0 || !this.isPlainWord(name)) return false;
    return this.keptTextAnswer(this.sureDefines, `${sort}\0${name}`, file, (b) => b !== null && this.atSureSite(file, b, name, sites));
  }

  private readonly sureDefines = new Map<string, Map<string, boolean>>();

  /**
   * Whether a file may declare a member of the type `name` apart from the type (the language's ownerSites, which
   * say so by the text; without them, whether it mentions the name at all).
   */
  mayDeclareMemberOf(file: string, name: string, sites: readonly DefinitionSite[] | undefined): boolean {
    if (this.unfiltered || sites === undefined || !this.isPlainWord(name)) return this.mentions(file, name);
    if (!this.mayHold(file, name, "anywhere")) return false;
    return this.keptTextAnswer(this.ownersNamed, name, file, (b) => b === null || this.atSite(file, b, name, sites));
  }

  private readonly ownersNamed = new Map<string, Map<string, boolean>>();

  private atSureSite(file: string, b: string, name: string, sites: readonly SureDefinitionSite[]): boolean {
    const needle = Buffer.from(name, "utf8").toString("latin1");
    const pattern = sitePattern(sites);
    let code: string | null | undefined;
    for (let at = wholeWordAt(b, needle, 0); at >= 0; at = wholeWordAt(b, needle, at + 1)) {
      pattern.lastIndex = at;
      if (!pattern.test(b)) continue;
      code ??= this.codeOf(file, b);
      if (code === null) return false;
      pattern.lastIndex = at;
      if (pattern.test(code)) return true;
    }
    return false;
  }

  /**
   * A file's text with its comments and strings (proseOf) blanked, line breaks kept so that lines keep their
   * starts; null where its language's lexicon cannot follow it. Kept for the file asked about last.
   */
  private codeOf(file: string, b: string): string | null {
    if (this.lastCode?.file === file) return this.lastCode.code;
    const spans = this.proseOf(file, b);
    let code: string | null = null;
    if (spans) {
      // Byte by byte over a copy: a file's text is latin1, a character per byte (slicing and replacing each span
      // cost the JDK's requests up to 200 ms).
      const bytes = Buffer.from(b, "latin1");
      for (let i = 0; i < spans.length; i += 2) {
        const end = spans[i + 1] as number;
        for (let at = spans[i] as number; at < end; at++) if (bytes[at] !== NEWLINE) bytes[at] = SPACE;
      }
      code = bytes.toString("latin1");
    }
    this.lastCode = { file, code };
    return code;
  }

  private lastCode: { file: string; code: string | null } | null = null;

  /** The files that mention `name`, sorted. */
  filesMentioning(name: string): readonly string[] {
    let list = this.byName.get(name);
    if (!list) {
      this.takeKeptNames();
      if (this.known) list = this.keptList(this.known.filesNaming(name), (f) => this.mentions(f, name));
      else if (this.unfiltered) list = this.files;
      else {
        this.sweeping();
        // Each file read to be sketched is searched at once, while its text is the last read (see load); so is
        // how it may use the name (filesUsing), which would otherwise read it again.
        const onReceiver = new Set<string>();
        const certainly = new Set<string>();
        const noted = (f: string) => {
          const uses = this.mayUse(f, name);
          if (uses & MAY_USE_ON_RECEIVER) onReceiver.add(f);
          if (uses & MAY_USE_CERTAINLY) certainly.add(f);
          return true;
        };
        const may = isSketchable(name) ? this.filesMayHoldAtOnce(name) : null;
        list = may ? may.filter((f) => this.search(f, name) && noted(f)) : this.files.filter((f) => this.scan(f, name) && noted(f));
        this.onReceiver.set(name, onReceiver);
        this.certainlyUsing.set(name, certainly);
      }
      this.byName.set(name, list);
    }
    return list;
  }

  /**
   * The files that may mention `name`, as filesMentioning gives them or more: without kept names, every file whose
   * sketch may hold the name, none read to make sure. For a question that asks of a few of them next (mentions).
   */
  filesMayMention(name: string): readonly string[] {
    const made = this.byName.get(name);
    if (made) return made;
    this.takeKeptNames();
    if (this.known || this.unfiltered || !isSketchable(name)) return this.filesMentioning(name);
    return this.sketchedMentions(name);
  }

  private readonly usedByName: Record<UseSort, Map<string, readonly string[]>> = { certainly: new Map(), possibly: new Map() };
  /** By name, the files filesMentioning found that may write it on a receiver (see mayUse). */
  private readonly onReceiver = new Map<string, ReadonlySet<string>>();
  /** By name, the files filesMentioning found that may use it in a way that may be certain (see mayUse). */
  private readonly certainlyUsing = new Map<string, ReadonlySet<string>>();

  /**
   * The files that may use `name`, as filesUsing gives them or more: without kept names, every file whose sketch
   * may hold the name, none of them read again to make sure. For a question that parses each file it keeps anyway:
   * making sure of a common name (`close`: 700 files of the JDK) read them all again.
   */
  filesMayUse(name: string, how: UseSort): readonly string[] {
    this.takeKeptNames();
    if (this.known || this.unfiltered || !isSketchable(name)) return this.filesUsing(name, how);
    return this.sketchedMentions(name);
  }

  /** The files whose sketches may hold a sketchable name, in order, kept per name (filesMayUse, filesMayMention). */
  private sketchedMentions(name: string): readonly string[] {
    let list = this.mayMention.get(name);
    if (!list) {
      this.sweeping();
      // A file whose text is kept, not sketched yet (the first sweeps), is searched: that reads nothing.
      const may = this.filesMayHoldAtOnce(name) ?? this.files.filter((f) => this.mayHold(f, name));
      list = may.filter((f) => !this.raw.has(f) || this.sketches.has(f) || this.search(f, name));
      this.mayMention.set(name, list);
    }
    return list;
  }

  private readonly mayMention = new Map<string, readonly string[]>();

  /**
   * The files that may use `name` as `how` asks, sorted: with every file's names known, those whose facts do
   * ("certainly": in a way that may lead for certain to another file, which a call on a receiver of unknown type
   * never does, nor one of the file's own definitions; "possibly": in a call on a receiver of unknown or declared
   * type); else every file that mentions it. A changed file is asked by its text, as for filesMentioning (whose
   * answer is kept: no second search).
   */
  filesUsing(name: string, how: UseSort): readonly string[] {
    const memo = this.usedByName[how];
    let list = memo.get(name);
    if (!list) {
      this.takeKeptNames();
      if (this.known) {
        let mentioning: Set<string> | null = null;
        list = this.keptList(this.known.filesUsing(name, how), (f) => (mentioning ??= new Set(this.filesMentioning(name))).has(f));
      } else {
        list = this.filesMentioning(name);
        // A call on a receiver writes the name after a member access (receiverMarks), a certain use elsewhere than
        // on the class's own receiver or after a declaring keyword: filesMentioning noted where.
        const noted = (how === "possibly" ? this.onReceiver : this.certainlyUsing).get(name);
        if (noted) list = list.filter((f) => noted.has(f));
      }
      memo.set(name, list);
    }
    return list;
  }

  /**
   * Those of `files` that filesUsing lists, each asked alone until that list is made: a common name's list reads
   * every file that mentions it (Java's `equals`: 2,900 of the JDK's), where the question is about a few.
   */
  filesUsingAmong(files: readonly string[], name: string, how: UseSort): readonly string[] {
    if (!this.listsUsersAtOnce(name, how)) return files.filter((f) => this.uses(f, name, how));
    const listed = setOfList(this.filesUsing(name, how));
    return files.filter((f) => listed.has(f));
  }

  /** Whether filesUsing gives its list without searching the tree's text: made already, or read from names kept. */
  knowsFilesUsing(name: string, how: UseSort): boolean {
    this.takeKeptNames();
    return this.listsUsersAtOnce(name, how);
  }

  /** Whether filesUsingAmong keeps `file`, asked of it alone (see CodeGraph.possibleUseFiles). */
  usedAmong(file: string, name: string, how: UseSort): boolean {
    return this.listsUsersAtOnce(name, how) ? setOfList(this.filesUsing(name, how)).has(file) : this.uses(file, name, how);
  }

  /** Whether filesUsing's list is at hand or costs less than asking files one by one (see filesUsingAmong). */
  private listsUsersAtOnce(name: string, how: UseSort): boolean {
    return this.usedByName[how].has(name) || this.known !== null || this.unfiltered || !isSketchable(name);
  }

  /**
   * How a file may use `name`, as MAY_USE_* bits. On a receiver (MAY_USE_ON_RECEIVER): where its language gives
   * receiverMarks, some mention of the name stands after one of them (past blanks) or first on its line, and not
   * after a name that only the file's imports bind (importQualifiers: `bytes.Equal`) nor after the class's own
   * receiver (`self.`, `super().`, `this.`: the class's members, never a receiver of unknown type); elsewhere,
   * any mention may. In a way that may lead for certain to another file (MAY_USE_CERTAINLY): some mention stands
   * neither right after one of its language's declarationKeywords (`def save`: a declaration) nor, where classes
   * inherit nothing (inheritsMembers), on the class's own receiver (a member of a class of the same file).
   */
  private mayUse(file: string, name: string): number {
    // Kept: a question asked round after round asks the same files about the same names (the possible callers of
    // the JDK's vector `lanewise`: 21,648 asks of a few hundred files, 0.55 s of scanning their text).
    return this.keptAnswer(this.mayUseKept, name, file, () => this.findMayUse(file, name));
  }

  private readonly mayUseKept = new Map<string, Map<string, number>>();

  private findMayUse(file: string, name: string): number {
    const spec = languageForPath(file);
    if (!spec || !isSketchable(name)) return MAY_USE_ON_RECEIVER | MAY_USE_CERTAINLY;
    const marks = spec.receiverMarks;
    const own = ownReceiversOf(spec);
    const keywords = spec.declarationKeywords ?? [];
    // Own receivers rule out certain uses only where a member found on one stays in its class's file.
    const ownStaysHere = own.length > 0 && !inheritsMembers(spec);
    if (marks === undefined && keywords.length === 0 && !ownStaysHere) return MAY_USE_ON_RECEIVER | MAY_USE_CERTAINLY;
    const b = this.contents(file);
    if (b === null) return MAY_USE_ON_RECEIVER | MAY_USE_CERTAINLY;
    const rules = importQualifiersOf(spec);
    let qualifiers: ImportQualifiers | null = null;
    const needle = Buffer.from(name, "utf8").toString("latin1");
    let found = marks === undefined ? MAY_USE_ON_RECEIVER : 0;
    // A mention in a comment or a string uses nothing (Go's syscall writes `socket` in a hundred files, most of
    // them in error texts); where it lies is found only for a mention that would count otherwise.
    let prose: readonly number[] | null | undefined;
    for (let at = wholeWordAt(b, needle, 0); at >= 0; at = wholeWordAt(b, needle, at + 1)) {
      let j = at - 1;
      while (j >= 0 && isBlankByte(b.charCodeAt(j))) j--;
      const onOwn = j >= 0 && b[j] === "." && followsOwnReceiver(b, j, own);
      const certainly = !(found & MAY_USE_CERTAINLY) && !(onOwn && ownStaysHere) && wordEndingAt(b, j, keywords) < 0;
      const onReceiver =
        !(found & MAY_USE_ON_RECEIVER) &&
        !onOwn &&
        (j < 0 ||
          b[j] === "\n" ||
          (marks?.includes(b[j] as string) === true && !(rules && (qualifiers ??= new ImportQualifiers(b, rules, sketchLexiconOf(spec))).qualifiesAt(j + 1))));
      if (!certainly && !onReceiver) continue;
      prose ??= this.proseOf(file, b);
      if (prose !== null && withinSpans(prose, at)) continue;
      if (certainly) found |= MAY_USE_CERTAINLY;
      if (onReceiver) found |= MAY_USE_ON_RECEIVER;
      if (found === (MAY_USE_ON_RECEIVER | MAY_USE_CERTAINLY)) break;
    }
    return found;
  }

  /**
   * Whether a file outside the package of type `owner` may name its member `name` where there only the type's
   * own name can say which type a receiver is (see receiversProvedInPackage): some mention of the name in its
   * code stands bare, after the owner's name and a `.` or `::` (past blanks, comments and strings), or after a
   * `>` (`Type.<T>name`, read as may). A mention on any other receiver (`x.put`, `get().put`, `this.put`) can
   * reach no member of `owner` from there. Unreadable text, or a lexicon that cannot follow it, may.
   */
  mayNameMemberOf(file: string, owner: string, name: string): boolean {
    const ownerText = Buffer.from(owner, "utf8").toString("latin1");
    // Asked of the same files for the member's name by the type of each of its namesakes (the JDK's `equals` by
    // 160 classes): the words each of the file's mentions stands after are found once per name and file, and
    // the answer for a type is whether its name is among them. A type's name that is not one word (no class's
    // is) is looked for after each mention as before.
    if (!isWordOfWordBytes(ownerText)) return this.keptTextAnswer(this.memberOfKept, `${owner}\0${name}`, file, (b) => this.namesMemberAfter(file, b, name, ownerText));
    const after = this.keptAnswer(this.memberQualifiers, name, file, () => this.wordsNamingMember(file, name));
    return after === true || after.has(ownerText);
  }

  /** mayNameMemberOf for an owner of any text, from the file's text. */
  private namesMemberAfter(file: string, b: string | null, name: string, ownerText: string): boolean {
    if (b === null) return true;
    const code = this.codeOf(file, b);
    if (code === null) return true;
    const needle = Buffer.from(name, "utf8").toString("latin1");
    for (let at = wholeWordAt(code, needle, 0); at >= 0; at = wholeWordAt(code, needle, at + 1)) {
      const j = memberQualifierEnd(code, at);
      if (j === true) return true;
      if (j >= 0 && wordEndingAt(code, j, [ownerText]) >= 0) return true;
    }
    return false;
  }

  /**
   * The words some mention of `name` in a file's code stands right after (with a `.` or `::` between, past
   * blanks), or true where a mention may name a member of any type (see mayNameMemberOf). Read from the text and
   * its prose spans as codeOf's copy would read (a span's bytes taken as blanks), without making the copy: asked
   * for name after name of the same files, the copies cost the JDK's requests a second.
   */
  private wordsNamingMember(file: string, name: string): true | ReadonlySet<string> {
    const b = this.contents(file);
    if (b === null) return true;
    const spans = this.proseOf(file, b);
    if (spans === null) return true;
    const blank = (at: number) => {
      const c = b.charCodeAt(at);
      return isBlankByte(c) || c === NEWLINE || c === RETURN || withinSpans(spans, at);
    };
    const wordAt = (at: number) => at >= 0 && at < b.length && isWordByte(b.charCodeAt(at)) && !withinSpans(spans, at);
    const before = (at: number) => {
      let j = at;
      while (j >= 0 && blank(j)) j--;
      return j;
    };
    const needle = Buffer.from(name, "utf8").toString("latin1");
    const checkBefore = isWordByte(needle.charCodeAt(0));
    const checkAfter = isWordByte(needle.charCodeAt(needle.length - 1));
    const words = new Set<string>();
    for (let at = b.indexOf(needle); at >= 0; at = b.indexOf(needle, at + 1)) {
      // A whole word of the code: not in prose, nor within a longer word.
      if (overlapsSpan(spans, at, at + needle.length) || (checkBefore && wordAt(at - 1)) || (checkAfter && wordAt(at + needle.length))) continue;
      let j = before(at - 1);
      if (j < 0) return true;
      const mark = b[j];
      if (mark === ">") return true;
      if (mark === ":" && j > 0 && b[j - 1] === ":" && !withinSpans(spans, j - 1)) j -= 1;
      else if (mark !== ".") return true;
      j = before(j - 1);
      let start = j;
      while (wordAt(start)) start--;
      if (start < j) words.add(b.slice(start + 1, j + 1));
    }
    return words;
  }

  private readonly memberQualifiers = new Map<string, Map<string, true | ReadonlySet<string>>>();

  private readonly memberOfKept = new Map<string, Map<string, boolean>>();

  /**
   * The sources of the namespace imports through which the kept names show some file using `name` (see
   * namespaceUseKey); none without kept names, where filesUsing gives every file that mentions the name.
   */
  namespaceSources(name: string): readonly string[] {
    this.takeKeptNames();
    return this.known && !this.unfiltered ? this.known.namespaceSources(name) : [];
  }

  /**
   * The files whose imports or re-exports name a module source that `test` accepts, by the kept names, with the
   * files they do not answer for taken by `textTest` on their text; in the order of `files`, kept under `key` for
   * this tree's text. Null without kept names: the caller asks every file's text.
   */
  filesImportingFrom(key: string, test: (source: string) => boolean, textTest: (file: string) => boolean): readonly string[] | null {
    this.takeKeptNames();
    if (!this.known || this.unfiltered) return null;
    let found = this.importing.get(key);
    if (!found) {
      this.moduleSources ??= this.known.moduleSources();
      const indexed = new Set<string>();
      for (const source of this.moduleSources) if (test(source)) for (const f of this.known.filesNaming(moduleSourceKey(source))) indexed.add(f);
      const kept = new Set(this.keptList([...indexed], textTest));
      found = this.files.filter((f) => kept.has(f));
      this.importing.set(key, found);
    }
    return found;
  }

  private readonly importing = new Map<string, readonly string[]>();
  private moduleSources: readonly string[] | null = null;

  /** The names of the types whose members the kept names show some file's uses of `name` reaching alone (see memberUseKey). */
  memberOwners(name: string): readonly string[] {
    this.takeKeptNames();
    return this.known && !this.unfiltered ? this.known.memberOwners(name) : [];
  }

  /** Whether a file may use `name` as `how` asks (see filesUsing). */
  uses(file: string, name: string, how: UseSort): boolean {
    if (this.unfiltered || name.length === 0 || name.includes("\uFFFD")) return true;
    if (this.fromIndex(file)) return (this.known as NameIndex).uses(file, name, how);
    return this.mentions(file, name) && (this.mayUse(file, name) & (how === "possibly" ? MAY_USE_ON_RECEIVER : MAY_USE_CERTAINLY)) !== 0;
  }

  /** Questions that swept the text of every file. */
  fullScans = 0;
  /** Files sketched by sketchAll. */
  sketchedTogether = 0;
  /** Files whose sketch an earlier request kept (keptSketches). */
  sketchesFound = 0;

  /**
   * A question is about to ask every file about a name. The first time, on a large tree, the files not read yet
   * are sketched together (sketchAll), on every core, rather than read and sketched one by one on this thread.
   */
  private sweeping(): void {
    this.fullScans++;
    if (this.fullScans > 1 || !this.sketchAll || this.files.length < SKETCH_TOGETHER_AFTER_FILES) return;
    let unread = this.files.filter((f) => !this.raw.has(f) && !this.sketches.has(f));
    if (unread.length < SKETCH_TOGETHER_AFTER_FILES) return;
    const kept = this.keptSketches;
    if (kept) {
      unread = unread.filter((file) => {
        const sketch = kept.find(file);
        if (sketch === undefined) return true;
        this.sketches.set(file, sketch);
        this.sketchesFound++;
        return false;
      });
      // The few files changed since are read as questions ask for them, rather than the workers started for them.
      if (unread.length < SKETCH_TOGETHER_AFTER_FILES) return;
    }
    // The tree's paths are relative and normal already: joined as text (path.join normalises each of 15,000).
    const base = this.root.endsWith("/") ? this.root : `${this.root}/`;
    const { sketches, stamps } = this.sketchAll(
      unread.map((f) => base + f),
      kept?.needsStamps ?? false,
    );
    unread.forEach((file, i) => {
      const sketch = sketches[i];
      if (sketch === null) this.raw.set(file, null);
      else if (sketch !== undefined) {
        this.sketches.set(file, sketch);
        this.sketchedTogether++;
        if (kept) kept.keep(file, sketch, stamps?.[i] ?? null);
      }
    });
  }

  /** Whether useNames has been given the names of exactly the files of the tree. */
  get knowsAllNames(): boolean {
    return this.known !== null && this.exact;
  }

  /**
   * Whether the kept names answer for this file (it is unchanged since they were kept). Questions about one
   * package are answered by text until they have searched a sixteenth as many files as the tree holds, or read
   * and searched 400 bytes per file of it (a file searched for ten names counts ten times): taking the kept names
   * checks every file of the tree, a search reads a file, so a large package (Go's runtime: thousands of searches
   * for one path; the JDK's javac, a few megabytes searched for name after name) is answered sooner from the names.
   * With every blob id given (the App, the Action), checking is a lookup, about 0.15 µs a file, and the names are
   * taken at the first question: the JDK's cached requests ran 7-12% faster in all than when they took them only
   * after 40 bytes per file of text, and a fresh process's first small request no slower.
   */
  private fromIndex(file: string): boolean {
    this.takeKeptNamesIfDue();
    return this.known !== null && !this.stale.has(file);
  }

  /** Takes the kept names once a question by file would (see fromIndex). */
  private takeKeptNamesIfDue(): void {
    if (this.known === null && !this.keptNamesAsked) {
      if (this.blobsGiven || this.searches >= this.files.length / 16 || this.bytesRead + this.bytesSearched >= KEPT_NAMES_AFTER_BYTES_PER_FILE * this.files.length) this.takeKeptNames();
    }
  }

  /**
   * A list from the kept names, as this tree has it: without files the tree no longer holds or that changed since,
   * with the changed and added files that pass `stale` (asked of their text), in the order of `files`.
   */
  private keptList(indexed: readonly string[], stale: (file: string) => boolean): readonly string[] {
    if (this.exact) return indexed;
    const current = setOfList(this.files);
    const keep = new Set(indexed.filter((f) => current.has(f) && !this.stale.has(f)));
    let added = false;
    for (const f of this.stale) {
      if (stale(f)) {
        keep.add(f);
        added = true;
      }
    }
    return added ? this.files.filter((f) => keep.has(f)) : [...keep];
  }

  /**
   * Once every file is indexed, a file "mentions" exactly the names its facts hold (what it defines, uses,
   * imports and exports) and "may define" those it declares or exports: the questions that rule files out by name
   * ask about nothing else, and looking the names up is cheaper than searching the bytes. `names`: those of the
   * tree's facts, now or from an earlier whole index of this tree; `stale`: the files of the tree they do not
   * answer for (changed or added since), which are still asked by their text.
   */
  useNames(names: NameIndex, stale: ReadonlySet<string> = new Set()): void {
    if (this.unfiltered) return;
    this.known = names;
    this.stale = stale;
    this.exact = stale.size === 0 && names.linesUp(this.files);
    this.byName.clear();
    for (const memo of Object.values(this.usedByName)) memo.clear();
    this.keptFilters.clear();
    this.defines.clear();
    this.importing.clear();
    this.moduleSources = null;
  }
}

/** The numbers of the files that have no sketch. */
function unsketchedOf(sketches: readonly (Int32Array | undefined)[]): number[] {
  const out: number[] = [];
  sketches.forEach((s, i) => {
    if (s === undefined) out.push(i);
  });
  return out;
}

/** A file's braces of code, in order, and the depth right after each. */
interface Braces {
  places: Int32Array;
  depths: Int32Array;
  /** For each brace, the first from it on that closes to depth 0: past a mention inside braces, where to go on. */
  closesToTop: Int32Array;
}

/** The number of the last brace before `at`, or -1. */
function lastBraceBefore(braces: Braces, at: number): number {
  const { places } = braces;
  return partitionPoint(places.length, (i) => (places[i] as number) < at) - 1;
}

/**
 * The braces of a file's code (those outside its comment and string spans, as codeOf leaves them), or null where
 * no lexicon follows the file (no spans) or its braces do not pair. Read from the text and the spans at once: a
 * copy with the spans blanked costs more than the search (Go's `ssa`: 7 MB asked about name after name).
 */
function bracesOf(b: string, prose: readonly number[] | null): Braces | null {
  if (prose === null) return null;
  const places: number[] = [];
  const depths: number[] = [];
  let depth = 0;
  let span = 0;
  BRACE.lastIndex = 0;
  for (let m = BRACE.exec(b); m !== null; m = BRACE.exec(b)) {
    const at = m.index;
    while (span < prose.length && (prose[span + 1] as number) <= at) span += 2;
    if (span < prose.length && (prose[span] as number) <= at) {
      BRACE.lastIndex = prose[span + 1] as number;
      continue;
    }
    if (b.charCodeAt(at) === OPEN_BRACE) depth++;
    else if (--depth < 0) return null;
    places.push(at);
    depths.push(depth);
  }
  if (depth !== 0) return null;
  const closesToTop = new Int32Array(depths.length);
  // Braces pair, so the last closes to depth 0.
  for (let k = depths.length - 1; k >= 0; k--) closesToTop[k] = depths[k] === 0 ? k : (closesToTop[k + 1] as number);
  return { places: Int32Array.from(places), depths: Int32Array.from(depths), closesToTop };
}

/** A brace, for bracesOf. */
const BRACE = /[{}]/g;

/**
 * Where the qualifier of a mention of a member's name at `at` in a file's code ends (the place before its `.` or
 * `::`, past blanks; -1 for none), or true where the mention stands bare or after a `>` (`Type.<T>name`), so that
 * it may name a member of any type.
 */
function memberQualifierEnd(code: string, at: number): number | true {
  let j = nonBlankBefore(code, at - 1);
  if (j < 0) return true;
  const mark = code[j];
  if (mark === ">") return true;
  if (mark === ":" && code[j - 1] === ":") j -= 1;
  else if (mark !== ".") return true;
  return nonBlankBefore(code, j - 1);
}

/** Whether a text is one word of word bytes, as wordEndingAt takes a word to stand alone. */
function isWordOfWordBytes(text: string): boolean {
  if (text.length === 0) return false;
  for (let i = 0; i < text.length; i++) if (!isWordByte(text.charCodeAt(i))) return false;
  return true;
}

/** Whether some of the prose spans (start and end pairs, in order) holds a byte of [from, to). */
function overlapsSpan(spans: readonly number[], from: number, to: number): boolean {
  const pairs = spans.length / 2;
  const k = partitionPoint(pairs, (i) => (spans[2 * i + 1] as number) <= from);
  return k < pairs && (spans[2 * k] as number) < to;
}
