// The names each file of a tree holds in its facts, inverted: for each name, the files that mention it, the
// files that define or export it, those that declare it as a member and as anything else, those whose uses of
// it (a use, an import or a re-export of it) may lead for certain to another file's definition (not every file
// that calls a common method name: most such calls are on receivers of unknown type, or of the file's own
// definitions), and those with a call of it on a receiver of unknown or declared type (where the calls that may
// reach a method are). Kept as one flat
// buffer so that a later request on the same tree reads it in one go and looks names up by binary search,
// without decoding the rest: a request asks about tens or hundreds of names, a tree holds hundreds of thousands.
// Each file's blob id is kept with it, so that a later tree that differs in a few files can use the names of all
// the others.
import { isMember, mayBeCertainElsewhere, ownerNamed, type DeclarationSort, type FileFacts } from "./facts.js";

/** Bumped whenever the layout or what counts as a file's names changes. */
export const NAME_INDEX_FORMAT = "odin-slice-names-12";

/** "OSN1" read as a little-endian u32: a buffer written on a machine of the other byte order is not read. */
const MAGIC = 0x314e534f;
const HEADER_WORDS = 6;
/** A blob id's bytes: its 40 hex digits, kept as 20 bytes. */
const BLOB_BYTES = 20;
/** What the index holds for a file without a blob id. */
const NO_BLOB = "0".repeat(2 * BLOB_BYTES);

/**
 * Per name, its six lists, one after the other in the buffer, each its length and then its entries; one offset per
 * name, not per list: a fresh process reads the whole index, and six offsets per name were a third of its bytes
 * (the JDK's: 4.3 of 12.5 MB), where finding a later list past the earlier ones costs a few microseconds.
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

export function namesOfFacts(f: FileFacts): FileNames {
  const mentioned = new Set<string>();
  const defined = new Set<string>();
  const members = new Set<string>();
  const others = new Set<string>();
  const certainly = new Set<string>();
  const possibly = new Set<string>();
  for (const d of f.definitions) {
    mentioned.add(d.name);
    defined.add(d.name);
    (isMember(d) ? members : others).add(d.name);
  }
  for (const e of f.exports) {
    if ("exported" in e) {
      mentioned.add(e.exported);
      defined.add(e.exported);
    }
    if ("imported" in e) {
      mentioned.add(e.imported);
      certainly.add(e.imported);
    }
    if ("source" in e) mentioned.add(moduleSourceKey(e.source));
    else if ("all" in e) mentioned.add(moduleSourceKey(e.all));
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
    mentioned.add(moduleSourceKey(i.source));
    for (const name of [i.local, i.imported]) {
      mentioned.add(name);
      certainly.add(name);
    }
  }
  // The empty name stands for "has facts" in the index, and no question asks about it.
  for (const set of [mentioned, defined, members, others, certainly, possibly]) set.delete("");
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

/**
 * The index of `files` (sorted; a file's position is its number) from each file's facts and blob id (null when
 * it could not be read: such a file is never taken as unchanged); a file without facts holds no names.
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
  const nameOffsets = new Uint32Array(names.length + 1);
  const postingOffsets = new Uint32Array(names.length + 1);
  const postings: number[] = [];
  let nameBytes = 0;
  names.forEach((name, n) => {
    nameOffsets[n] = nameBytes;
    nameBytes += name.length;
    postingOffsets[n] = postings.length;
    (lists.get(name) as Lists).forEach((list) => {
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
  const paths = Buffer.from(files.join("\n"), "utf8");
  const header = new Uint32Array([MAGIC, files.length, names.length, nameBytes, postings.length, paths.length]);
  const words = HEADER_WORDS + nameOffsets.length + postingOffsets.length;
  const out = new Uint8Array(4 * words + nameBytes + postings.length + BLOB_BYTES * files.length + paths.length);
  const view = new Uint32Array(out.buffer, 0, words);
  view.set(header, 0);
  view.set(nameOffsets, HEADER_WORDS);
  view.set(postingOffsets, HEADER_WORDS + nameOffsets.length);
  let at = 4 * words;
  out.set(Buffer.from(names.join(""), "latin1"), at);
  at += nameBytes;
  out.set(postings, at);
  at += postings.length;
  for (const file of files) {
    const blob = blobOf(file);
    // Left as zeros (no blob of any content) when unknown.
    if (blob && /^[0-9a-f]{40}$/.test(blob)) out.set(Buffer.from(blob, "hex"), at);
    at += BLOB_BYTES;
  }
  out.set(paths, at);
  return out;
}

/** A fault, not an expected failure: the cache's own file was damaged. */
function corruptIndex(): Error {
  return new Error("the kept name index is corrupt; remove the cache folder's reports to rebuild it");
}

export class NameIndex {
  private readonly nameOffsets: Uint32Array;
  private readonly postingOffsets: Uint32Array;
  private readonly nameText: Buffer;
  private readonly postings: Uint8Array;
  /** Each file's number, made at the first lookup by path: a request whose files line up with the index's asks none. */
  private fileNumbers: Map<string, number> | null = null;
  private readonly looked = new Map<string, { n: number; lists: (number[] | undefined)[] } | null>();

  private readonly blobs: Buffer;
  /** The files the index was built from, sorted: a file's number is its position. */
  readonly files: readonly string[];

  private constructor(bytes: Uint8Array, fileCount: number, count: number, nameBytes: number, postingBytes: number, pathBytes: number) {
    const words = HEADER_WORDS + 2 * (count + 1);
    this.nameOffsets = new Uint32Array(bytes.buffer, bytes.byteOffset + 4 * HEADER_WORDS, count + 1);
    this.postingOffsets = new Uint32Array(bytes.buffer, bytes.byteOffset + 4 * (HEADER_WORDS + count + 1), count + 1);
    let at = bytes.byteOffset + 4 * words;
    this.nameText = Buffer.from(bytes.buffer, at, nameBytes);
    at += nameBytes;
    this.postings = new Uint8Array(bytes.buffer, at, postingBytes);
    at += postingBytes;
    this.blobs = Buffer.from(bytes.buffer, at, BLOB_BYTES * fileCount);
    at += BLOB_BYTES * fileCount;
    this.files = fileCount === 0 ? [] : Buffer.from(bytes.buffer, at, pathBytes).toString("utf8").split("\n");
  }

  /** The index in `bytes`, or null when the bytes are not one. */
  static read(bytes: Uint8Array): NameIndex | null {
    // Typed views need aligned bytes: a buffer that is not is copied.
    const aligned = bytes.byteOffset % 4 === 0 ? bytes : new Uint8Array(bytes);
    if (aligned.length < 4 * HEADER_WORDS) return null;
    const [magic, fileCount, count, nameBytes, postingBytes, pathBytes] = new Uint32Array(aligned.buffer, aligned.byteOffset, HEADER_WORDS) as unknown as number[];
    if (magic !== MAGIC) return null;
    const size = 4 * (HEADER_WORDS + 2 * (count as number) + 2) + (nameBytes as number) + (postingBytes as number) + BLOB_BYTES * (fileCount as number) + (pathBytes as number);
    if (size !== aligned.length) return null;
    const index = new NameIndex(aligned, fileCount as number, count as number, nameBytes as number, postingBytes as number, pathBytes as number);
    return index.files.length === fileCount && index.wellFormed() ? index : null;
  }

  /**
   * Whether each section's offsets end where the section does. Each offset a lookup reads is checked as it is
   * read (see find and decode): checking all of them here cost more than a small request's lookups.
   */
  private wellFormed(): boolean {
    return this.nameOffsets[this.nameOffsets.length - 1] === this.nameText.length && this.postingOffsets[this.postingOffsets.length - 1] === this.postings.length;
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
    for (let n = this.lowerBound(prefix); n < this.nameOffsets.length - 1; n++) {
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
    return n < this.nameOffsets.length - 1 && this.nameAt(n) === key ? n : -1;
  }

  /** The number of the first name not before `key` (as byteString gives it); the count of names if none. */
  private lowerBound(key: string): number {
    let lo = 0;
    let hi = this.nameOffsets.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (this.nameAt(mid) < key) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }

  private nameAt(n: number): string {
    const from = this.nameOffsets[n] as number;
    const to = this.nameOffsets[n + 1] as number;
    if (from > to || to > this.nameText.length) throw corruptIndex();
    return this.nameText.toString("latin1", from, to);
  }

  /** A posting list; a list that runs past its slot or names no file of the index is a corrupt file (a fault). */
  /** List `k` of name number `n`: the lists before it are stepped over, an entry a varint. */
  private decode(n: number, k: number): number[] {
    let at = this.postingOffsets[n] as number;
    const end = this.postingOffsets[n + 1] as number;
    if (at > end || end > this.postings.length) throw corruptIndex();
    const read = (): number => {
      let v = 0;
      for (let shift = 0; shift <= 28; shift += 7) {
        if (at >= end) break;
        const b = this.postings[at++] as number;
        v += (b & 0x7f) * 2 ** shift;
        if (b < 0x80) return v;
      }
      throw corruptIndex();
    };
    for (let before = 0; before < k; before++) {
      for (let entries = read(); entries > 0; entries--) {
        while (at < end && (this.postings[at] as number) >= 0x80) at++;
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
      if (last >= this.files.length) throw corruptIndex();
      out[k] = last;
    }
    return out;
  }
}
