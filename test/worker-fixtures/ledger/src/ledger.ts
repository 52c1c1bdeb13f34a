import { formatCents } from "./money";

export type Sink = {
  write(line: string): void;
};

export class Ledger {
  private entries: number[] = [];

  constructor(private readonly sink: Sink) {}

  add(cents: number): void {
    this.entries.push(cents);
    this.sink.write(formatCents(cents));
  }

  total(): number {
    let sum = 0;
    for (const cents of this.entries) sum += cents;
    return sum;
  }
}
