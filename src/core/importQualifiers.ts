// Package-qualified uses told from calls on a receiver by a file's text (Go's `bytes.Equal` against `b.Equal`):
// a name that only the file's imports bind, written nowhere but before the qualifier's separator, qualifies a
// use with a package; the parser binds it so, and such a use is never a call on a value of unknown type.
import { isBlankByte, isWordByte, proseSpans, withinSpans, type SketchLexicon } from "./wordSketch.js";

/**
 * How a language's imports bind names, as its descriptor gives them (LanguageDescriptor.importQualifiers): each
 * pattern is read over one line of a file's header (the lines before its first declaration), and an import binds
 * its group `name`, else its group `last`.
 */
export interface ImportQualifierDescriptor {
  /** What stands between a qualifier and the name it qualifies. */
  separator: string;
  /** Every line that may stand in the header: blank, a comment, the package clause, the imports. */
  header: string;
  /** An import on a line of its own. */
  statement: string;
  /** A line that opens a group of imports, one per line until `close`. */
  open: string;
  /** One import inside a group. */
  spec: string;
  close: string;
}

export interface ImportQualifierRules {
  separator: string;
  header: RegExp;
  statement: RegExp;
  open: RegExp;
  spec: RegExp;
  close: RegExp;
}

export function compileImportQualifiers(d: ImportQualifierDescriptor): ImportQualifierRules {
  return {
    separator: d.separator,
    header: new RegExp(d.header),
    statement: new RegExp(d.statement),
    open: new RegExp(d.open),
    spec: new RegExp(d.spec),
    close: new RegExp(d.close),
  };
}

/**
 * One file's text read for its import qualifiers (latin1, a character per byte, as TreeText reads files). The
 * header's names and each name's other writings are found once, when first asked.
 */
export class ImportQualifiers {
  private imported: Set<string> | null = null;
  private headerEnd = 0;
  private readonly onlyQualifying = new Map<string, boolean>();

  /** Where the file's comments and strings lie past its header, once asked; null when the lexicon cannot tell. */
  private prose: number[] | null | undefined;

  /**
   * `lexicon`: the file's language's, so that a name in a comment or a string (`"%d bytes"`) is not taken for a
   * writing of it. Its strings are trusted to hold no code: checked against the parser's bindings on real trees.
   */
  constructor(
    private readonly text: string,
    private readonly rules: ImportQualifierRules,
    private readonly lexicon: SketchLexicon | null,
  ) {}

  /**
   * Whether the separator ending at `end` (exclusive) follows a name that qualifies with a package: a word that
   * the file's imports bind, itself after no separator (not `x.bytes.Equal`), and written nowhere else but before
   * the separator (no local, parameter or declaration of the file takes the name).
   */
  qualifiesAt(end: number): boolean {
    const before = this.wordBefore(end);
    if (!before) return false;
    const b = this.text;
    const separator = this.rules.separator;
    // A qualified qualifier is a field or a nested module, not the import.
    let j = before.start - 1;
    while (j >= 0 && (isBlankByte(b.charCodeAt(j)) || b[j] === "\n")) j--;
    if (j >= 0 && b.slice(j - separator.length + 1, j + 1) === separator) return false;
    const word = before.word;
    if (!this.importedNames().has(word)) return false;
    let only = this.onlyQualifying.get(word);
    if (only === undefined) {
      only = this.writtenOnlyQualifying(word);
      this.onlyQualifying.set(word, only);
    }
    return only;
  }

  /** The word before the separator ending at `end` (exclusive), past blanks: `sync` in `sync.Cond`; null if none. */
  qualifierBefore(end: number): string | null {
    return this.wordBefore(end)?.word ?? null;
  }

  private wordBefore(end: number): { start: number; word: string } | null {
    const b = this.text;
    const separator = this.rules.separator;
    let j = end - separator.length;
    if (j < 0 || b.slice(j, end) !== separator) return null;
    j--;
    while (j >= 0 && isBlankByte(b.charCodeAt(j))) j--;
    const wordEnd = j + 1;
    while (j >= 0 && isWordByte(b.charCodeAt(j))) j--;
    return j + 1 === wordEnd ? null : { start: j + 1, word: b.slice(j + 1, wordEnd) };
  }

  /**
   * The names the header's imports of one package bind (those whose line holds one of `sources`, Go's `"sync"` or
   * `/sync"`), and whether one of them binds none (a dot import, whose package's names are written bare).
   */
  qualifiersOf(sources: readonly string[]): { names: Set<string>; bare: boolean } {
    const names = new Set<string>();
    let bare = false;
    this.eachImport((line, name) => {
      if (!sources.some((source) => line.includes(source))) return;
      if (name) names.add(name);
      else bare = true;
    });
    return { names, bare };
  }

  /**
   * Each line of the header (the lines before its first declaration), with the name an import on it binds
   * (undefined where none: a dot import); gives where the header ends.
   */
  private eachImport(visit: (line: string, name: string | undefined) => void): number {
    const b = this.text;
    const rules = this.rules;
    let grouped = false;
    let start = 0;
    while (start < b.length) {
      let end = b.indexOf("\n", start);
      if (end < 0) end = b.length;
      const line = b.slice(start, end);
      if (!rules.header.test(line)) break;
      const m = grouped ? rules.spec.exec(line) : rules.statement.exec(line);
      // A line the patterns bind no name on (Go's dot and blank imports, a comment) is visited without one.
      visit(line, m?.groups?.name ?? m?.groups?.last);
      if (!grouped && rules.open.test(line)) grouped = true;
      else if (grouped && rules.close.test(line)) grouped = false;
      start = end + 1;
    }
    return Math.min(start, b.length);
  }

  /** The names the header's imports bind (and where the header ends). */
  private importedNames(): Set<string> {
    if (this.imported) return this.imported;
    const names = new Set<string>();
    this.headerEnd = this.eachImport((_, name) => {
      if (name) names.add(name);
    });
    this.imported = names;
    return names;
  }

  /**
   * Whether every writing of `word` past the header, outside comments and strings, stands before the separator
   * (past blanks).
   */
  private writtenOnlyQualifying(word: string): boolean {
    const b = this.text;
    const separator = this.rules.separator;
    const from = this.headerEnd;
    for (let at = b.indexOf(word, from); at >= 0; at = b.indexOf(word, at + 1)) {
      if (at > 0 && isWordByte(b.charCodeAt(at - 1))) continue;
      let k = at + word.length;
      if (k < b.length && isWordByte(b.charCodeAt(k))) continue;
      while (k < b.length && isBlankByte(b.charCodeAt(k))) k++;
      if (b.startsWith(separator, k)) continue;
      // Only a writing that does not qualify asks where the comments and strings lie: most files never do.
      if (this.prose === undefined) this.prose = this.lexicon ? proseSpans(b, from, this.lexicon, true) : null;
      if (!withinSpans(this.prose ?? [], at)) return false;
    }
    return true;
  }
}
