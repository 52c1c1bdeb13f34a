// The index and graph of one tree for one request: every file read and parsed at most once.
import { CodeGraph } from "./graph.js";
import { findEntrypoints, type Entrypoints } from "./entrypoints.js";
import { emptyIndex, indexFiles, type FileIndex } from "./indexer.js";
import type { Repository } from "./repository.js";

export class Workspace {
  private index: FileIndex | null = null;
  private graphCache: CodeGraph | null = null;
  private entry: Entrypoints | null = null;
  constructor(readonly repo: Repository) {}

  async graph(): Promise<CodeGraph> {
    if (!this.graphCache) {
      this.index = emptyIndex();
      await indexFiles(this.repo, this.repo.files(), this.index);
      const read = (path: string): string | null => {
        const file = this.repo.read(path);
        return file && !file.binary ? file.text : null;
      };
      this.graphCache = new CodeGraph(this.index, new Set(this.repo.files()), read);
    }
    return this.graphCache;
  }

  async entrypoints(): Promise<Entrypoints> {
    this.entry ??= findEntrypoints(this.repo, await this.graph());
    return this.entry;
  }

  unavailableReason(file: string): string | null {
    return this.index?.unavailable.get(file) ?? null;
  }

  lineCount(file: string): number | null {
    const f = this.repo.read(file);
    return f && !f.binary ? f.lines.length : null;
  }
}

