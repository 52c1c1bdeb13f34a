// An esbuild plugin for the bundles: web-tree-sitter's nodes made cheaper to create and to pass to WebAssembly.
//
// A query's matches make a node object for every capture (hundreds of thousands for a megabyte of Java), and
// every property read that needs the runtime (a node's end, its parent) copies the node into the runtime's
// transfer buffer first. web-tree-sitter 0.27 keeps a node's handle as element 0 (`[0] = 0`), so that each node
// also carries an elements store, and reads and writes the buffer's 32-bit fields through getValue/setValue,
// which dispatch on a type name per call. In the bundle the handle is a named field and the buffer's fields are
// read and written as an Int32Array where the host is little-endian (as the runtime's memory is); elsewhere
// through getValue/setValue as before. A cold request's parse workers spend about a fifth less time reading
// matches into facts.
//
// Each edit must match exactly once: another version of the library fails the build here rather than bundle
// half an edit.
import { readFileSync } from "node:fs";

const FAST_I32 = `// Added by odin-slice's build (scripts/webTreeSitterNodes.mjs): the transfer buffer's i32 fields.
var NATIVE_LITTLE_ENDIAN = new Uint8Array(new Uint16Array([1]).buffer)[0] === 1;
function readI32(address) {
  return NATIVE_LITTLE_ENDIAN ? C.HEAP32[address >> 2] : C.getValue(address, "i32");
}
function writeI32(address, value) {
  if (NATIVE_LITTLE_ENDIAN) C.HEAP32[address >> 2] = value;
  else C.setValue(address, value, "i32");
}
`;

/** [what the library says, what the bundle says instead] */
const EDITS = [
  [
    'var Node = class {\n  static {\n    __name(this, "Node");\n  }\n  /** @internal */\n  // @ts-expect-error: never read\n  [0] = 0;',
    'var Node = class {\n  static {\n    __name(this, "Node");\n  }\n  /** @internal */\n  wasmHandle = 0;',
  ],
  ["    assertInternal(internal);\n    this[0] = other;\n    this.id = id;", "    assertInternal(internal);\n    this.wasmHandle = other;\n    this.id = id;"],
  ["// src/marshal.ts\nfunction unmarshalCaptures(", `// src/marshal.ts\n${FAST_I32}function unmarshalCaptures(`],
  [
    "  for (let i2 = 0, n = result.length; i2 < n; i2++) {\n    const captureIndex = C.getValue(address, \"i32\");",
    "  for (let i2 = 0, n = result.length; i2 < n; i2++) {\n    const captureIndex = readI32(address);",
  ],
  [
    `  C.setValue(address, node.id, "i32");
  address += SIZE_OF_INT;
  C.setValue(address, node.startIndex, "i32");
  address += SIZE_OF_INT;
  C.setValue(address, node.startPosition.row, "i32");
  address += SIZE_OF_INT;
  C.setValue(address, node.startPosition.column, "i32");
  address += SIZE_OF_INT;
  C.setValue(address, node[0], "i32");`,
    `  writeI32(address, node.id);
  address += SIZE_OF_INT;
  writeI32(address, node.startIndex);
  address += SIZE_OF_INT;
  writeI32(address, node.startPosition.row);
  address += SIZE_OF_INT;
  writeI32(address, node.startPosition.column);
  address += SIZE_OF_INT;
  writeI32(address, node.wasmHandle);`,
  ],
  [
    `  const id = C.getValue(address, "i32");
  address += SIZE_OF_INT;
  if (id === 0) return null;
  const index = C.getValue(address, "i32");
  address += SIZE_OF_INT;
  const row = C.getValue(address, "i32");
  address += SIZE_OF_INT;
  const column = C.getValue(address, "i32");
  address += SIZE_OF_INT;
  const other = C.getValue(address, "i32");`,
    `  const id = readI32(address);
  address += SIZE_OF_INT;
  if (id === 0) return null;
  const index = readI32(address);
  address += SIZE_OF_INT;
  const row = readI32(address);
  address += SIZE_OF_INT;
  const column = readI32(address);
  address += SIZE_OF_INT;
  const other = readI32(address);`,
  ],
  [
    `      const patternIndex = C.getValue(address, "i32");
      address += SIZE_OF_INT;
      const captureCount = C.getValue(address, "i32");
      address += SIZE_OF_INT;
      const captures = new Array(captureCount);`,
    `      const patternIndex = readI32(address);
      address += SIZE_OF_INT;
      const captureCount = readI32(address);
      address += SIZE_OF_INT;
      const captures = new Array(captureCount);`,
  ],
];

/** The library's text with the edits made; throws when one does not match exactly once. */
export function editWebTreeSitter(text) {
  let out = text;
  for (const [from, to] of EDITS) {
    const count = out.split(from).length - 1;
    if (count !== 1) throw new Error(`web-tree-sitter: an edit of scripts/webTreeSitterNodes.mjs matches ${count} times, not once:\n${from}`);
    out = out.replace(from, () => to);
  }
  return out;
}

export const webTreeSitterNodes = {
  name: "web-tree-sitter-nodes",
  setup(build) {
    build.onLoad({ filter: /[\\/]web-tree-sitter[\\/]web-tree-sitter\.js$/ }, (args) => ({
      contents: editWebTreeSitter(readFileSync(args.path, "utf8")),
      loader: "js",
    }));
  },
};
