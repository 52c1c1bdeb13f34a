// A declaration's modifiers read from its text: only its own header counts, not comments, literals or the
// declaration that ends before it on the same line.
import { describe, expect, it } from "vitest";
import { declaredWith } from "../../src/core/declaredWith.js";

const privateIn = (text: string, name: string) => declaredWith(text, 0, name, ["private"]);

describe("declaredWith", () => {
  it("finds a modifier before the name, past annotations and lines", () => {
    expect(privateIn("private void writeObject(ObjectOutputStream s) {", "writeObject")).toBe(true);
    expect(privateIn('@SuppressWarnings("unchecked")\n  private static <T> T cast(Object o) {', "cast")).toBe(true);
    expect(privateIn("private static final class Node<K> {", "Node")).toBe(true);
  });

  it("does not take a modifier from a comment, a literal, another declaration or after the name", () => {
    expect(privateIn("public void write() { /* private */", "write")).toBe(false);
    expect(privateIn('@Doc("private") public void write() {', "write")).toBe(false);
    expect(privateIn("/* was private */ public void write() {", "write")).toBe(false);
    expect(privateIn("private int count; void write() {", "write")).toBe(false);
    expect(privateIn("} private void write() {", "write")).toBe(true);
    expect(privateIn("void write() { private", "write")).toBe(false);
    expect(privateIn("void rewrite() {} private void write() {", "write")).toBe(true);
  });

  it("says no when the name is not found within the limit", () => {
    expect(privateIn("private void other() {", "write")).toBe(false);
    expect(declaredWith(`private ${" ".repeat(5000)}void write() {`, 0, "write", ["private"])).toBe(false);
  });
});
