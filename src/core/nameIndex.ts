// The names each file of a tree holds in its facts, inverted: for each name, the files that mention it, the
// files that define or export it, those that declare it as a member and as anything else, those whose uses of
// it (a use, an import or a re-export of it) may lead for certain to another file's definition (not every file
// that calls a common method name: most such calls are on receivers of unknown type, or of the file's own
// definitions), and those with a call of it on a receiver of unknown or declared type (where the calls that may
// reach a method are). Kept as one flat buffer, its names sorted and cut into blocks: a later request on the same
// tree reads the front (every file's path and blob id, and each block's first name) and then only the blocks of
// the names it asks about, looked up by binary search without decoding the rest. A request asks about tens or
// hundreds of names, a tree holds hundreds of thousands (the JDK's index: 9 MB, of which a request reads 1-3).
// Each file's blob id is kept with it, so that a later tree that differs in a few files can use the names of all
// the others.
import { declaredNamesOf } from "./declaredNames.js";
import { mayBeCertainElsewhere, ownerNamed, type DeclarationSort, type FileFacts } from "./facts.js";
import { partitionPoint } from "./partitionPoint.js";

/** Bumped whenever the layout or what counts as a file's names changes. */
export const NAME_INDEX_FORMAT = "odin-slice-names-14";

/** "OSN1" read as a little-endian u32: a buffer written on a machine of the other byte order is not read. */
const MAGIC = 0x314e534f;
/** Magic, files, names, names per block, the first names' bytes, the paths' bytes, the blocks' bytes. */
const HEADER_WORDS = 7;
/** A blob id's bytes: its 40 hex digits, kept as 20 bytes. */
const BLOB_BYTES = 20;
/** What the index holds for a file without a blob id. */
const NO_BLOB = "0".repeat(2 * BLOB_BYTES);

const HEX_ID = /^[0-9a-f]+$/;

/** Whether an index can hold `blob` as a blob id: lower-case hex of the right length, not the zeros it writes for none. */
function isBlobId(blob: string): boolean {
  return blob.length === 2 * BLOB_BYTES && blob !== NO_BLOB && HEX_ID.test(blob);
}

/**
 * Blob ids packed as an index holds its files' (see NameIndex.sameBlobs), or null where one is not a blob id:
 * the index would hold zeros for it, which stand for a file it could not read.
 */
export function packBlobIds(blobs: readonly string[]): Buffer | null {
  const bytes = Buffer.alloc(BLOB_BYTES * blobs.length);
  for (let i = 0; i < blobs.length; i++) {
    const blob = blobs[i] as string;
    if (!isBlobId(blob)) return null;
    bytes.write(blob, BLOB_BYTES * i, "hex");
  }
  return bytes;
}
/**
 * Names per block: a block of the JDK's index is about 3 KB, so that a request asking about a few hundred names
 * reads about a megabyte in as many reads, and the blocks' first names, read by every request, are 60 KB.
 */
const NAMES_PER_BLOCK = 64;

/**
 * Per name, its six lists, one after the other in its block, each its length and then its entries; one offset per
 * name, not per list: six offsets per name were a third of the index's bytes (the JDK's: 4.3 of 12.5 MB), where
 * finding a later list past the earlier ones costs a few microseconds.
 */
const LISTS = 6;

interface FileNames {
  /** The names a file's facts hold: what questions by name ask about. */
  mentioned: Set<string>;
  /** Those it declares or exports. */
  defined: Set<string>;
  /** Those it declares as a member, and as anything else: a question for one sort skips files of the other. */
  members: Set<string>;
  others: Set<string>;
  /**
   * Those an import or a re-export names, or a use that may be certain elsewhere (see mayBeCertainElsewhere); a
   * use through a namespace import (`pkg.Name`) under a key of its own, with the import's source (see
   * namespaceUseKey), so that a question about one module's `Name` can leave out the files that name another's;
   * a use that can reach only a member of a type of a known name under a key with that name (see memberUseKey),
   * so that a question about `Store.close` can leave out the files whose `close` goes through another name.
   */
  certainly: Set<string>;
  /** Those a use on a receiver of unknown or declared type names: a call that may reach a method. */
  possibly: Set<string>;
}

/** How a file uses a name (see FileNames): what the questions for a definition's callers ask. */
export type UseSort = "certainly" | "possibly";

/** The key under which a file that uses `name` through a namespace import of `source` is listed. */
export function namespaceUseKey(name: string, source: string): string {
  return `${name}\0${source}`;
}

/** The key under which a file whose use of `name` can reach only a member of a type named `owner` is listed (see ownerNamed). */
export function memberUseKey(name: string, owner: string): string {
  return `${name}\x01${owner}`;
}

/**
 * The key under which a file whose imports or re-exports name the module `source` (as written) is listed among
 * the names it mentions: who imports a module's default export is found by the sources that may name it, without
 * reading every file's text. No name starts with this character.
 */
export function moduleSourceKey(source: string): string {
  return `\x02${source}`;
}

/**
 * A module source a file writes: its key, and each word of it as a name the file mentions, as a search of the
 * file's text finds it there (Java's `HPACK` in `import jdk.internal.net.http.hpack.HPACK.Logger;`, the package's
 * `hpack`): a question that rules files out by the names they mention must not rule out one that writes the name
 * only in an import.
 */
function mentionSource(mentioned: Set<string>, source: string): void {
  mentioned.add(moduleSourceKey(source));
  for (const word of source.match(SOURCE_WORDS) ?? []) mentioned.add(word);
}

const SOURCE_WORDS = /[\p{L}\p{N}_$]+/gu;

export function namesOfFacts(f: FileFacts): FileNames {
  const { all: defined, members, others } = declaredNamesOf(f);
  const mentioned = new Set<string>(defined);
  const certainly = new Set<string>();
  const possibly = new Set<string>();
  for (const e of f.exports) {
    if ("imported" in e) {
      mentioned.add(e.imported);
      certainly.add(e.imported);
    }
    if ("source" in e) mentionSource(mentioned, e.source);
    else if ("all" in e) mentionSource(mentioned, e.all);
  }
  for (const r of f.references) {
    mentioned.add(r.name);
    if (mayBeCertainElsewhere(r.target)) {
      const binding = r.target.t === "import" && r.target.member !== null ? f.imports[r.target.imp] : undefined;
      const owner = ownerNamed(f, r.target);
      const key = binding?.imported === "*" ? namespaceUseKey(r.name, binding.source) : owner !== null ? memberUseKey(r.name, owner) : r.name;
      certainly.add(key);
      // Listed like a name, so that the index holds it.
      mentioned.add(key);
    }
    if (r.target.t === "unknown_receiver" || r.target.t === "typed") possibly.add(r.name);
  }
  for (const i of f.imports) {
    mentionSource(mentioned, i.source);
    for (const name of [i.local, i.imported]) {
      mentioned.add(name);
      certainly.add(name);
    }
  }
  // The empty name stands for "has facts" in the index, and no question asks about it.
  for (const set of [mentioned, certainly, possibly]) set.delete("");
  return { mentioned, defined, members, others, certainly, possibly };
}

type Lists = [mentioned: number[], defined: number[], members: number[], others: number[], certainly: number[], possibly: number[]];
const MENTIONED_LIST = 0;
const USE_LIST: Record<UseSort, number> = { certainly: 4, possibly: 5 };
const SORT_LIST: Record<DeclarationSort, number> = { all: 1, members: 2, others: 3 };

/** A name as its UTF-8 bytes read one character per byte: sorted and compared so, names sort by their bytes. */
function byteString(name: string): string {
  return Buffer.from(name, "utf8").toString("latin1");
}

function pushVarint(out: number[], n: number): void {
  while (n >= 0x80) {
    out.push((n & 0x7f) | 0x80);
    n >>>= 7;
  }
  out.push(n);
}

/** `n` rounded up to a whole number of u32 words: every section and block starts on one, to be read as words in place. */
function wordAligned(n: number): number {
  return (n + 3) & ~3;
}

/** The front's bytes (everything before the blocks) of an index with these counts. */
function frontBytes(fileCount: number, blockCount: number, firstNameBytes: number, pathBytes: number): number {
  return 4 * (HEADER_WORDS + 2 * (blockCount + 1)) + wordAligned(firstNameBytes) + BLOB_BYTES * fileCount + wordAligned(pathBytes);
}

/**
 * The index of `files` (sorted; a file's position is its number) from each file's facts and blob id (null when
 * it could not be read: such a file is never taken as unchanged); a file without facts holds no names.
 *
 * Laid out as: the header; each block's start (from the first block) and each block's first name's offset (into
 * the first names), one past the end of each; the blocks' first names; every file's blob id; the paths, one per
 * line; then the blocks. A block: its names' offsets and their lists' offsets (one past the end of each), its
 * names, its lists.
 */
export function buildNameIndex(files: readonly string[], factsOf: (file: string) => FileFacts | undefined, blobOf: (file: string) => string | null): Uint8Array {
  const indexed: number[] = [];
  const lists = new Map<string, Lists>([["", [indexed, [], [], [], [], []]]]);
  files.forEach((file, i) => {
    const facts = factsOf(file);
    if (!facts) return;
    indexed.push(i);
    const { mentioned, defined, members, others, certainly, possibly } = namesOfFacts(facts);
    for (const name of mentioned) {
      const key = byteString(name);
      let entry = lists.get(key);
      if (!entry) {
        entry = [[], [], [], [], [], []];
        lists.set(key, entry);
      }
      entry[0].push(i);
      if (defined.has(name)) entry[1].push(i);
      if (members.has(name)) entry[2].push(i);
      if (others.has(name)) entry[3].push(i);
      if (certainly.has(name)) entry[4].push(i);
      if (possibly.has(name)) entry[5].push(i);
    }
  });
  const names = [...lists.keys()].sort();
  const blocks: Uint8Array[] = [];
  const firstNames: string[] = [];
  for (let from = 0; from < names.length; from += NAMES_PER_BLOCK) {
    const inBlock = names.slice(from, from + NAMES_PER_BLOCK);
    firstNames.push(inBlock[0] as string);
    blocks.push(encodeBlock(inBlock, (name) => lists.get(name) as Lists));
  }
  const firstNameText = Buffer.from(firstNames.join(""), "latin1");
  const paths = Buffer.from(files.join("\n"), "utf8");
  const blocksBytes = blocks.reduce((sum, b) => sum + b.length, 0);
  const front = frontBytes(files.length, blocks.length, firstNameText.length, paths.length);
  const out = new Uint8Array(front + blocksBytes);
  const words = new Uint32Array(out.buffer, 0, HEADER_WORDS + 2 * (blocks.length + 1));
  words.set([MAGIC, files.length, names.length, NAMES_PER_BLOCK, firstNameText.length, paths.length, blocksBytes]);
  let blockAt = 0;
  let nameAt = 0;
  blocks.forEach((block, b) => {
    words[HEADER_WORDS + b] = blockAt;
    words[HEADER_WORDS + blocks.length + 1 + b] = nameAt;
    blockAt += block.length;
    nameAt += (firstNames[b] as string).length;
  });
  words[HEADER_WORDS + blocks.length] = blockAt;
  words[HEADER_WORDS + 2 * blocks.length + 1] = nameAt;
  let at = 4 * words.length;
  out.set(firstNameText, at);
  at += wordAligned(firstNameText.length);
  for (const file of files) {
    const blob = blobOf(file);
    // Left as zeros (no blob of any content) when unknown.
    if (blob && isBlobId(blob)) out.set(Buffer.from(blob, "hex"), at);
    at += BLOB_BYTES;
  }
  out.set(paths, at);
  at += wordAligned(paths.length);
  for (const block of blocks) {
    out.set(block, at);
    at += block.length;
  }
  return out;
}

/** A block of names (see buildNameIndex): its offsets, its names, each name's six lists, padded to a whole word. */
function encodeBlock(names: readonly string[], listsOf: (name: string) => Lists): Uint8Array {
  const nameOffsets = new Uint32Array(names.length + 1);
  const postingOffsets = new Uint32Array(names.length + 1);
  const postings: number[] = [];
  let nameBytes = 0;
  names.forEach((name, n) => {
    nameOffsets[n] = nameBytes;
    nameBytes += name.length;
    postingOffsets[n] = postings.length;
    listsOf(name).forEach((list) => {
      pushVarint(postings, list.length);
      let last = 0;
      for (const i of list) {
        pushVarint(postings, i - last);
        last = i;
      }
    });
  });
  nameOffsets[names.length] = nameBytes;
  postingOffsets[names.length] = postings.length;
  const offsetBytes = 8 * (names.length + 1);
  const out = new Uint8Array(wordAligned(offsetBytes + nameBytes + postings.length));
  const words = new Uint32Array(out.buffer, 0, 2 * (names.length + 1));
  words.set(nameOffsets, 0);
  words.set(postingOffsets, names.length + 1);
  out.set(Buffer.from(names.join(""), "latin1"), offsetBytes);
  out.set(postings, offsetBytes + nameBytes);
  return out;
}

/** A fault, not an expected failure: the cache's own file was damaged. */
function corruptIndex(): Error {
  return new Error("the kept name index is corrupt; remove the cache folder's reports to rebuild it");
}

/** Reads `length` bytes of an index at `offset`: all of them, or throws. */
export type ReadPart = (offset: number, length: number) => Uint8Array;

/** A block of names as read: see encodeBlock. */
interface NameBlock {
  count: number;
  nameOffsets: Uint32Array;
  postingOffsets: Uint32Array;
  names: Buffer;
  postings: Uint8Array;
}

export class NameIndex {
  /** Each block's start, from the first block's, and one past the last's end. */
  private readonly blockStarts: Uint32Array;
  /** Each block's first name's offset into firstNames, and one past the last's end. */
  private readonly firstNameOffsets: Uint32Array;
  private readonly firstNames: Buffer;
  private readonly blocks: (NameBlock | undefined)[];
  /** Each file's number, made at the first lookup by path: a request whose files line up with the index's asks none. */
  private fileNumbers: Map<string, number> | null = null;
  private readonly looked = new Map<string, { n: number; lists: (number[] | undefined)[] } | null>();

  private readonly blobs: Buffer;
  private readonly paths: Buffer;
  private fileList: readonly string[] | null = null;

  private constructor(
    front: Uint8Array,
    /** The files' count, the names' count, and names per block. */
    readonly fileCount: number,
    private readonly nameCount: number,
    private readonly perBlock: number,
    firstNameBytes: number,
    pathBytes: number,
    /** Where the blocks start in the index, and how to read parts of it. */
    private readonly blocksAt: number,
    private readonly readPart: ReadPart,
  ) {
    const blockCount = Math.ceil(nameCount / perBlock);
    this.blocks = new Array<NameBlock | undefined>(blockCount);
    this.blockStarts = new Uint32Array(front.buffer, front.byteOffset + 4 * HEADER_WORDS, blockCount + 1);
    this.firstNameOffsets = new Uint32Array(front.buffer, front.byteOffset + 4 * (HEADER_WORDS + blockCount + 1), blockCount + 1);
    let at = front.byteOffset + 4 * (HEADER_WORDS + 2 * (blockCount + 1));
    this.firstNames = Buffer.from(front.buffer, at, firstNameBytes);
    at += wordAligned(firstNameBytes);
    this.blobs = Buffer.from(front.buffer, at, BLOB_BYTES * fileCount);
    at += BLOB_BYTES * fileCount;
    this.paths = Buffer.from(front.buffer, at, pathBytes);
  }

  /** The index in `bytes`, or null when the bytes are not one. */
  static read(bytes: Uint8Array): NameIndex | null {
    // Typed views need aligned bytes: a buffer that is not is copied.
    const aligned = bytes.byteOffset % 4 === 0 ? bytes : new Uint8Array(bytes);
    return NameIndex.open(aligned.length, (offset, length) => {
      if (offset + length > aligned.length) throw corruptIndex();
      return aligned.subarray(offset, offset + length);
    });
  }

  /**
   * The index of `size` bytes that `readPart` reads, or null when its front is not one: the front is read at
   * once, each block of names when a lookup first needs it. `readPart` must return word-aligned bytes.
   */
  static open(size: number, readPart: ReadPart): NameIndex | null {
    if (size < 4 * HEADER_WORDS) return null;
    const header = readPart(0, 4 * HEADER_WORDS);
    const [magic, fileCount, nameCount, perBlock, firstNameBytes, pathBytes, blocksBytes] = new Uint32Array(header.buffer, header.byteOffset, HEADER_WORDS) as unknown as number[];
    if (magic !== MAGIC || (perBlock as number) === 0) return null;
    const blockCount = Math.ceil((nameCount as number) / (perBlock as number));
    const front = frontBytes(fileCount as number, blockCount, firstNameBytes as number, pathBytes as number);
    if (front + (blocksBytes as number) !== size) return null;
    const index = new NameIndex(readPart(0, front), fileCount as number, nameCount as number, perBlock as number, firstNameBytes as number, pathBytes as number, front, readPart);
    return index.wellFormed(blocksBytes as number) ? index : null;
  }

  /**
   * Whether the sections' offsets end where the sections do. Each offset a lookup reads is checked as it is read
   * (see blockOf, nameAt, decode): checking all of them here cost more than a small request's lookups.
   */
  private wellFormed(blocksBytes: number): boolean {
    const last = this.blocks.length;
    return this.blockStarts[last] === blocksBytes && this.firstNameOffsets[last] === this.firstNames.length;
  }

  /** The files the index was built from, sorted: a file's number is its position. */
  get files(): readonly string[] {
    if (this.fileList === null) {
      const files = this.fileCount === 0 ? [] : this.paths.toString("utf8").split("\n");
      if (files.length !== this.fileCount) throw corruptIndex();
      this.fileList = files;
    }
    return this.fileList;
  }

  /**
   * Whether the index was built from exactly `files`, in order: compared with its paths in place, so that the
   * usual request (on the tree as it was listed then) never makes the index's 15,000 paths as strings.
   */
  linesUp(files: readonly string[]): boolean {
    if (files.length !== this.fileCount) return false;
    if (this.fileList !== null) return this.fileList === files || this.fileList.every((f, i) => f === files[i]);
    const paths = this.paths;
    let at = 0;
    for (let i = 0; i < files.length; i++) {
      const file = files[i] as string;
      if (i > 0 && paths[at++] !== 0x0a) return false;
      for (let k = 0; k < file.length; k++) {
        const c = file.charCodeAt(k);
        // A path beyond ASCII: compared as text.
        if (c >= 0x80) return this.files.every((f, j) => f === files[j]);
        if (paths[at++] !== c) return false;
      }
    }
    if (at !== paths.length) return false;
    // The same paths: the tree's own list serves as the index's.
    this.fileList = files;
    return true;
  }

  private numberOf(file: string): number | undefined {
    if (!this.fileNumbers) {
      const numbers = new Map<string, number>();
      this.files.forEach((f, i) => numbers.set(f, i));
      this.fileNumbers = numbers;
    }
    return this.fileNumbers.get(file);
  }

  /** The blob id `file` had when the index was built, or null (not in the index, or it could not be read). */
  blobOf(file: string): string | null {
    const i = this.numberOf(file);
    if (i === undefined) return null;
    const blob = this.blobs.toString("hex", BLOB_BYTES * i, BLOB_BYTES * (i + 1));
    return blob === NO_BLOB ? null : blob;
  }

  /** Whether `file` had, when the index was built, the blob id `blobNow()` gives (see blobAt). */
  sameBlob(file: string, blobNow: () => string): boolean {
    const i = this.numberOf(file);
    return i !== undefined && this.blobAt(i, blobNow());
  }

  /** Whether the file numbered `i` had blob id `blob` when the index was built. */
  blobAt(i: number, blob: string): boolean {
    // Compared as text: every file of a large tree is checked by each request, and parsing each id's digits
    // cost several times more than writing all of them out once (the JDK's 15,000 files: 3.5 ms against 0.5).
    // A file that could not be read when the index was built has no blob id: zeros, which no blob id is.
    this.hexBlobs ??= this.blobs.toString("hex");
    return blob.length === 2 * BLOB_BYTES && blob !== NO_BLOB && this.hexBlobs.startsWith(blob, 2 * BLOB_BYTES * i);
  }

  /**
   * Whether every file had the blob id `packed` gives it (20 bytes each, in file order) when the index was built:
   * an unchanged tree known by one comparison, where checking 15,000 ids one by one took 2-3 ms of each request.
   */
  sameBlobs(packed: Uint8Array): boolean {
    return this.blobs.equals(packed);
  }

  /** Every file's blob id in lower-case hex, in file order, once asked for. */
  private hexBlobs: string | null = null;

  /** The files whose facts hold `name`, in the order of `files`. */
  filesNaming(name: string): string[] {
    return (this.list(name, MENTIONED_LIST) ?? []).map((i) => this.files[i] as string);
  }

  /** Whether `file`'s facts hold `name`. */
  names(file: string, name: string): boolean {
    return this.holds(this.list(name, MENTIONED_LIST), file);
  }

  /**
   * The files whose facts declare or export `name` (sort "all"), or declare it as a member, or as anything but a
   * member, in the order of `files`.
   */
  filesDefining(name: string, sort: DeclarationSort = "all"): string[] {
    return (this.list(name, SORT_LIST[sort]) ?? []).map((i) => this.files[i] as string);
  }

  /**
   * Those of `files` whose facts declare `name` as filesDefining counts them, in the order of `files`: found by
   * file number, for a common name asked about the few hundred files of one package.
   */
  definersAmong(files: readonly string[], name: string, sort: DeclarationSort = "all"): string[] {
    const list = this.list(name, SORT_LIST[sort]);
    if (!list || list.length === 0) return [];
    const { numbers, ascending } = this.numbered(files);
    const out: string[] = [];
    if (ascending) {
      // Both lists in file order: one walk along the two.
      let k = 0;
      for (let i = 0; i < files.length && k < list.length; i++) {
        const n = numbers[i] as number;
        if (n < 0) continue;
        while (k < list.length && (list[k] as number) < n) k++;
        if (list[k] === n) out.push(files[i] as string);
      }
      return out;
    }
    for (let i = 0; i < files.length; i++) {
      const n = numbers[i] as number;
      if (n < 0) continue;
      const at = partitionPoint(list.length, (k) => (list[k] as number) < n);
      if (list[at] === n) out.push(files[i] as string);
    }
    return out;
  }

  /** Each list definersAmong was asked about, as file numbers (-1 for a file the index does not hold), and whether they ascend. */
  private readonly numbersOfLists = new WeakMap<readonly string[], { numbers: Int32Array; ascending: boolean }>();

  private numbered(files: readonly string[]): { numbers: Int32Array; ascending: boolean } {
    let numbered = this.numbersOfLists.get(files);
    if (!numbered) {
      const numbers = Int32Array.from(files, (f) => this.numberOf(f) ?? -1);
      numbered = { numbers, ascending: numbers.every((n, i) => n >= 0 && (i === 0 || n > (numbers[i - 1] as number))) };
      this.numbersOfLists.set(files, numbered);
    }
    return numbered;
  }

  /**
   * Whether `files` are all in the index, in its order: then definersAmong lists them in the order filesDefining
   * would, as well as in their own.
   */
  inIndexOrder(files: readonly string[]): boolean {
    return this.numbered(files).ascending;
  }

  /** How many files filesDefining lists. */
  definerCount(name: string, sort: DeclarationSort = "all"): number {
    return this.list(name, SORT_LIST[sort])?.length ?? 0;
  }

  /** The files whose facts use `name` as `how` asks (see FileNames), in the order of `files`. */
  filesUsing(name: string, how: UseSort): string[] {
    return (this.list(name, USE_LIST[how]) ?? []).map((i) => this.files[i] as string);
  }

  /** The sources through whose namespace imports some file uses `name` (see namespaceUseKey), in byte order. */
  namespaceSources(name: string): string[] {
    return this.keysAfter(namespaceUseKey(name, ""));
  }

  /** Every module source that some file's imports or re-exports name (see moduleSourceKey), in byte order. */
  moduleSources(): string[] {
    return this.keysAfter(moduleSourceKey(""));
  }

  /** The names of the types whose members some file's uses of `name` can reach alone (see memberUseKey), in byte order. */
  memberOwners(name: string): string[] {
    return this.keysAfter(memberUseKey(name, ""));
  }

  /** What follows `start` in the keys that begin with it. */
  private keysAfter(start: string): string[] {
    const prefix = byteString(start);
    const out: string[] = [];
    for (let n = this.lowerBound(prefix); n < this.nameCount; n++) {
      const key = this.nameAt(n);
      if (!key.startsWith(prefix)) break;
      out.push(Buffer.from(key.slice(prefix.length), "latin1").toString("utf8"));
    }
    return out;
  }

  /** Whether `file` is one of filesUsing(name, how). */
  uses(file: string, name: string, how: UseSort): boolean {
    return this.holds(this.list(name, USE_LIST[how]), file);
  }

  /** Whether `file` had facts: a file that had none was not parsed (binary, too large, a line too long). */
  hasFacts(file: string): boolean {
    return this.holds(this.list("", MENTIONED_LIST, true), file);
  }

  /** Those of `files` (in their order) the index holds no facts of: not in it, or not parsed when it was built. */
  withoutFactsAmong(files: readonly string[]): readonly string[] {
    let without = this.withoutFacts.get(files);
    if (!without) {
      const list = this.list("", MENTIONED_LIST, true) ?? [];
      const { numbers } = this.numbered(files);
      without = files.filter((_, i) => {
        const n = numbers[i] as number;
        return n < 0 || list[partitionPoint(list.length, (k) => (list[k] as number) < n)] !== n;
      });
      this.withoutFacts.set(files, without);
    }
    return without;
  }

  private readonly withoutFacts = new WeakMap<readonly string[], readonly string[]>();

  /** Whether `file`'s facts declare or export `name`, or declare it as one sort (see filesDefining). */
  defines(file: string, name: string, sort: DeclarationSort = "all"): boolean {
    return this.holds(this.list(name, SORT_LIST[sort]), file);
  }

  private holds(list: number[] | undefined, file: string): boolean {
    const i = this.numberOf(file);
    if (!list || i === undefined) return false;
    let lo = 0;
    let hi = list.length - 1;
    while (lo <= hi) {
      const mid = (lo + hi) >>> 1;
      const at = list[mid] as number;
      if (at === i) return true;
      if (at < i) lo = mid + 1;
      else hi = mid - 1;
    }
    return false;
  }

  /** One of a name's lists, decoded when first asked; the empty name's (the files with facts) only when asked for as such. */
  private list(name: string, k: number, indexedFiles = false): number[] | undefined {
    if (name === "" && !indexedFiles) return undefined;
    let found = this.looked.get(name);
    if (found === undefined) {
      const n = this.find(byteString(name));
      found = n < 0 ? null : { n, lists: new Array<number[] | undefined>(LISTS) };
      this.looked.set(name, found);
    }
    if (found === null) return undefined;
    let list = found.lists[k];
    if (list === undefined) {
      list = this.decode(found.n, k);
      found.lists[k] = list;
    }
    return list;
  }

  /** The number of a name (as byteString gives it), or -1. */
  private find(key: string): number {
    const n = this.lowerBound(key);
    if (n >= this.nameCount) return -1;
    const block = this.blockOf(Math.floor(n / this.perBlock));
    const local = n % this.perBlock;
    return compareNameIn(block.names, block.nameOffsets[local] as number, block.nameOffsets[local + 1] as number, key) === 0 ? n : -1;
  }

  /** The number of the first name not before `key` (as byteString gives it); the count of names if none. */
  private lowerBound(key: string): number {
    // The last block whose first name is not after the key, by the first names; then within it. Compared in
    // place: a request looks up hundreds of names, a dozen comparisons each.
    // (Searched here rather than with partitionPoint, whose many callers leave it a call per step.)
    let lo = 0;
    let hi = this.blocks.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (this.compareFirstName(mid, key) <= 0) lo = mid + 1;
      else hi = mid;
    }
    if (lo === 0) return 0;
    const block = this.blockOf(lo - 1);
    const { names, nameOffsets } = block;
    let first = 0;
    let last = block.count;
    while (first < last) {
      const mid = (first + last) >>> 1;
      if (compareNameIn(names, nameOffsets[mid] as number, nameOffsets[mid + 1] as number, key) < 0) first = mid + 1;
      else last = mid;
    }
    return (lo - 1) * this.perBlock + first;
  }

  /** How block `b`'s first name compares with `key` (see compareNameIn). */
  private compareFirstName(b: number, key: string): number {
    const from = this.firstNameOffsets[b] as number;
    const to = this.firstNameOffsets[b + 1] as number;
    if (from > to || to > this.firstNames.length) throw corruptIndex();
    return compareNameIn(this.firstNames, from, to, key);
  }

  private nameAt(n: number): string {
    return nameIn(this.blockOf(Math.floor(n / this.perBlock)), n % this.perBlock);
  }

  /** Block `b`, read when first asked for; a block whose offsets run past it is a corrupt file (a fault). */
  private blockOf(b: number): NameBlock {
    let block = this.blocks[b];
    if (block) return block;
    const from = this.blockStarts[b] as number;
    const to = this.blockStarts[b + 1] as number;
    const count = Math.min(this.perBlock, this.nameCount - b * this.perBlock);
    const offsetBytes = 8 * (count + 1);
    if (from > to || to - from < offsetBytes || to > (this.blockStarts[this.blocks.length] as number)) throw corruptIndex();
    const bytes = this.readPart(this.blocksAt + from, to - from);
    const nameOffsets = new Uint32Array(bytes.buffer, bytes.byteOffset, count + 1);
    const postingOffsets = new Uint32Array(bytes.buffer, bytes.byteOffset + 4 * (count + 1), count + 1);
    const nameBytes = nameOffsets[count] as number;
    const postingBytes = postingOffsets[count] as number;
    if (offsetBytes + nameBytes + postingBytes > bytes.length) throw corruptIndex();
    block = {
      count,
      nameOffsets,
      postingOffsets,
      names: Buffer.from(bytes.buffer, bytes.byteOffset + offsetBytes, nameBytes),
      postings: bytes.subarray(offsetBytes + nameBytes, offsetBytes + nameBytes + postingBytes),
    };
    this.blocks[b] = block;
    return block;
  }

  /**
   * List `k` of name number `n`: the lists before it are stepped over, an entry a varint. A list that runs past
   * its slot or names no file of the index is a corrupt file (a fault).
   */
  private decode(n: number, k: number): number[] {
    const block = this.blockOf(Math.floor(n / this.perBlock));
    const local = n % this.perBlock;
    const postings = block.postings;
    let at = block.postingOffsets[local] as number;
    const end = block.postingOffsets[local + 1] as number;
    if (at > end || end > postings.length) throw corruptIndex();
    const read = (): number => {
      let v = 0;
      for (let shift = 0; shift <= 28; shift += 7) {
        if (at >= end) break;
        const b = postings[at++] as number;
        v += (b & 0x7f) * 2 ** shift;
        if (b < 0x80) return v;
      }
      throw corruptIndex();
    };
    for (let before = 0; before < k; before++) {
      for (let entries = read(); entries > 0; entries--) {
        while (at < end && (postings[at] as number) >= 0x80) at++;
        if (at >= end) throw corruptIndex();
        at++;
      }
    }
    const length = read();
    if (length > end - at) throw corruptIndex();
    const out = new Array<number>(length);
    let last = 0;
    for (let k = 0; k < length; k++) {
      last += read();
      if (last >= this.fileCount) throw corruptIndex();
      out[k] = last;
    }
    return out;
  }
}

/**
 * How the name in `bytes` from `from` to `to` compares with `key` (its bytes as latin1 characters, see
 * byteString): negative, zero or positive, as the strings' own order has it.
 */
function compareNameIn(bytes: Uint8Array, from: number, to: number, key: string): number {
  if (from > to || to > bytes.length) throw corruptIndex();
  const length = to - from;
  const common = Math.min(length, key.length);
  for (let i = 0; i < common; i++) {
    const d = (bytes[from + i] as number) - key.charCodeAt(i);
    if (d !== 0) return d;
  }
  return length - key.length;
}

/** Name `local` of a block. */
function nameIn(block: NameBlock, local: number): string {
  const from = block.nameOffsets[local] as number;
  const to = block.nameOffsets[local + 1] as number;
  if (from > to || to > block.names.length) throw corruptIndex();
  return block.names.toString("latin1", from, to);
}
