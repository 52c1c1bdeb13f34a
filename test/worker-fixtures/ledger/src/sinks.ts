import type { Sink } from "./ledger";

export class ConsoleSink implements Sink {
  write(line: string): void {
    console.log(line);
  }
}

export class MemorySink implements Sink {
  readonly lines: string[] = [];

  write(line: string): void {
    this.lines.push(line);
  }
}
