// Checks a condensate against its published JSON Schema, plus the rules a schema cannot state: the cap holds,
// the estimate is of the text itself, and lines and items are in source order.
import { Ajv, type ValidateFunction } from "ajv";
import { estimateTokens } from "../tokens.js";
import schema from "./outline.schema.json" with { type: "json" };
import { outlineText, type OutlineCondensate } from "./outlineSchema.js";

let compiled: ValidateFunction | null = null;

export function outlineJsonSchema(): Readonly<Record<string, unknown>> {
  return schema;
}

/** The problems found, empty when the value is a valid condensate. */
export function validateOutline(value: unknown): string[] {
  compiled ??= new Ajv({ allErrors: true, strict: true, allowUnionTypes: true }).compile(schema);
  if (!compiled(value)) {
    return (compiled.errors ?? []).map((e) => `${e.instancePath || "/"} ${e.message ?? "is invalid"}`);
  }
  const c = value as OutlineCondensate;
  const problems: string[] = [];
  const used = estimateTokens(outlineText(c));
  if (c.used_estimated_tokens !== used) problems.push(`used_estimated_tokens is ${c.used_estimated_tokens}, the text's estimate is ${used}`);
  if (used > c.cap_estimated_tokens) problems.push(`the text's estimate ${used} exceeds the cap ${c.cap_estimated_tokens}`);
  for (let i = 1; i < c.lines.length; i++) {
    if ((c.lines[i] as { line: number }).line < (c.lines[i - 1] as { line: number }).line) problems.push(`lines[${i}] goes back in the file`);
  }
  for (let i = 0; i < c.items.length; i++) {
    const item = c.items[i] as OutlineCondensate["items"][number];
    if (item.end_line < item.start_line) problems.push(`items[${i}] ends before it starts`);
    if (item.end_line > c.source_lines) problems.push(`items[${i}] ends past the file`);
    const prev = c.items[i - 1];
    if (prev && prev.start_line > item.start_line) problems.push(`items[${i}] is out of source order`);
  }
  if ((c.slicer === "outline") !== (c.fallback === null)) problems.push("fallback must be null exactly when the outline slicer answered");
  if (c.slicer === "text" && c.items.length > 0) problems.push("the text slicer keeps no items");
  return problems;
}
