// The options every command that builds a packet takes (`packet`, `ask`), declared once for node:util parseArgs.
export const PACKET_OPTIONS = {
  root: { type: "string" },
  anchor: { type: "string" },
  task: { type: "string" },
  mode: { type: "string" },
  depth: { type: "string" },
  peer: { type: "string" },
  budget: { type: "string" },
} as const;
