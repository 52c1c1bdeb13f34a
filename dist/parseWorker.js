import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
var __defProp = Object.defineProperty;
var __getOwnPropNames = Object.getOwnPropertyNames;
var __esm = (fn, res, err2) => function __init() {
  if (err2) throw err2[0];
  try {
    return fn && (res = (0, fn[__getOwnPropNames(fn)[0]])(fn = 0)), res;
  } catch (e) {
    throw err2 = [e], e;
  }
};
var __export = (target, all2) => {
  for (var name2 in all2)
    __defProp(target, name2, { get: all2[name2], enumerable: true });
};

// <define:__ODIN_SLICE_EXTENSION_PARTS__>
var init_define_ODIN_SLICE_EXTENSION_PARTS = __esm({
  "<define:__ODIN_SLICE_EXTENSION_PARTS__>"() {
  }
});

// node_modules/web-tree-sitter/web-tree-sitter.js
var web_tree_sitter_exports = {};
__export(web_tree_sitter_exports, {
  CaptureQuantifier: () => CaptureQuantifier,
  Edit: () => Edit,
  LANGUAGE_VERSION: () => LANGUAGE_VERSION,
  Language: () => Language,
  LookaheadIterator: () => LookaheadIterator,
  MIN_COMPATIBLE_VERSION: () => MIN_COMPATIBLE_VERSION,
  Node: () => Node,
  Parser: () => Parser,
  Query: () => Query,
  Tree: () => Tree,
  TreeCursor: () => TreeCursor
});
function assertInternal(x) {
  if (x !== INTERNAL) throw new Error("Illegal constructor");
}
function isPoint(point) {
  return !!point && typeof point.row === "number" && typeof point.column === "number";
}
function setModule(module2) {
  C = module2;
}
function newFinalizer(handler) {
  try {
    return new FinalizationRegistry(handler);
  } catch (e) {
    console.error("Unsupported FinalizationRegistry:", e);
    return;
  }
}
function getText(tree, startIndex, endIndex, startPosition) {
  const length = endIndex - startIndex;
  let result = tree.textCallback(startIndex, startPosition);
  if (result) {
    startIndex += result.length;
    while (startIndex < endIndex) {
      const string = tree.textCallback(startIndex, startPosition);
      if (string && string.length > 0) {
        startIndex += string.length;
        result += string;
      } else {
        break;
      }
    }
    if (startIndex > endIndex) {
      result = result.slice(0, length);
    }
  }
  return result ?? "";
}
function readI32(address) {
  return NATIVE_LITTLE_ENDIAN ? C.HEAP32[address >> 2] : C.getValue(address, "i32");
}
function writeI32(address, value) {
  if (NATIVE_LITTLE_ENDIAN) C.HEAP32[address >> 2] = value;
  else C.setValue(address, value, "i32");
}
function unmarshalCaptures(query, tree, address, patternIndex, result) {
  for (let i2 = 0, n = result.length; i2 < n; i2++) {
    const captureIndex = readI32(address);
    address += SIZE_OF_INT;
    const node = unmarshalNode(tree, address);
    address += SIZE_OF_NODE;
    result[i2] = { patternIndex, name: query.captureNames[captureIndex], node };
  }
  return address;
}
function marshalNode(node, index = 0) {
  let address = TRANSFER_BUFFER + index * SIZE_OF_NODE;
  writeI32(address, node.id);
  address += SIZE_OF_INT;
  writeI32(address, node.startIndex);
  address += SIZE_OF_INT;
  writeI32(address, node.startPosition.row);
  address += SIZE_OF_INT;
  writeI32(address, node.startPosition.column);
  address += SIZE_OF_INT;
  writeI32(address, node.wasmHandle);
}
function unmarshalNode(tree, address = TRANSFER_BUFFER) {
  const id = readI32(address);
  address += SIZE_OF_INT;
  if (id === 0) return null;
  const index = readI32(address);
  address += SIZE_OF_INT;
  const row = readI32(address);
  address += SIZE_OF_INT;
  const column = readI32(address);
  address += SIZE_OF_INT;
  const other = readI32(address);
  const result = new Node(INTERNAL, {
    id,
    tree,
    startIndex: index,
    startPosition: { row, column },
    other
  });
  return result;
}
function marshalTreeCursor({ handles }, address = TRANSFER_BUFFER) {
  C.setValue(address + 0 * SIZE_OF_INT, handles[0], "i32");
  C.setValue(address + 1 * SIZE_OF_INT, handles[1], "i32");
  C.setValue(address + 2 * SIZE_OF_INT, handles[2], "i32");
  C.setValue(address + 3 * SIZE_OF_INT, handles[3], "i32");
}
function unmarshalTreeCursor({ handles }) {
  handles[0] = C.getValue(TRANSFER_BUFFER + 0 * SIZE_OF_INT, "i32");
  handles[1] = C.getValue(TRANSFER_BUFFER + 1 * SIZE_OF_INT, "i32");
  handles[2] = C.getValue(TRANSFER_BUFFER + 2 * SIZE_OF_INT, "i32");
  handles[3] = C.getValue(TRANSFER_BUFFER + 3 * SIZE_OF_INT, "i32");
}
function marshalPoint(address, point) {
  C.setValue(address, point.row, "i32");
  C.setValue(address + SIZE_OF_INT, point.column, "i32");
}
function unmarshalPoint(address) {
  const result = {
    row: C.getValue(address, "i32") >>> 0,
    column: C.getValue(address + SIZE_OF_INT, "i32") >>> 0
  };
  return result;
}
function marshalRange(address, range) {
  marshalPoint(address, range.startPosition);
  address += SIZE_OF_POINT;
  marshalPoint(address, range.endPosition);
  address += SIZE_OF_POINT;
  C.setValue(address, range.startIndex, "i32");
  address += SIZE_OF_INT;
  C.setValue(address, range.endIndex, "i32");
  address += SIZE_OF_INT;
}
function unmarshalRange(address) {
  const result = {};
  result.startPosition = unmarshalPoint(address);
  address += SIZE_OF_POINT;
  result.endPosition = unmarshalPoint(address);
  address += SIZE_OF_POINT;
  result.startIndex = C.getValue(address, "i32") >>> 0;
  address += SIZE_OF_INT;
  result.endIndex = C.getValue(address, "i32") >>> 0;
  return result;
}
function marshalEdit(edit, address = TRANSFER_BUFFER) {
  marshalPoint(address, edit.startPosition);
  address += SIZE_OF_POINT;
  marshalPoint(address, edit.oldEndPosition);
  address += SIZE_OF_POINT;
  marshalPoint(address, edit.newEndPosition);
  address += SIZE_OF_POINT;
  C.setValue(address, edit.startIndex, "i32");
  address += SIZE_OF_INT;
  C.setValue(address, edit.oldEndIndex, "i32");
  address += SIZE_OF_INT;
  C.setValue(address, edit.newEndIndex, "i32");
  address += SIZE_OF_INT;
}
function unmarshalLanguageMetadata(address) {
  const major_version = C.getValue(address, "i32");
  const minor_version = C.getValue(address += SIZE_OF_INT, "i32");
  const patch_version = C.getValue(address += SIZE_OF_INT, "i32");
  return { major_version, minor_version, patch_version };
}
async function Module2(moduleArg = {}) {
  var moduleRtn;
  var Module = moduleArg;
  var ENVIRONMENT_IS_WEB = typeof window == "object";
  var ENVIRONMENT_IS_WORKER = typeof WorkerGlobalScope != "undefined";
  var ENVIRONMENT_IS_NODE = typeof process == "object" && process.versions?.node && process.type != "renderer";
  if (ENVIRONMENT_IS_NODE) {
    const { createRequire: createRequire2 } = await import("module");
    var require = createRequire2(import.meta.url);
  }
  Module.currentQueryProgressCallback = null;
  Module.currentProgressCallback = null;
  Module.currentLogCallback = null;
  Module.currentParseCallback = null;
  var arguments_ = [];
  var thisProgram = "./this.program";
  var quit_ = /* @__PURE__ */ __name((status, toThrow) => {
    throw toThrow;
  }, "quit_");
  var _scriptName = import.meta.url;
  var scriptDirectory = "";
  function locateFile(path) {
    if (Module["locateFile"]) {
      return Module["locateFile"](path, scriptDirectory);
    }
    return scriptDirectory + path;
  }
  __name(locateFile, "locateFile");
  var readAsync, readBinary;
  if (ENVIRONMENT_IS_NODE) {
    var fs = require("fs");
    if (_scriptName.startsWith("file:")) {
      scriptDirectory = require("path").dirname(require("url").fileURLToPath(_scriptName)) + "/";
    }
    readBinary = /* @__PURE__ */ __name((filename) => {
      filename = isFileURI(filename) ? new URL(filename) : filename;
      var ret = fs.readFileSync(filename);
      return ret;
    }, "readBinary");
    readAsync = /* @__PURE__ */ __name(async (filename, binary2 = true) => {
      filename = isFileURI(filename) ? new URL(filename) : filename;
      var ret = fs.readFileSync(filename, binary2 ? void 0 : "utf8");
      return ret;
    }, "readAsync");
    if (process.argv.length > 1) {
      thisProgram = process.argv[1].replace(/\\/g, "/");
    }
    arguments_ = process.argv.slice(2);
    quit_ = /* @__PURE__ */ __name((status, toThrow) => {
      process.exitCode = status;
      throw toThrow;
    }, "quit_");
  } else if (ENVIRONMENT_IS_WEB || ENVIRONMENT_IS_WORKER) {
    try {
      scriptDirectory = new URL(".", _scriptName).href;
    } catch {
    }
    {
      if (ENVIRONMENT_IS_WORKER) {
        readBinary = /* @__PURE__ */ __name((url) => {
          var xhr = new XMLHttpRequest();
          xhr.open("GET", url, false);
          xhr.responseType = "arraybuffer";
          xhr.send(null);
          return new Uint8Array(
            /** @type{!ArrayBuffer} */
            xhr.response
          );
        }, "readBinary");
      }
      readAsync = /* @__PURE__ */ __name(async (url) => {
        if (isFileURI(url)) {
          return new Promise((resolve2, reject) => {
            var xhr = new XMLHttpRequest();
            xhr.open("GET", url, true);
            xhr.responseType = "arraybuffer";
            xhr.onload = () => {
              if (xhr.status == 200 || xhr.status == 0 && xhr.response) {
                resolve2(xhr.response);
                return;
              }
              reject(xhr.status);
            };
            xhr.onerror = reject;
            xhr.send(null);
          });
        }
        var response = await fetch(url, {
          credentials: "same-origin"
        });
        if (response.ok) {
          return response.arrayBuffer();
        }
        throw new Error(response.status + " : " + response.url);
      }, "readAsync");
    }
  } else {
  }
  var out = console.log.bind(console);
  var err = console.error.bind(console);
  var dynamicLibraries = [];
  var wasmBinary;
  var ABORT = false;
  var EXITSTATUS;
  var isFileURI = /* @__PURE__ */ __name((filename) => filename.startsWith("file://"), "isFileURI");
  var readyPromiseResolve, readyPromiseReject;
  var wasmMemory;
  var HEAP8, HEAPU8, HEAP16, HEAPU16, HEAP32, HEAPU32, HEAPF32, HEAPF64;
  var HEAP64, HEAPU64;
  var HEAP_DATA_VIEW;
  var runtimeInitialized = false;
  function updateMemoryViews() {
    var b = wasmMemory.buffer;
    Module["HEAP8"] = HEAP8 = new Int8Array(b);
    Module["HEAP16"] = HEAP16 = new Int16Array(b);
    Module["HEAPU8"] = HEAPU8 = new Uint8Array(b);
    Module["HEAPU16"] = HEAPU16 = new Uint16Array(b);
    Module["HEAP32"] = HEAP32 = new Int32Array(b);
    Module["HEAPU32"] = HEAPU32 = new Uint32Array(b);
    Module["HEAPF32"] = HEAPF32 = new Float32Array(b);
    Module["HEAPF64"] = HEAPF64 = new Float64Array(b);
    Module["HEAP64"] = HEAP64 = new BigInt64Array(b);
    Module["HEAPU64"] = HEAPU64 = new BigUint64Array(b);
    Module["HEAP_DATA_VIEW"] = HEAP_DATA_VIEW = new DataView(b);
    LE_HEAP_UPDATE();
  }
  __name(updateMemoryViews, "updateMemoryViews");
  function initMemory() {
    if (Module["wasmMemory"]) {
      wasmMemory = Module["wasmMemory"];
    } else {
      var INITIAL_MEMORY = Module["INITIAL_MEMORY"] || 33554432;
      wasmMemory = new WebAssembly.Memory({
        "initial": INITIAL_MEMORY / 65536,
        // In theory we should not need to emit the maximum if we want "unlimited"
        // or 4GB of memory, but VMs error on that atm, see
        // https://github.com/emscripten-core/emscripten/issues/14130
        // And in the pthreads case we definitely need to emit a maximum. So
        // always emit one.
        "maximum": 32768
      });
    }
    updateMemoryViews();
  }
  __name(initMemory, "initMemory");
  var __RELOC_FUNCS__ = [];
  function preRun() {
    if (Module["preRun"]) {
      if (typeof Module["preRun"] == "function") Module["preRun"] = [Module["preRun"]];
      while (Module["preRun"].length) {
        addOnPreRun(Module["preRun"].shift());
      }
    }
    callRuntimeCallbacks(onPreRuns);
  }
  __name(preRun, "preRun");
  function initRuntime() {
    runtimeInitialized = true;
    callRuntimeCallbacks(__RELOC_FUNCS__);
    wasmExports["__wasm_call_ctors"]();
    callRuntimeCallbacks(onPostCtors);
  }
  __name(initRuntime, "initRuntime");
  function preMain() {
  }
  __name(preMain, "preMain");
  function postRun() {
    if (Module["postRun"]) {
      if (typeof Module["postRun"] == "function") Module["postRun"] = [Module["postRun"]];
      while (Module["postRun"].length) {
        addOnPostRun(Module["postRun"].shift());
      }
    }
    callRuntimeCallbacks(onPostRuns);
  }
  __name(postRun, "postRun");
  function abort(what) {
    Module["onAbort"]?.(what);
    what = "Aborted(" + what + ")";
    err(what);
    ABORT = true;
    what += ". Build with -sASSERTIONS for more info.";
    var e = new WebAssembly.RuntimeError(what);
    readyPromiseReject?.(e);
    throw e;
  }
  __name(abort, "abort");
  var wasmBinaryFile;
  function findWasmBinary() {
    if (Module["locateFile"]) {
      return locateFile("web-tree-sitter.wasm");
    }
    return new URL("web-tree-sitter.wasm", import.meta.url).href;
  }
  __name(findWasmBinary, "findWasmBinary");
  function getBinarySync(file) {
    if (file == wasmBinaryFile && wasmBinary) {
      return new Uint8Array(wasmBinary);
    }
    if (readBinary) {
      return readBinary(file);
    }
    throw "both async and sync fetching of the wasm failed";
  }
  __name(getBinarySync, "getBinarySync");
  async function getWasmBinary(binaryFile) {
    if (!wasmBinary) {
      try {
        var response = await readAsync(binaryFile);
        return new Uint8Array(response);
      } catch {
      }
    }
    return getBinarySync(binaryFile);
  }
  __name(getWasmBinary, "getWasmBinary");
  async function instantiateArrayBuffer(binaryFile, imports) {
    try {
      var binary2 = await getWasmBinary(binaryFile);
      var instance2 = await WebAssembly.instantiate(binary2, imports);
      return instance2;
    } catch (reason) {
      err(`failed to asynchronously prepare wasm: ${reason}`);
      abort(reason);
    }
  }
  __name(instantiateArrayBuffer, "instantiateArrayBuffer");
  async function instantiateAsync(binary2, binaryFile, imports) {
    if (!binary2 && !isFileURI(binaryFile) && !ENVIRONMENT_IS_NODE) {
      try {
        var response = fetch(binaryFile, {
          credentials: "same-origin"
        });
        var instantiationResult = await WebAssembly.instantiateStreaming(response, imports);
        return instantiationResult;
      } catch (reason) {
        err(`wasm streaming compile failed: ${reason}`);
        err("falling back to ArrayBuffer instantiation");
      }
    }
    return instantiateArrayBuffer(binaryFile, imports);
  }
  __name(instantiateAsync, "instantiateAsync");
  function getWasmImports() {
    return {
      "env": wasmImports,
      "wasi_snapshot_preview1": wasmImports,
      "GOT.mem": new Proxy(wasmImports, GOTHandler),
      "GOT.func": new Proxy(wasmImports, GOTHandler)
    };
  }
  __name(getWasmImports, "getWasmImports");
  async function createWasm() {
    function receiveInstance(instance2, module2) {
      wasmExports = instance2.exports;
      wasmExports = relocateExports(wasmExports, 1024);
      var metadata2 = getDylinkMetadata(module2);
      if (metadata2.neededDynlibs) {
        dynamicLibraries = metadata2.neededDynlibs.concat(dynamicLibraries);
      }
      mergeLibSymbols(wasmExports, "main");
      LDSO.init();
      loadDylibs();
      __RELOC_FUNCS__.push(wasmExports["__wasm_apply_data_relocs"]);
      assignWasmExports(wasmExports);
      return wasmExports;
    }
    __name(receiveInstance, "receiveInstance");
    function receiveInstantiationResult(result2) {
      return receiveInstance(result2["instance"], result2["module"]);
    }
    __name(receiveInstantiationResult, "receiveInstantiationResult");
    var info2 = getWasmImports();
    if (Module["instantiateWasm"]) {
      return new Promise((resolve2, reject) => {
        Module["instantiateWasm"](info2, (mod, inst) => {
          resolve2(receiveInstance(mod, inst));
        });
      });
    }
    wasmBinaryFile ??= findWasmBinary();
    var result = await instantiateAsync(wasmBinary, wasmBinaryFile, info2);
    var exports = receiveInstantiationResult(result);
    return exports;
  }
  __name(createWasm, "createWasm");
  class ExitStatus {
    static {
      __name(this, "ExitStatus");
    }
    name = "ExitStatus";
    constructor(status) {
      this.message = `Program terminated with exit(${status})`;
      this.status = status;
    }
  }
  var GOT = {};
  var currentModuleWeakSymbols = /* @__PURE__ */ new Set([]);
  var GOTHandler = {
    get(obj, symName) {
      var rtn = GOT[symName];
      if (!rtn) {
        rtn = GOT[symName] = new WebAssembly.Global({
          "value": "i32",
          "mutable": true
        });
      }
      if (!currentModuleWeakSymbols.has(symName)) {
        rtn.required = true;
      }
      return rtn;
    }
  };
  var LE_ATOMICS_NATIVE_BYTE_ORDER = [];
  var LE_HEAP_LOAD_F32 = /* @__PURE__ */ __name((byteOffset) => HEAP_DATA_VIEW.getFloat32(byteOffset, true), "LE_HEAP_LOAD_F32");
  var LE_HEAP_LOAD_F64 = /* @__PURE__ */ __name((byteOffset) => HEAP_DATA_VIEW.getFloat64(byteOffset, true), "LE_HEAP_LOAD_F64");
  var LE_HEAP_LOAD_I16 = /* @__PURE__ */ __name((byteOffset) => HEAP_DATA_VIEW.getInt16(byteOffset, true), "LE_HEAP_LOAD_I16");
  var LE_HEAP_LOAD_I32 = /* @__PURE__ */ __name((byteOffset) => HEAP_DATA_VIEW.getInt32(byteOffset, true), "LE_HEAP_LOAD_I32");
  var LE_HEAP_LOAD_I64 = /* @__PURE__ */ __name((byteOffset) => HEAP_DATA_VIEW.getBigInt64(byteOffset, true), "LE_HEAP_LOAD_I64");
  var LE_HEAP_LOAD_U32 = /* @__PURE__ */ __name((byteOffset) => HEAP_DATA_VIEW.getUint32(byteOffset, true), "LE_HEAP_LOAD_U32");
  var LE_HEAP_STORE_F32 = /* @__PURE__ */ __name((byteOffset, value) => HEAP_DATA_VIEW.setFloat32(byteOffset, value, true), "LE_HEAP_STORE_F32");
  var LE_HEAP_STORE_F64 = /* @__PURE__ */ __name((byteOffset, value) => HEAP_DATA_VIEW.setFloat64(byteOffset, value, true), "LE_HEAP_STORE_F64");
  var LE_HEAP_STORE_I16 = /* @__PURE__ */ __name((byteOffset, value) => HEAP_DATA_VIEW.setInt16(byteOffset, value, true), "LE_HEAP_STORE_I16");
  var LE_HEAP_STORE_I32 = /* @__PURE__ */ __name((byteOffset, value) => HEAP_DATA_VIEW.setInt32(byteOffset, value, true), "LE_HEAP_STORE_I32");
  var LE_HEAP_STORE_I64 = /* @__PURE__ */ __name((byteOffset, value) => HEAP_DATA_VIEW.setBigInt64(byteOffset, value, true), "LE_HEAP_STORE_I64");
  var LE_HEAP_STORE_U32 = /* @__PURE__ */ __name((byteOffset, value) => HEAP_DATA_VIEW.setUint32(byteOffset, value, true), "LE_HEAP_STORE_U32");
  var callRuntimeCallbacks = /* @__PURE__ */ __name((callbacks) => {
    while (callbacks.length > 0) {
      callbacks.shift()(Module);
    }
  }, "callRuntimeCallbacks");
  var onPostRuns = [];
  var addOnPostRun = /* @__PURE__ */ __name((cb) => onPostRuns.push(cb), "addOnPostRun");
  var onPreRuns = [];
  var addOnPreRun = /* @__PURE__ */ __name((cb) => onPreRuns.push(cb), "addOnPreRun");
  var UTF8Decoder = typeof TextDecoder != "undefined" ? new TextDecoder() : void 0;
  var findStringEnd = /* @__PURE__ */ __name((heapOrArray, idx, maxBytesToRead, ignoreNul) => {
    var maxIdx = idx + maxBytesToRead;
    if (ignoreNul) return maxIdx;
    while (heapOrArray[idx] && !(idx >= maxIdx)) ++idx;
    return idx;
  }, "findStringEnd");
  var UTF8ArrayToString = /* @__PURE__ */ __name((heapOrArray, idx = 0, maxBytesToRead, ignoreNul) => {
    var endPtr = findStringEnd(heapOrArray, idx, maxBytesToRead, ignoreNul);
    if (endPtr - idx > 16 && heapOrArray.buffer && UTF8Decoder) {
      return UTF8Decoder.decode(heapOrArray.subarray(idx, endPtr));
    }
    var str = "";
    while (idx < endPtr) {
      var u0 = heapOrArray[idx++];
      if (!(u0 & 128)) {
        str += String.fromCharCode(u0);
        continue;
      }
      var u1 = heapOrArray[idx++] & 63;
      if ((u0 & 224) == 192) {
        str += String.fromCharCode((u0 & 31) << 6 | u1);
        continue;
      }
      var u2 = heapOrArray[idx++] & 63;
      if ((u0 & 240) == 224) {
        u0 = (u0 & 15) << 12 | u1 << 6 | u2;
      } else {
        u0 = (u0 & 7) << 18 | u1 << 12 | u2 << 6 | heapOrArray[idx++] & 63;
      }
      if (u0 < 65536) {
        str += String.fromCharCode(u0);
      } else {
        var ch = u0 - 65536;
        str += String.fromCharCode(55296 | ch >> 10, 56320 | ch & 1023);
      }
    }
    return str;
  }, "UTF8ArrayToString");
  var getDylinkMetadata = /* @__PURE__ */ __name((binary2) => {
    var offset = 0;
    var end = 0;
    function getU8() {
      return binary2[offset++];
    }
    __name(getU8, "getU8");
    function getLEB() {
      var ret = 0;
      var mul = 1;
      while (1) {
        var byte = binary2[offset++];
        ret += (byte & 127) * mul;
        mul *= 128;
        if (!(byte & 128)) break;
      }
      return ret;
    }
    __name(getLEB, "getLEB");
    function getString() {
      var len = getLEB();
      offset += len;
      return UTF8ArrayToString(binary2, offset - len, len);
    }
    __name(getString, "getString");
    function getStringList() {
      var count2 = getLEB();
      var rtn = [];
      while (count2--) rtn.push(getString());
      return rtn;
    }
    __name(getStringList, "getStringList");
    function failIf(condition, message) {
      if (condition) throw new Error(message);
    }
    __name(failIf, "failIf");
    if (binary2 instanceof WebAssembly.Module) {
      var dylinkSection = WebAssembly.Module.customSections(binary2, "dylink.0");
      failIf(dylinkSection.length === 0, "need dylink section");
      binary2 = new Uint8Array(dylinkSection[0]);
      end = binary2.length;
    } else {
      var int32View = new Uint32Array(new Uint8Array(binary2.subarray(0, 24)).buffer);
      var magicNumberFound = int32View[0] == 1836278016 || int32View[0] == 6386541;
      failIf(!magicNumberFound, "need to see wasm magic number");
      failIf(binary2[8] !== 0, "need the dylink section to be first");
      offset = 9;
      var section_size = getLEB();
      end = offset + section_size;
      var name2 = getString();
      failIf(name2 !== "dylink.0");
    }
    var customSection = {
      neededDynlibs: [],
      tlsExports: /* @__PURE__ */ new Set(),
      weakImports: /* @__PURE__ */ new Set(),
      runtimePaths: []
    };
    var WASM_DYLINK_MEM_INFO = 1;
    var WASM_DYLINK_NEEDED = 2;
    var WASM_DYLINK_EXPORT_INFO = 3;
    var WASM_DYLINK_IMPORT_INFO = 4;
    var WASM_DYLINK_RUNTIME_PATH = 5;
    var WASM_SYMBOL_TLS = 256;
    var WASM_SYMBOL_BINDING_MASK = 3;
    var WASM_SYMBOL_BINDING_WEAK = 1;
    while (offset < end) {
      var subsectionType = getU8();
      var subsectionSize = getLEB();
      if (subsectionType === WASM_DYLINK_MEM_INFO) {
        customSection.memorySize = getLEB();
        customSection.memoryAlign = getLEB();
        customSection.tableSize = getLEB();
        customSection.tableAlign = getLEB();
      } else if (subsectionType === WASM_DYLINK_NEEDED) {
        customSection.neededDynlibs = getStringList();
      } else if (subsectionType === WASM_DYLINK_EXPORT_INFO) {
        var count = getLEB();
        while (count--) {
          var symname = getString();
          var flags2 = getLEB();
          if (flags2 & WASM_SYMBOL_TLS) {
            customSection.tlsExports.add(symname);
          }
        }
      } else if (subsectionType === WASM_DYLINK_IMPORT_INFO) {
        var count = getLEB();
        while (count--) {
          var modname = getString();
          var symname = getString();
          var flags2 = getLEB();
          if ((flags2 & WASM_SYMBOL_BINDING_MASK) == WASM_SYMBOL_BINDING_WEAK) {
            customSection.weakImports.add(symname);
          }
        }
      } else if (subsectionType === WASM_DYLINK_RUNTIME_PATH) {
        customSection.runtimePaths = getStringList();
      } else {
        offset += subsectionSize;
      }
    }
    return customSection;
  }, "getDylinkMetadata");
  function getValue(ptr, type = "i8") {
    if (type.endsWith("*")) type = "*";
    switch (type) {
      case "i1":
        return HEAP8[ptr];
      case "i8":
        return HEAP8[ptr];
      case "i16":
        return LE_HEAP_LOAD_I16((ptr >> 1) * 2);
      case "i32":
        return LE_HEAP_LOAD_I32((ptr >> 2) * 4);
      case "i64":
        return LE_HEAP_LOAD_I64((ptr >> 3) * 8);
      case "float":
        return LE_HEAP_LOAD_F32((ptr >> 2) * 4);
      case "double":
        return LE_HEAP_LOAD_F64((ptr >> 3) * 8);
      case "*":
        return LE_HEAP_LOAD_U32((ptr >> 2) * 4);
      default:
        abort(`invalid type for getValue: ${type}`);
    }
  }
  __name(getValue, "getValue");
  var newDSO = /* @__PURE__ */ __name((name2, handle2, syms) => {
    var dso = {
      refcount: Infinity,
      name: name2,
      exports: syms,
      global: true
    };
    LDSO.loadedLibsByName[name2] = dso;
    if (handle2 != void 0) {
      LDSO.loadedLibsByHandle[handle2] = dso;
    }
    return dso;
  }, "newDSO");
  var LDSO = {
    loadedLibsByName: {},
    loadedLibsByHandle: {},
    init() {
      newDSO("__main__", 0, wasmImports);
    }
  };
  var ___heap_base = 82240;
  var alignMemory = /* @__PURE__ */ __name((size, alignment) => Math.ceil(size / alignment) * alignment, "alignMemory");
  var getMemory = /* @__PURE__ */ __name((size) => {
    if (runtimeInitialized) {
      return _calloc(size, 1);
    }
    var ret = ___heap_base;
    var end = ret + alignMemory(size, 16);
    ___heap_base = end;
    GOT["__heap_base"].value = end;
    return ret;
  }, "getMemory");
  var isInternalSym = /* @__PURE__ */ __name((symName) => ["__cpp_exception", "__c_longjmp", "__wasm_apply_data_relocs", "__dso_handle", "__tls_size", "__tls_align", "__set_stack_limits", "_emscripten_tls_init", "__wasm_init_tls", "__wasm_call_ctors", "__start_em_asm", "__stop_em_asm", "__start_em_js", "__stop_em_js"].includes(symName) || symName.startsWith("__em_js__"), "isInternalSym");
  var uleb128EncodeWithLen = /* @__PURE__ */ __name((arr) => {
    const n = arr.length;
    return [n % 128 | 128, n >> 7, ...arr];
  }, "uleb128EncodeWithLen");
  var wasmTypeCodes = {
    "i": 127,
    // i32
    "p": 127,
    // i32
    "j": 126,
    // i64
    "f": 125,
    // f32
    "d": 124,
    // f64
    "e": 111
  };
  var generateTypePack = /* @__PURE__ */ __name((types) => uleb128EncodeWithLen(Array.from(types, (type) => {
    var code = wasmTypeCodes[type];
    return code;
  })), "generateTypePack");
  var convertJsFunctionToWasm = /* @__PURE__ */ __name((func2, sig) => {
    var bytes = Uint8Array.of(
      0,
      97,
      115,
      109,
      // magic ("\0asm")
      1,
      0,
      0,
      0,
      // version: 1
      1,
      ...uleb128EncodeWithLen([
        1,
        // count: 1
        96,
        // param types
        ...generateTypePack(sig.slice(1)),
        // return types (for now only supporting [] if `void` and single [T] otherwise)
        ...generateTypePack(sig[0] === "v" ? "" : sig[0])
      ]),
      // The rest of the module is static
      2,
      7,
      // import section
      // (import "e" "f" (func 0 (type 0)))
      1,
      1,
      101,
      1,
      102,
      0,
      0,
      7,
      5,
      // export section
      // (export "f" (func 0 (type 0)))
      1,
      1,
      102,
      0,
      0
    );
    var module2 = new WebAssembly.Module(bytes);
    var instance2 = new WebAssembly.Instance(module2, {
      "e": {
        "f": func2
      }
    });
    var wrappedFunc = instance2.exports["f"];
    return wrappedFunc;
  }, "convertJsFunctionToWasm");
  var wasmTableMirror = [];
  var wasmTable = new WebAssembly.Table({
    "initial": 31,
    "element": "anyfunc"
  });
  var getWasmTableEntry = /* @__PURE__ */ __name((funcPtr) => {
    var func2 = wasmTableMirror[funcPtr];
    if (!func2) {
      wasmTableMirror[funcPtr] = func2 = wasmTable.get(funcPtr);
    }
    return func2;
  }, "getWasmTableEntry");
  var updateTableMap = /* @__PURE__ */ __name((offset, count) => {
    if (functionsInTableMap) {
      for (var i2 = offset; i2 < offset + count; i2++) {
        var item = getWasmTableEntry(i2);
        if (item) {
          functionsInTableMap.set(item, i2);
        }
      }
    }
  }, "updateTableMap");
  var functionsInTableMap;
  var getFunctionAddress = /* @__PURE__ */ __name((func2) => {
    if (!functionsInTableMap) {
      functionsInTableMap = /* @__PURE__ */ new WeakMap();
      updateTableMap(0, wasmTable.length);
    }
    return functionsInTableMap.get(func2) || 0;
  }, "getFunctionAddress");
  var freeTableIndexes = [];
  var getEmptyTableSlot = /* @__PURE__ */ __name(() => {
    if (freeTableIndexes.length) {
      return freeTableIndexes.pop();
    }
    return wasmTable["grow"](1);
  }, "getEmptyTableSlot");
  var setWasmTableEntry = /* @__PURE__ */ __name((idx, func2) => {
    wasmTable.set(idx, func2);
    wasmTableMirror[idx] = wasmTable.get(idx);
  }, "setWasmTableEntry");
  var addFunction = /* @__PURE__ */ __name((func2, sig) => {
    var rtn = getFunctionAddress(func2);
    if (rtn) {
      return rtn;
    }
    var ret = getEmptyTableSlot();
    try {
      setWasmTableEntry(ret, func2);
    } catch (err2) {
      if (!(err2 instanceof TypeError)) {
        throw err2;
      }
      var wrapped = convertJsFunctionToWasm(func2, sig);
      setWasmTableEntry(ret, wrapped);
    }
    functionsInTableMap.set(func2, ret);
    return ret;
  }, "addFunction");
  var updateGOT = /* @__PURE__ */ __name((exports, replace) => {
    for (var symName in exports) {
      if (isInternalSym(symName)) {
        continue;
      }
      var value = exports[symName];
      GOT[symName] ||= new WebAssembly.Global({
        "value": "i32",
        "mutable": true
      });
      if (replace || GOT[symName].value == 0) {
        if (typeof value == "function") {
          GOT[symName].value = addFunction(value);
        } else if (typeof value == "number") {
          GOT[symName].value = value;
        } else {
          err(`unhandled export type for '${symName}': ${typeof value}`);
        }
      }
    }
  }, "updateGOT");
  var relocateExports = /* @__PURE__ */ __name((exports, memoryBase2, replace) => {
    var relocated = {};
    for (var e in exports) {
      var value = exports[e];
      if (typeof value == "object") {
        value = value.value;
      }
      if (typeof value == "number") {
        value += memoryBase2;
      }
      relocated[e] = value;
    }
    updateGOT(relocated, replace);
    return relocated;
  }, "relocateExports");
  var isSymbolDefined = /* @__PURE__ */ __name((symName) => {
    var existing = wasmImports[symName];
    if (!existing || existing.stub) {
      return false;
    }
    return true;
  }, "isSymbolDefined");
  var dynCall = /* @__PURE__ */ __name((sig, ptr, args2 = [], promising = false) => {
    var func2 = getWasmTableEntry(ptr);
    var rtn = func2(...args2);
    function convert(rtn2) {
      return rtn2;
    }
    __name(convert, "convert");
    return convert(rtn);
  }, "dynCall");
  var stackSave = /* @__PURE__ */ __name(() => _emscripten_stack_get_current(), "stackSave");
  var stackRestore = /* @__PURE__ */ __name((val) => __emscripten_stack_restore(val), "stackRestore");
  var createInvokeFunction = /* @__PURE__ */ __name((sig) => (ptr, ...args2) => {
    var sp = stackSave();
    try {
      return dynCall(sig, ptr, args2);
    } catch (e) {
      stackRestore(sp);
      if (e !== e + 0) throw e;
      _setThrew(1, 0);
      if (sig[0] == "j") return 0n;
    }
  }, "createInvokeFunction");
  var resolveGlobalSymbol = /* @__PURE__ */ __name((symName, direct2 = false) => {
    var sym;
    if (isSymbolDefined(symName)) {
      sym = wasmImports[symName];
    } else if (symName.startsWith("invoke_")) {
      sym = wasmImports[symName] = createInvokeFunction(symName.split("_")[1]);
    }
    return {
      sym,
      name: symName
    };
  }, "resolveGlobalSymbol");
  var onPostCtors = [];
  var addOnPostCtor = /* @__PURE__ */ __name((cb) => onPostCtors.push(cb), "addOnPostCtor");
  var UTF8ToString = /* @__PURE__ */ __name((ptr, maxBytesToRead, ignoreNul) => ptr ? UTF8ArrayToString(HEAPU8, ptr, maxBytesToRead, ignoreNul) : "", "UTF8ToString");
  var loadWebAssemblyModule = /* @__PURE__ */ __name((binary, flags, libName, localScope, handle) => {
    var metadata = getDylinkMetadata(binary);
    function loadModule() {
      var memAlign = Math.pow(2, metadata.memoryAlign);
      var memoryBase = metadata.memorySize ? alignMemory(getMemory(metadata.memorySize + memAlign), memAlign) : 0;
      var tableBase = metadata.tableSize ? wasmTable.length : 0;
      if (handle) {
        HEAP8[handle + 8] = 1;
        LE_HEAP_STORE_U32((handle + 12 >> 2) * 4, memoryBase);
        LE_HEAP_STORE_I32((handle + 16 >> 2) * 4, metadata.memorySize);
        LE_HEAP_STORE_U32((handle + 20 >> 2) * 4, tableBase);
        LE_HEAP_STORE_I32((handle + 24 >> 2) * 4, metadata.tableSize);
      }
      if (metadata.tableSize) {
        wasmTable.grow(metadata.tableSize);
      }
      var moduleExports;
      function resolveSymbol(sym) {
        var resolved = resolveGlobalSymbol(sym).sym;
        if (!resolved && localScope) {
          resolved = localScope[sym];
        }
        if (!resolved) {
          resolved = moduleExports[sym];
        }
        return resolved;
      }
      __name(resolveSymbol, "resolveSymbol");
      var proxyHandler = {
        get(stubs, prop) {
          switch (prop) {
            case "__memory_base":
              return memoryBase;
            case "__table_base":
              return tableBase;
          }
          if (prop in wasmImports && !wasmImports[prop].stub) {
            var res = wasmImports[prop];
            return res;
          }
          if (!(prop in stubs)) {
            var resolved;
            stubs[prop] = (...args2) => {
              resolved ||= resolveSymbol(prop);
              return resolved(...args2);
            };
          }
          return stubs[prop];
        }
      };
      var proxy = new Proxy({}, proxyHandler);
      currentModuleWeakSymbols = metadata.weakImports;
      var info = {
        "GOT.mem": new Proxy({}, GOTHandler),
        "GOT.func": new Proxy({}, GOTHandler),
        "env": proxy,
        "wasi_snapshot_preview1": proxy
      };
      function postInstantiation(module, instance) {
        updateTableMap(tableBase, metadata.tableSize);
        moduleExports = relocateExports(instance.exports, memoryBase);
        if (!flags.allowUndefined) {
          reportUndefinedSymbols();
        }
        function addEmAsm(addr, body) {
          var args = [];
          var arity = 0;
          for (; arity < 16; arity++) {
            if (body.indexOf("$" + arity) != -1) {
              args.push("$" + arity);
            } else {
              break;
            }
          }
          args = args.join(",");
          var func = `(${args}) => { ${body} };`;
          ASM_CONSTS[start] = eval(func);
        }
        __name(addEmAsm, "addEmAsm");
        if ("__start_em_asm" in moduleExports) {
          var start = moduleExports["__start_em_asm"];
          var stop = moduleExports["__stop_em_asm"];
          while (start < stop) {
            var jsString = UTF8ToString(start);
            addEmAsm(start, jsString);
            start = HEAPU8.indexOf(0, start) + 1;
          }
        }
        function addEmJs(name, cSig, body) {
          var jsArgs = [];
          cSig = cSig.slice(1, -1);
          if (cSig != "void") {
            cSig = cSig.split(",");
            for (var i in cSig) {
              var jsArg = cSig[i].split(" ").pop();
              jsArgs.push(jsArg.replace("*", ""));
            }
          }
          var func = `(${jsArgs}) => ${body};`;
          moduleExports[name] = eval(func);
        }
        __name(addEmJs, "addEmJs");
        for (var name in moduleExports) {
          if (name.startsWith("__em_js__")) {
            var start = moduleExports[name];
            var jsString = UTF8ToString(start);
            var parts = jsString.split("<::>");
            addEmJs(name.replace("__em_js__", ""), parts[0], parts[1]);
            delete moduleExports[name];
          }
        }
        var applyRelocs = moduleExports["__wasm_apply_data_relocs"];
        if (applyRelocs) {
          if (runtimeInitialized) {
            applyRelocs();
          } else {
            __RELOC_FUNCS__.push(applyRelocs);
          }
        }
        var init = moduleExports["__wasm_call_ctors"];
        if (init) {
          if (runtimeInitialized) {
            init();
          } else {
            addOnPostCtor(init);
          }
        }
        return moduleExports;
      }
      __name(postInstantiation, "postInstantiation");
      if (flags.loadAsync) {
        return (async () => {
          var instance2;
          if (binary instanceof WebAssembly.Module) {
            instance2 = new WebAssembly.Instance(binary, info);
          } else {
            ({ module: binary, instance: instance2 } = await WebAssembly.instantiate(binary, info));
          }
          return postInstantiation(binary, instance2);
        })();
      }
      var module = binary instanceof WebAssembly.Module ? binary : new WebAssembly.Module(binary);
      var instance = new WebAssembly.Instance(module, info);
      return postInstantiation(module, instance);
    }
    __name(loadModule, "loadModule");
    flags = {
      ...flags,
      rpath: {
        parentLibPath: libName,
        paths: metadata.runtimePaths
      }
    };
    if (flags.loadAsync) {
      return metadata.neededDynlibs.reduce((chain, dynNeeded) => chain.then(() => loadDynamicLibrary(dynNeeded, flags, localScope)), Promise.resolve()).then(loadModule);
    }
    metadata.neededDynlibs.forEach((needed) => loadDynamicLibrary(needed, flags, localScope));
    return loadModule();
  }, "loadWebAssemblyModule");
  var mergeLibSymbols = /* @__PURE__ */ __name((exports, libName2) => {
    for (var [sym, exp] of Object.entries(exports)) {
      const setImport = /* @__PURE__ */ __name((target) => {
        if (!isSymbolDefined(target)) {
          wasmImports[target] = exp;
        }
      }, "setImport");
      setImport(sym);
      const main_alias = "__main_argc_argv";
      if (sym == "main") {
        setImport(main_alias);
      }
      if (sym == main_alias) {
        setImport("main");
      }
    }
  }, "mergeLibSymbols");
  var asyncLoad = /* @__PURE__ */ __name(async (url) => {
    var arrayBuffer = await readAsync(url);
    return new Uint8Array(arrayBuffer);
  }, "asyncLoad");
  function loadDynamicLibrary(libName2, flags2 = {
    global: true,
    nodelete: true
  }, localScope2, handle2) {
    var dso = LDSO.loadedLibsByName[libName2];
    if (dso) {
      if (!flags2.global) {
        if (localScope2) {
          Object.assign(localScope2, dso.exports);
        }
      } else if (!dso.global) {
        dso.global = true;
        mergeLibSymbols(dso.exports, libName2);
      }
      if (flags2.nodelete && dso.refcount !== Infinity) {
        dso.refcount = Infinity;
      }
      dso.refcount++;
      if (handle2) {
        LDSO.loadedLibsByHandle[handle2] = dso;
      }
      return flags2.loadAsync ? Promise.resolve(true) : true;
    }
    dso = newDSO(libName2, handle2, "loading");
    dso.refcount = flags2.nodelete ? Infinity : 1;
    dso.global = flags2.global;
    function loadLibData() {
      if (handle2) {
        var data = LE_HEAP_LOAD_U32((handle2 + 28 >> 2) * 4);
        var dataSize = LE_HEAP_LOAD_U32((handle2 + 32 >> 2) * 4);
        if (data && dataSize) {
          var libData = HEAP8.slice(data, data + dataSize);
          return flags2.loadAsync ? Promise.resolve(libData) : libData;
        }
      }
      var libFile = locateFile(libName2);
      if (flags2.loadAsync) {
        return asyncLoad(libFile);
      }
      if (!readBinary) {
        throw new Error(`${libFile}: file not found, and synchronous loading of external files is not available`);
      }
      return readBinary(libFile);
    }
    __name(loadLibData, "loadLibData");
    function getExports() {
      if (flags2.loadAsync) {
        return loadLibData().then((libData) => loadWebAssemblyModule(libData, flags2, libName2, localScope2, handle2));
      }
      return loadWebAssemblyModule(loadLibData(), flags2, libName2, localScope2, handle2);
    }
    __name(getExports, "getExports");
    function moduleLoaded(exports) {
      if (dso.global) {
        mergeLibSymbols(exports, libName2);
      } else if (localScope2) {
        Object.assign(localScope2, exports);
      }
      dso.exports = exports;
    }
    __name(moduleLoaded, "moduleLoaded");
    if (flags2.loadAsync) {
      return getExports().then((exports) => {
        moduleLoaded(exports);
        return true;
      });
    }
    moduleLoaded(getExports());
    return true;
  }
  __name(loadDynamicLibrary, "loadDynamicLibrary");
  var reportUndefinedSymbols = /* @__PURE__ */ __name(() => {
    for (var [symName, entry] of Object.entries(GOT)) {
      if (entry.value == 0) {
        var value = resolveGlobalSymbol(symName, true).sym;
        if (!value && !entry.required) {
          continue;
        }
        if (typeof value == "function") {
          entry.value = addFunction(value, value.sig);
        } else if (typeof value == "number") {
          entry.value = value;
        } else {
          throw new Error(`bad export type for '${symName}': ${typeof value}`);
        }
      }
    }
  }, "reportUndefinedSymbols");
  var runDependencies = 0;
  var dependenciesFulfilled = null;
  var removeRunDependency = /* @__PURE__ */ __name((id) => {
    runDependencies--;
    Module["monitorRunDependencies"]?.(runDependencies);
    if (runDependencies == 0) {
      if (dependenciesFulfilled) {
        var callback = dependenciesFulfilled;
        dependenciesFulfilled = null;
        callback();
      }
    }
  }, "removeRunDependency");
  var addRunDependency = /* @__PURE__ */ __name((id) => {
    runDependencies++;
    Module["monitorRunDependencies"]?.(runDependencies);
  }, "addRunDependency");
  var loadDylibs = /* @__PURE__ */ __name(async () => {
    if (!dynamicLibraries.length) {
      reportUndefinedSymbols();
      return;
    }
    addRunDependency("loadDylibs");
    for (var lib of dynamicLibraries) {
      await loadDynamicLibrary(lib, {
        loadAsync: true,
        global: true,
        nodelete: true,
        allowUndefined: true
      });
    }
    reportUndefinedSymbols();
    removeRunDependency("loadDylibs");
  }, "loadDylibs");
  var noExitRuntime = true;
  function setValue(ptr, value, type = "i8") {
    if (type.endsWith("*")) type = "*";
    switch (type) {
      case "i1":
        HEAP8[ptr] = value;
        break;
      case "i8":
        HEAP8[ptr] = value;
        break;
      case "i16":
        LE_HEAP_STORE_I16((ptr >> 1) * 2, value);
        break;
      case "i32":
        LE_HEAP_STORE_I32((ptr >> 2) * 4, value);
        break;
      case "i64":
        LE_HEAP_STORE_I64((ptr >> 3) * 8, BigInt(value));
        break;
      case "float":
        LE_HEAP_STORE_F32((ptr >> 2) * 4, value);
        break;
      case "double":
        LE_HEAP_STORE_F64((ptr >> 3) * 8, value);
        break;
      case "*":
        LE_HEAP_STORE_U32((ptr >> 2) * 4, value);
        break;
      default:
        abort(`invalid type for setValue: ${type}`);
    }
  }
  __name(setValue, "setValue");
  var ___memory_base = new WebAssembly.Global({
    "value": "i32",
    "mutable": false
  }, 1024);
  var ___stack_high = 82240;
  var ___stack_low = 16704;
  var ___stack_pointer = new WebAssembly.Global({
    "value": "i32",
    "mutable": true
  }, 82240);
  var ___table_base = new WebAssembly.Global({
    "value": "i32",
    "mutable": false
  }, 1);
  var __abort_js = /* @__PURE__ */ __name(() => abort(""), "__abort_js");
  __abort_js.sig = "v";
  var getHeapMax = /* @__PURE__ */ __name(() => (
    // Stay one Wasm page short of 4GB: while e.g. Chrome is able to allocate
    // full 4GB Wasm memories, the size will wrap back to 0 bytes in Wasm side
    // for any code that deals with heap sizes, which would require special
    // casing all heap size related code to treat 0 specially.
    2147483648
  ), "getHeapMax");
  var growMemory = /* @__PURE__ */ __name((size) => {
    var oldHeapSize = wasmMemory.buffer.byteLength;
    var pages = (size - oldHeapSize + 65535) / 65536 | 0;
    try {
      wasmMemory.grow(pages);
      updateMemoryViews();
      return 1;
    } catch (e) {
    }
  }, "growMemory");
  var _emscripten_resize_heap = /* @__PURE__ */ __name((requestedSize) => {
    var oldSize = HEAPU8.length;
    requestedSize >>>= 0;
    var maxHeapSize = getHeapMax();
    if (requestedSize > maxHeapSize) {
      return false;
    }
    for (var cutDown = 1; cutDown <= 4; cutDown *= 2) {
      var overGrownHeapSize = oldSize * (1 + 0.2 / cutDown);
      overGrownHeapSize = Math.min(overGrownHeapSize, requestedSize + 100663296);
      var newSize = Math.min(maxHeapSize, alignMemory(Math.max(requestedSize, overGrownHeapSize), 65536));
      var replacement = growMemory(newSize);
      if (replacement) {
        return true;
      }
    }
    return false;
  }, "_emscripten_resize_heap");
  _emscripten_resize_heap.sig = "ip";
  var _fd_close = /* @__PURE__ */ __name((fd) => 52, "_fd_close");
  _fd_close.sig = "ii";
  var INT53_MAX = 9007199254740992;
  var INT53_MIN = -9007199254740992;
  var bigintToI53Checked = /* @__PURE__ */ __name((num) => num < INT53_MIN || num > INT53_MAX ? NaN : Number(num), "bigintToI53Checked");
  function _fd_seek(fd, offset, whence, newOffset) {
    offset = bigintToI53Checked(offset);
    return 70;
  }
  __name(_fd_seek, "_fd_seek");
  _fd_seek.sig = "iijip";
  var printCharBuffers = [null, [], []];
  var printChar = /* @__PURE__ */ __name((stream, curr) => {
    var buffer = printCharBuffers[stream];
    if (curr === 0 || curr === 10) {
      (stream === 1 ? out : err)(UTF8ArrayToString(buffer));
      buffer.length = 0;
    } else {
      buffer.push(curr);
    }
  }, "printChar");
  var _fd_write = /* @__PURE__ */ __name((fd, iov, iovcnt, pnum) => {
    var num = 0;
    for (var i2 = 0; i2 < iovcnt; i2++) {
      var ptr = LE_HEAP_LOAD_U32((iov >> 2) * 4);
      var len = LE_HEAP_LOAD_U32((iov + 4 >> 2) * 4);
      iov += 8;
      for (var j = 0; j < len; j++) {
        printChar(fd, HEAPU8[ptr + j]);
      }
      num += len;
    }
    LE_HEAP_STORE_U32((pnum >> 2) * 4, num);
    return 0;
  }, "_fd_write");
  _fd_write.sig = "iippp";
  function _tree_sitter_log_callback(isLexMessage, messageAddress) {
    if (Module.currentLogCallback) {
      const message = UTF8ToString(messageAddress);
      Module.currentLogCallback(message, isLexMessage !== 0);
    }
  }
  __name(_tree_sitter_log_callback, "_tree_sitter_log_callback");
  function _tree_sitter_parse_callback(inputBufferAddress, index, row, column, lengthAddress) {
    const INPUT_BUFFER_SIZE = 10 * 1024;
    const string = Module.currentParseCallback(index, {
      row,
      column
    });
    if (typeof string === "string") {
      setValue(lengthAddress, string.length, "i32");
      stringToUTF16(string, inputBufferAddress, INPUT_BUFFER_SIZE);
    } else {
      setValue(lengthAddress, 0, "i32");
    }
  }
  __name(_tree_sitter_parse_callback, "_tree_sitter_parse_callback");
  function _tree_sitter_progress_callback(currentOffset, hasError) {
    if (Module.currentProgressCallback) {
      return Module.currentProgressCallback({
        currentOffset,
        hasError
      });
    }
    return false;
  }
  __name(_tree_sitter_progress_callback, "_tree_sitter_progress_callback");
  function _tree_sitter_query_progress_callback(currentOffset) {
    if (Module.currentQueryProgressCallback) {
      return Module.currentQueryProgressCallback({
        currentOffset
      });
    }
    return false;
  }
  __name(_tree_sitter_query_progress_callback, "_tree_sitter_query_progress_callback");
  var runtimeKeepaliveCounter = 0;
  var keepRuntimeAlive = /* @__PURE__ */ __name(() => noExitRuntime || runtimeKeepaliveCounter > 0, "keepRuntimeAlive");
  var _proc_exit = /* @__PURE__ */ __name((code) => {
    EXITSTATUS = code;
    if (!keepRuntimeAlive()) {
      Module["onExit"]?.(code);
      ABORT = true;
    }
    quit_(code, new ExitStatus(code));
  }, "_proc_exit");
  _proc_exit.sig = "vi";
  var exitJS = /* @__PURE__ */ __name((status, implicit) => {
    EXITSTATUS = status;
    _proc_exit(status);
  }, "exitJS");
  var handleException = /* @__PURE__ */ __name((e) => {
    if (e instanceof ExitStatus || e == "unwind") {
      return EXITSTATUS;
    }
    quit_(1, e);
  }, "handleException");
  var lengthBytesUTF8 = /* @__PURE__ */ __name((str) => {
    var len = 0;
    for (var i2 = 0; i2 < str.length; ++i2) {
      var c = str.charCodeAt(i2);
      if (c <= 127) {
        len++;
      } else if (c <= 2047) {
        len += 2;
      } else if (c >= 55296 && c <= 57343) {
        len += 4;
        ++i2;
      } else {
        len += 3;
      }
    }
    return len;
  }, "lengthBytesUTF8");
  var stringToUTF8Array = /* @__PURE__ */ __name((str, heap, outIdx, maxBytesToWrite) => {
    if (!(maxBytesToWrite > 0)) return 0;
    var startIdx = outIdx;
    var endIdx = outIdx + maxBytesToWrite - 1;
    for (var i2 = 0; i2 < str.length; ++i2) {
      var u = str.codePointAt(i2);
      if (u <= 127) {
        if (outIdx >= endIdx) break;
        heap[outIdx++] = u;
      } else if (u <= 2047) {
        if (outIdx + 1 >= endIdx) break;
        heap[outIdx++] = 192 | u >> 6;
        heap[outIdx++] = 128 | u & 63;
      } else if (u <= 65535) {
        if (outIdx + 2 >= endIdx) break;
        heap[outIdx++] = 224 | u >> 12;
        heap[outIdx++] = 128 | u >> 6 & 63;
        heap[outIdx++] = 128 | u & 63;
      } else {
        if (outIdx + 3 >= endIdx) break;
        heap[outIdx++] = 240 | u >> 18;
        heap[outIdx++] = 128 | u >> 12 & 63;
        heap[outIdx++] = 128 | u >> 6 & 63;
        heap[outIdx++] = 128 | u & 63;
        i2++;
      }
    }
    heap[outIdx] = 0;
    return outIdx - startIdx;
  }, "stringToUTF8Array");
  var stringToUTF8 = /* @__PURE__ */ __name((str, outPtr, maxBytesToWrite) => stringToUTF8Array(str, HEAPU8, outPtr, maxBytesToWrite), "stringToUTF8");
  var stackAlloc = /* @__PURE__ */ __name((sz) => __emscripten_stack_alloc(sz), "stackAlloc");
  var stringToUTF8OnStack = /* @__PURE__ */ __name((str) => {
    var size = lengthBytesUTF8(str) + 1;
    var ret = stackAlloc(size);
    stringToUTF8(str, ret, size);
    return ret;
  }, "stringToUTF8OnStack");
  var AsciiToString = /* @__PURE__ */ __name((ptr) => {
    var str = "";
    while (1) {
      var ch = HEAPU8[ptr++];
      if (!ch) return str;
      str += String.fromCharCode(ch);
    }
  }, "AsciiToString");
  var stringToUTF16 = /* @__PURE__ */ __name((str, outPtr, maxBytesToWrite) => {
    maxBytesToWrite ??= 2147483647;
    if (maxBytesToWrite < 2) return 0;
    maxBytesToWrite -= 2;
    var startPtr = outPtr;
    var numCharsToWrite = maxBytesToWrite < str.length * 2 ? maxBytesToWrite / 2 : str.length;
    for (var i2 = 0; i2 < numCharsToWrite; ++i2) {
      var codeUnit = str.charCodeAt(i2);
      LE_HEAP_STORE_I16((outPtr >> 1) * 2, codeUnit);
      outPtr += 2;
    }
    LE_HEAP_STORE_I16((outPtr >> 1) * 2, 0);
    return outPtr - startPtr;
  }, "stringToUTF16");
  LE_ATOMICS_NATIVE_BYTE_ORDER = new Int8Array(new Int16Array([1]).buffer)[0] === 1 ? [
    /* little endian */
    ((x) => x),
    ((x) => x),
    void 0,
    ((x) => x)
  ] : [
    /* big endian */
    ((x) => x),
    ((x) => ((x & 65280) << 8 | (x & 255) << 24) >> 16),
    void 0,
    ((x) => x >> 24 & 255 | x >> 8 & 65280 | (x & 65280) << 8 | (x & 255) << 24)
  ];
  function LE_HEAP_UPDATE() {
    HEAPU16.unsigned = ((x) => x & 65535);
    HEAPU32.unsigned = ((x) => x >>> 0);
  }
  __name(LE_HEAP_UPDATE, "LE_HEAP_UPDATE");
  {
    initMemory();
    if (Module["noExitRuntime"]) noExitRuntime = Module["noExitRuntime"];
    if (Module["print"]) out = Module["print"];
    if (Module["printErr"]) err = Module["printErr"];
    if (Module["dynamicLibraries"]) dynamicLibraries = Module["dynamicLibraries"];
    if (Module["wasmBinary"]) wasmBinary = Module["wasmBinary"];
    if (Module["arguments"]) arguments_ = Module["arguments"];
    if (Module["thisProgram"]) thisProgram = Module["thisProgram"];
    if (Module["preInit"]) {
      if (typeof Module["preInit"] == "function") Module["preInit"] = [Module["preInit"]];
      while (Module["preInit"].length > 0) {
        Module["preInit"].shift()();
      }
    }
  }
  Module["setValue"] = setValue;
  Module["getValue"] = getValue;
  Module["UTF8ToString"] = UTF8ToString;
  Module["stringToUTF8"] = stringToUTF8;
  Module["lengthBytesUTF8"] = lengthBytesUTF8;
  Module["AsciiToString"] = AsciiToString;
  Module["stringToUTF16"] = stringToUTF16;
  Module["loadWebAssemblyModule"] = loadWebAssemblyModule;
  Module["LE_HEAP_STORE_I64"] = LE_HEAP_STORE_I64;
  var ASM_CONSTS = {};
  var _malloc, _calloc, _realloc, _free, _ts_range_edit, _memcmp, _ts_language_symbol_count, _ts_language_state_count, _ts_language_abi_version, _ts_language_name, _ts_language_field_count, _ts_language_next_state, _ts_language_symbol_name, _ts_language_symbol_for_name, _strncmp, _strlen, _ts_language_symbol_type, _ts_language_field_name_for_id, _ts_lookahead_iterator_new, _ts_lookahead_iterator_delete, _ts_lookahead_iterator_reset_state, _ts_lookahead_iterator_reset, _ts_lookahead_iterator_next, _ts_lookahead_iterator_current_symbol, _ts_point_edit, _ts_parser_delete, _ts_parser_reset, _ts_parser_set_language, _ts_parser_set_included_ranges, _ts_query_new, _ts_query_delete, _iswspace, _iswalnum, _ts_query_copy, _ts_query_pattern_count, _ts_query_capture_count, _ts_query_string_count, _ts_query_capture_name_for_id, _ts_query_capture_quantifier_for_id, _ts_query_string_value_for_id, _ts_query_predicates_for_pattern, _ts_query_start_byte_for_pattern, _ts_query_end_byte_for_pattern, _ts_query_is_pattern_rooted, _ts_query_is_pattern_non_local, _ts_query_is_pattern_guaranteed_at_step, _ts_query_disable_capture, _ts_query_disable_pattern, _ts_tree_copy, _ts_tree_delete, _ts_init, _ts_parser_new_wasm, _ts_parser_enable_logger_wasm, _ts_parser_parse_wasm, _ts_parser_included_ranges_wasm, _ts_language_type_is_named_wasm, _ts_language_type_is_visible_wasm, _ts_language_metadata_wasm, _ts_language_supertypes_wasm, _ts_language_subtypes_wasm, _ts_tree_root_node_wasm, _ts_tree_root_node_with_offset_wasm, _ts_tree_edit_wasm, _ts_tree_included_ranges_wasm, _ts_tree_get_changed_ranges_wasm, _ts_tree_cursor_new_wasm, _ts_tree_cursor_copy_wasm, _ts_tree_cursor_delete_wasm, _ts_tree_cursor_reset_wasm, _ts_tree_cursor_reset_to_wasm, _ts_tree_cursor_goto_first_child_wasm, _ts_tree_cursor_goto_last_child_wasm, _ts_tree_cursor_goto_first_child_for_index_wasm, _ts_tree_cursor_goto_first_child_for_position_wasm, _ts_tree_cursor_goto_next_sibling_wasm, _ts_tree_cursor_goto_previous_sibling_wasm, _ts_tree_cursor_goto_descendant_wasm, _ts_tree_cursor_goto_parent_wasm, _ts_tree_cursor_current_node_type_id_wasm, _ts_tree_cursor_current_node_state_id_wasm, _ts_tree_cursor_current_node_is_named_wasm, _ts_tree_cursor_current_node_is_missing_wasm, _ts_tree_cursor_current_node_id_wasm, _ts_tree_cursor_start_position_wasm, _ts_tree_cursor_end_position_wasm, _ts_tree_cursor_start_index_wasm, _ts_tree_cursor_end_index_wasm, _ts_tree_cursor_current_field_id_wasm, _ts_tree_cursor_current_depth_wasm, _ts_tree_cursor_current_descendant_index_wasm, _ts_tree_cursor_current_node_wasm, _ts_node_symbol_wasm, _ts_node_field_name_for_child_wasm, _ts_node_field_name_for_named_child_wasm, _ts_node_children_by_field_id_wasm, _ts_node_first_child_for_byte_wasm, _ts_node_first_named_child_for_byte_wasm, _ts_node_grammar_symbol_wasm, _ts_node_child_count_wasm, _ts_node_named_child_count_wasm, _ts_node_child_wasm, _ts_node_named_child_wasm, _ts_node_child_by_field_id_wasm, _ts_node_next_sibling_wasm, _ts_node_prev_sibling_wasm, _ts_node_next_named_sibling_wasm, _ts_node_prev_named_sibling_wasm, _ts_node_descendant_count_wasm, _ts_node_parent_wasm, _ts_node_child_with_descendant_wasm, _ts_node_descendant_for_index_wasm, _ts_node_named_descendant_for_index_wasm, _ts_node_descendant_for_position_wasm, _ts_node_named_descendant_for_position_wasm, _ts_node_start_point_wasm, _ts_node_end_point_wasm, _ts_node_start_index_wasm, _ts_node_end_index_wasm, _ts_node_to_string_wasm, _ts_node_children_wasm, _ts_node_named_children_wasm, _ts_node_descendants_of_type_wasm, _ts_node_is_named_wasm, _ts_node_has_changes_wasm, _ts_node_has_error_wasm, _ts_node_is_error_wasm, _ts_node_is_missing_wasm, _ts_node_is_extra_wasm, _ts_node_parse_state_wasm, _ts_node_next_parse_state_wasm, _ts_query_matches_wasm, _ts_query_captures_wasm, _memset, _memcpy, _memmove, _iswalpha, _iswblank, _iswdigit, _iswlower, _iswpunct, _iswupper, _iswxdigit, _memchr, _strcmp, _strncat, _strncpy, _towlower, _towupper, _setThrew, __emscripten_stack_restore, __emscripten_stack_alloc, _emscripten_stack_get_current, ___wasm_apply_data_relocs;
  function assignWasmExports(wasmExports2) {
    Module["_malloc"] = _malloc = wasmExports2["malloc"];
    Module["_calloc"] = _calloc = wasmExports2["calloc"];
    Module["_realloc"] = _realloc = wasmExports2["realloc"];
    Module["_free"] = _free = wasmExports2["free"];
    Module["_ts_range_edit"] = _ts_range_edit = wasmExports2["ts_range_edit"];
    Module["_memcmp"] = _memcmp = wasmExports2["memcmp"];
    Module["_ts_language_symbol_count"] = _ts_language_symbol_count = wasmExports2["ts_language_symbol_count"];
    Module["_ts_language_state_count"] = _ts_language_state_count = wasmExports2["ts_language_state_count"];
    Module["_ts_language_abi_version"] = _ts_language_abi_version = wasmExports2["ts_language_abi_version"];
    Module["_ts_language_name"] = _ts_language_name = wasmExports2["ts_language_name"];
    Module["_ts_language_field_count"] = _ts_language_field_count = wasmExports2["ts_language_field_count"];
    Module["_ts_language_next_state"] = _ts_language_next_state = wasmExports2["ts_language_next_state"];
    Module["_ts_language_symbol_name"] = _ts_language_symbol_name = wasmExports2["ts_language_symbol_name"];
    Module["_ts_language_symbol_for_name"] = _ts_language_symbol_for_name = wasmExports2["ts_language_symbol_for_name"];
    Module["_strncmp"] = _strncmp = wasmExports2["strncmp"];
    Module["_strlen"] = _strlen = wasmExports2["strlen"];
    Module["_ts_language_symbol_type"] = _ts_language_symbol_type = wasmExports2["ts_language_symbol_type"];
    Module["_ts_language_field_name_for_id"] = _ts_language_field_name_for_id = wasmExports2["ts_language_field_name_for_id"];
    Module["_ts_lookahead_iterator_new"] = _ts_lookahead_iterator_new = wasmExports2["ts_lookahead_iterator_new"];
    Module["_ts_lookahead_iterator_delete"] = _ts_lookahead_iterator_delete = wasmExports2["ts_lookahead_iterator_delete"];
    Module["_ts_lookahead_iterator_reset_state"] = _ts_lookahead_iterator_reset_state = wasmExports2["ts_lookahead_iterator_reset_state"];
    Module["_ts_lookahead_iterator_reset"] = _ts_lookahead_iterator_reset = wasmExports2["ts_lookahead_iterator_reset"];
    Module["_ts_lookahead_iterator_next"] = _ts_lookahead_iterator_next = wasmExports2["ts_lookahead_iterator_next"];
    Module["_ts_lookahead_iterator_current_symbol"] = _ts_lookahead_iterator_current_symbol = wasmExports2["ts_lookahead_iterator_current_symbol"];
    Module["_ts_point_edit"] = _ts_point_edit = wasmExports2["ts_point_edit"];
    Module["_ts_parser_delete"] = _ts_parser_delete = wasmExports2["ts_parser_delete"];
    Module["_ts_parser_reset"] = _ts_parser_reset = wasmExports2["ts_parser_reset"];
    Module["_ts_parser_set_language"] = _ts_parser_set_language = wasmExports2["ts_parser_set_language"];
    Module["_ts_parser_set_included_ranges"] = _ts_parser_set_included_ranges = wasmExports2["ts_parser_set_included_ranges"];
    Module["_ts_query_new"] = _ts_query_new = wasmExports2["ts_query_new"];
    Module["_ts_query_delete"] = _ts_query_delete = wasmExports2["ts_query_delete"];
    Module["_iswspace"] = _iswspace = wasmExports2["iswspace"];
    Module["_iswalnum"] = _iswalnum = wasmExports2["iswalnum"];
    Module["_ts_query_copy"] = _ts_query_copy = wasmExports2["ts_query_copy"];
    Module["_ts_query_pattern_count"] = _ts_query_pattern_count = wasmExports2["ts_query_pattern_count"];
    Module["_ts_query_capture_count"] = _ts_query_capture_count = wasmExports2["ts_query_capture_count"];
    Module["_ts_query_string_count"] = _ts_query_string_count = wasmExports2["ts_query_string_count"];
    Module["_ts_query_capture_name_for_id"] = _ts_query_capture_name_for_id = wasmExports2["ts_query_capture_name_for_id"];
    Module["_ts_query_capture_quantifier_for_id"] = _ts_query_capture_quantifier_for_id = wasmExports2["ts_query_capture_quantifier_for_id"];
    Module["_ts_query_string_value_for_id"] = _ts_query_string_value_for_id = wasmExports2["ts_query_string_value_for_id"];
    Module["_ts_query_predicates_for_pattern"] = _ts_query_predicates_for_pattern = wasmExports2["ts_query_predicates_for_pattern"];
    Module["_ts_query_start_byte_for_pattern"] = _ts_query_start_byte_for_pattern = wasmExports2["ts_query_start_byte_for_pattern"];
    Module["_ts_query_end_byte_for_pattern"] = _ts_query_end_byte_for_pattern = wasmExports2["ts_query_end_byte_for_pattern"];
    Module["_ts_query_is_pattern_rooted"] = _ts_query_is_pattern_rooted = wasmExports2["ts_query_is_pattern_rooted"];
    Module["_ts_query_is_pattern_non_local"] = _ts_query_is_pattern_non_local = wasmExports2["ts_query_is_pattern_non_local"];
    Module["_ts_query_is_pattern_guaranteed_at_step"] = _ts_query_is_pattern_guaranteed_at_step = wasmExports2["ts_query_is_pattern_guaranteed_at_step"];
    Module["_ts_query_disable_capture"] = _ts_query_disable_capture = wasmExports2["ts_query_disable_capture"];
    Module["_ts_query_disable_pattern"] = _ts_query_disable_pattern = wasmExports2["ts_query_disable_pattern"];
    Module["_ts_tree_copy"] = _ts_tree_copy = wasmExports2["ts_tree_copy"];
    Module["_ts_tree_delete"] = _ts_tree_delete = wasmExports2["ts_tree_delete"];
    Module["_ts_init"] = _ts_init = wasmExports2["ts_init"];
    Module["_ts_parser_new_wasm"] = _ts_parser_new_wasm = wasmExports2["ts_parser_new_wasm"];
    Module["_ts_parser_enable_logger_wasm"] = _ts_parser_enable_logger_wasm = wasmExports2["ts_parser_enable_logger_wasm"];
    Module["_ts_parser_parse_wasm"] = _ts_parser_parse_wasm = wasmExports2["ts_parser_parse_wasm"];
    Module["_ts_parser_included_ranges_wasm"] = _ts_parser_included_ranges_wasm = wasmExports2["ts_parser_included_ranges_wasm"];
    Module["_ts_language_type_is_named_wasm"] = _ts_language_type_is_named_wasm = wasmExports2["ts_language_type_is_named_wasm"];
    Module["_ts_language_type_is_visible_wasm"] = _ts_language_type_is_visible_wasm = wasmExports2["ts_language_type_is_visible_wasm"];
    Module["_ts_language_metadata_wasm"] = _ts_language_metadata_wasm = wasmExports2["ts_language_metadata_wasm"];
    Module["_ts_language_supertypes_wasm"] = _ts_language_supertypes_wasm = wasmExports2["ts_language_supertypes_wasm"];
    Module["_ts_language_subtypes_wasm"] = _ts_language_subtypes_wasm = wasmExports2["ts_language_subtypes_wasm"];
    Module["_ts_tree_root_node_wasm"] = _ts_tree_root_node_wasm = wasmExports2["ts_tree_root_node_wasm"];
    Module["_ts_tree_root_node_with_offset_wasm"] = _ts_tree_root_node_with_offset_wasm = wasmExports2["ts_tree_root_node_with_offset_wasm"];
    Module["_ts_tree_edit_wasm"] = _ts_tree_edit_wasm = wasmExports2["ts_tree_edit_wasm"];
    Module["_ts_tree_included_ranges_wasm"] = _ts_tree_included_ranges_wasm = wasmExports2["ts_tree_included_ranges_wasm"];
    Module["_ts_tree_get_changed_ranges_wasm"] = _ts_tree_get_changed_ranges_wasm = wasmExports2["ts_tree_get_changed_ranges_wasm"];
    Module["_ts_tree_cursor_new_wasm"] = _ts_tree_cursor_new_wasm = wasmExports2["ts_tree_cursor_new_wasm"];
    Module["_ts_tree_cursor_copy_wasm"] = _ts_tree_cursor_copy_wasm = wasmExports2["ts_tree_cursor_copy_wasm"];
    Module["_ts_tree_cursor_delete_wasm"] = _ts_tree_cursor_delete_wasm = wasmExports2["ts_tree_cursor_delete_wasm"];
    Module["_ts_tree_cursor_reset_wasm"] = _ts_tree_cursor_reset_wasm = wasmExports2["ts_tree_cursor_reset_wasm"];
    Module["_ts_tree_cursor_reset_to_wasm"] = _ts_tree_cursor_reset_to_wasm = wasmExports2["ts_tree_cursor_reset_to_wasm"];
    Module["_ts_tree_cursor_goto_first_child_wasm"] = _ts_tree_cursor_goto_first_child_wasm = wasmExports2["ts_tree_cursor_goto_first_child_wasm"];
    Module["_ts_tree_cursor_goto_last_child_wasm"] = _ts_tree_cursor_goto_last_child_wasm = wasmExports2["ts_tree_cursor_goto_last_child_wasm"];
    Module["_ts_tree_cursor_goto_first_child_for_index_wasm"] = _ts_tree_cursor_goto_first_child_for_index_wasm = wasmExports2["ts_tree_cursor_goto_first_child_for_index_wasm"];
    Module["_ts_tree_cursor_goto_first_child_for_position_wasm"] = _ts_tree_cursor_goto_first_child_for_position_wasm = wasmExports2["ts_tree_cursor_goto_first_child_for_position_wasm"];
    Module["_ts_tree_cursor_goto_next_sibling_wasm"] = _ts_tree_cursor_goto_next_sibling_wasm = wasmExports2["ts_tree_cursor_goto_next_sibling_wasm"];
    Module["_ts_tree_cursor_goto_previous_sibling_wasm"] = _ts_tree_cursor_goto_previous_sibling_wasm = wasmExports2["ts_tree_cursor_goto_previous_sibling_wasm"];
    Module["_ts_tree_cursor_goto_descendant_wasm"] = _ts_tree_cursor_goto_descendant_wasm = wasmExports2["ts_tree_cursor_goto_descendant_wasm"];
    Module["_ts_tree_cursor_goto_parent_wasm"] = _ts_tree_cursor_goto_parent_wasm = wasmExports2["ts_tree_cursor_goto_parent_wasm"];
    Module["_ts_tree_cursor_current_node_type_id_wasm"] = _ts_tree_cursor_current_node_type_id_wasm = wasmExports2["ts_tree_cursor_current_node_type_id_wasm"];
    Module["_ts_tree_cursor_current_node_state_id_wasm"] = _ts_tree_cursor_current_node_state_id_wasm = wasmExports2["ts_tree_cursor_current_node_state_id_wasm"];
    Module["_ts_tree_cursor_current_node_is_named_wasm"] = _ts_tree_cursor_current_node_is_named_wasm = wasmExports2["ts_tree_cursor_current_node_is_named_wasm"];
    Module["_ts_tree_cursor_current_node_is_missing_wasm"] = _ts_tree_cursor_current_node_is_missing_wasm = wasmExports2["ts_tree_cursor_current_node_is_missing_wasm"];
    Module["_ts_tree_cursor_current_node_id_wasm"] = _ts_tree_cursor_current_node_id_wasm = wasmExports2["ts_tree_cursor_current_node_id_wasm"];
    Module["_ts_tree_cursor_start_position_wasm"] = _ts_tree_cursor_start_position_wasm = wasmExports2["ts_tree_cursor_start_position_wasm"];
    Module["_ts_tree_cursor_end_position_wasm"] = _ts_tree_cursor_end_position_wasm = wasmExports2["ts_tree_cursor_end_position_wasm"];
    Module["_ts_tree_cursor_start_index_wasm"] = _ts_tree_cursor_start_index_wasm = wasmExports2["ts_tree_cursor_start_index_wasm"];
    Module["_ts_tree_cursor_end_index_wasm"] = _ts_tree_cursor_end_index_wasm = wasmExports2["ts_tree_cursor_end_index_wasm"];
    Module["_ts_tree_cursor_current_field_id_wasm"] = _ts_tree_cursor_current_field_id_wasm = wasmExports2["ts_tree_cursor_current_field_id_wasm"];
    Module["_ts_tree_cursor_current_depth_wasm"] = _ts_tree_cursor_current_depth_wasm = wasmExports2["ts_tree_cursor_current_depth_wasm"];
    Module["_ts_tree_cursor_current_descendant_index_wasm"] = _ts_tree_cursor_current_descendant_index_wasm = wasmExports2["ts_tree_cursor_current_descendant_index_wasm"];
    Module["_ts_tree_cursor_current_node_wasm"] = _ts_tree_cursor_current_node_wasm = wasmExports2["ts_tree_cursor_current_node_wasm"];
    Module["_ts_node_symbol_wasm"] = _ts_node_symbol_wasm = wasmExports2["ts_node_symbol_wasm"];
    Module["_ts_node_field_name_for_child_wasm"] = _ts_node_field_name_for_child_wasm = wasmExports2["ts_node_field_name_for_child_wasm"];
    Module["_ts_node_field_name_for_named_child_wasm"] = _ts_node_field_name_for_named_child_wasm = wasmExports2["ts_node_field_name_for_named_child_wasm"];
    Module["_ts_node_children_by_field_id_wasm"] = _ts_node_children_by_field_id_wasm = wasmExports2["ts_node_children_by_field_id_wasm"];
    Module["_ts_node_first_child_for_byte_wasm"] = _ts_node_first_child_for_byte_wasm = wasmExports2["ts_node_first_child_for_byte_wasm"];
    Module["_ts_node_first_named_child_for_byte_wasm"] = _ts_node_first_named_child_for_byte_wasm = wasmExports2["ts_node_first_named_child_for_byte_wasm"];
    Module["_ts_node_grammar_symbol_wasm"] = _ts_node_grammar_symbol_wasm = wasmExports2["ts_node_grammar_symbol_wasm"];
    Module["_ts_node_child_count_wasm"] = _ts_node_child_count_wasm = wasmExports2["ts_node_child_count_wasm"];
    Module["_ts_node_named_child_count_wasm"] = _ts_node_named_child_count_wasm = wasmExports2["ts_node_named_child_count_wasm"];
    Module["_ts_node_child_wasm"] = _ts_node_child_wasm = wasmExports2["ts_node_child_wasm"];
    Module["_ts_node_named_child_wasm"] = _ts_node_named_child_wasm = wasmExports2["ts_node_named_child_wasm"];
    Module["_ts_node_child_by_field_id_wasm"] = _ts_node_child_by_field_id_wasm = wasmExports2["ts_node_child_by_field_id_wasm"];
    Module["_ts_node_next_sibling_wasm"] = _ts_node_next_sibling_wasm = wasmExports2["ts_node_next_sibling_wasm"];
    Module["_ts_node_prev_sibling_wasm"] = _ts_node_prev_sibling_wasm = wasmExports2["ts_node_prev_sibling_wasm"];
    Module["_ts_node_next_named_sibling_wasm"] = _ts_node_next_named_sibling_wasm = wasmExports2["ts_node_next_named_sibling_wasm"];
    Module["_ts_node_prev_named_sibling_wasm"] = _ts_node_prev_named_sibling_wasm = wasmExports2["ts_node_prev_named_sibling_wasm"];
    Module["_ts_node_descendant_count_wasm"] = _ts_node_descendant_count_wasm = wasmExports2["ts_node_descendant_count_wasm"];
    Module["_ts_node_parent_wasm"] = _ts_node_parent_wasm = wasmExports2["ts_node_parent_wasm"];
    Module["_ts_node_child_with_descendant_wasm"] = _ts_node_child_with_descendant_wasm = wasmExports2["ts_node_child_with_descendant_wasm"];
    Module["_ts_node_descendant_for_index_wasm"] = _ts_node_descendant_for_index_wasm = wasmExports2["ts_node_descendant_for_index_wasm"];
    Module["_ts_node_named_descendant_for_index_wasm"] = _ts_node_named_descendant_for_index_wasm = wasmExports2["ts_node_named_descendant_for_index_wasm"];
    Module["_ts_node_descendant_for_position_wasm"] = _ts_node_descendant_for_position_wasm = wasmExports2["ts_node_descendant_for_position_wasm"];
    Module["_ts_node_named_descendant_for_position_wasm"] = _ts_node_named_descendant_for_position_wasm = wasmExports2["ts_node_named_descendant_for_position_wasm"];
    Module["_ts_node_start_point_wasm"] = _ts_node_start_point_wasm = wasmExports2["ts_node_start_point_wasm"];
    Module["_ts_node_end_point_wasm"] = _ts_node_end_point_wasm = wasmExports2["ts_node_end_point_wasm"];
    Module["_ts_node_start_index_wasm"] = _ts_node_start_index_wasm = wasmExports2["ts_node_start_index_wasm"];
    Module["_ts_node_end_index_wasm"] = _ts_node_end_index_wasm = wasmExports2["ts_node_end_index_wasm"];
    Module["_ts_node_to_string_wasm"] = _ts_node_to_string_wasm = wasmExports2["ts_node_to_string_wasm"];
    Module["_ts_node_children_wasm"] = _ts_node_children_wasm = wasmExports2["ts_node_children_wasm"];
    Module["_ts_node_named_children_wasm"] = _ts_node_named_children_wasm = wasmExports2["ts_node_named_children_wasm"];
    Module["_ts_node_descendants_of_type_wasm"] = _ts_node_descendants_of_type_wasm = wasmExports2["ts_node_descendants_of_type_wasm"];
    Module["_ts_node_is_named_wasm"] = _ts_node_is_named_wasm = wasmExports2["ts_node_is_named_wasm"];
    Module["_ts_node_has_changes_wasm"] = _ts_node_has_changes_wasm = wasmExports2["ts_node_has_changes_wasm"];
    Module["_ts_node_has_error_wasm"] = _ts_node_has_error_wasm = wasmExports2["ts_node_has_error_wasm"];
    Module["_ts_node_is_error_wasm"] = _ts_node_is_error_wasm = wasmExports2["ts_node_is_error_wasm"];
    Module["_ts_node_is_missing_wasm"] = _ts_node_is_missing_wasm = wasmExports2["ts_node_is_missing_wasm"];
    Module["_ts_node_is_extra_wasm"] = _ts_node_is_extra_wasm = wasmExports2["ts_node_is_extra_wasm"];
    Module["_ts_node_parse_state_wasm"] = _ts_node_parse_state_wasm = wasmExports2["ts_node_parse_state_wasm"];
    Module["_ts_node_next_parse_state_wasm"] = _ts_node_next_parse_state_wasm = wasmExports2["ts_node_next_parse_state_wasm"];
    Module["_ts_query_matches_wasm"] = _ts_query_matches_wasm = wasmExports2["ts_query_matches_wasm"];
    Module["_ts_query_captures_wasm"] = _ts_query_captures_wasm = wasmExports2["ts_query_captures_wasm"];
    Module["_memset"] = _memset = wasmExports2["memset"];
    Module["_memcpy"] = _memcpy = wasmExports2["memcpy"];
    Module["_memmove"] = _memmove = wasmExports2["memmove"];
    Module["_iswalpha"] = _iswalpha = wasmExports2["iswalpha"];
    Module["_iswblank"] = _iswblank = wasmExports2["iswblank"];
    Module["_iswdigit"] = _iswdigit = wasmExports2["iswdigit"];
    Module["_iswlower"] = _iswlower = wasmExports2["iswlower"];
    Module["_iswpunct"] = _iswpunct = wasmExports2["iswpunct"];
    Module["_iswupper"] = _iswupper = wasmExports2["iswupper"];
    Module["_iswxdigit"] = _iswxdigit = wasmExports2["iswxdigit"];
    Module["_memchr"] = _memchr = wasmExports2["memchr"];
    Module["_strcmp"] = _strcmp = wasmExports2["strcmp"];
    Module["_strncat"] = _strncat = wasmExports2["strncat"];
    Module["_strncpy"] = _strncpy = wasmExports2["strncpy"];
    Module["_towlower"] = _towlower = wasmExports2["towlower"];
    Module["_towupper"] = _towupper = wasmExports2["towupper"];
    _setThrew = wasmExports2["setThrew"];
    __emscripten_stack_restore = wasmExports2["_emscripten_stack_restore"];
    __emscripten_stack_alloc = wasmExports2["_emscripten_stack_alloc"];
    _emscripten_stack_get_current = wasmExports2["emscripten_stack_get_current"];
    ___wasm_apply_data_relocs = wasmExports2["__wasm_apply_data_relocs"];
  }
  __name(assignWasmExports, "assignWasmExports");
  var wasmImports = {
    /** @export */
    __heap_base: ___heap_base,
    /** @export */
    __indirect_function_table: wasmTable,
    /** @export */
    __memory_base: ___memory_base,
    /** @export */
    __stack_high: ___stack_high,
    /** @export */
    __stack_low: ___stack_low,
    /** @export */
    __stack_pointer: ___stack_pointer,
    /** @export */
    __table_base: ___table_base,
    /** @export */
    _abort_js: __abort_js,
    /** @export */
    emscripten_resize_heap: _emscripten_resize_heap,
    /** @export */
    fd_close: _fd_close,
    /** @export */
    fd_seek: _fd_seek,
    /** @export */
    fd_write: _fd_write,
    /** @export */
    memory: wasmMemory,
    /** @export */
    tree_sitter_log_callback: _tree_sitter_log_callback,
    /** @export */
    tree_sitter_parse_callback: _tree_sitter_parse_callback,
    /** @export */
    tree_sitter_progress_callback: _tree_sitter_progress_callback,
    /** @export */
    tree_sitter_query_progress_callback: _tree_sitter_query_progress_callback
  };
  function callMain(args2 = []) {
    var entryFunction = resolveGlobalSymbol("main").sym;
    if (!entryFunction) return;
    args2.unshift(thisProgram);
    var argc = args2.length;
    var argv = stackAlloc((argc + 1) * 4);
    var argv_ptr = argv;
    args2.forEach((arg) => {
      LE_HEAP_STORE_U32((argv_ptr >> 2) * 4, stringToUTF8OnStack(arg));
      argv_ptr += 4;
    });
    LE_HEAP_STORE_U32((argv_ptr >> 2) * 4, 0);
    try {
      var ret = entryFunction(argc, argv);
      exitJS(
        ret,
        /* implicit = */
        true
      );
      return ret;
    } catch (e) {
      return handleException(e);
    }
  }
  __name(callMain, "callMain");
  function run(args2 = arguments_) {
    if (runDependencies > 0) {
      dependenciesFulfilled = run;
      return;
    }
    preRun();
    if (runDependencies > 0) {
      dependenciesFulfilled = run;
      return;
    }
    function doRun() {
      Module["calledRun"] = true;
      if (ABORT) return;
      initRuntime();
      preMain();
      readyPromiseResolve?.(Module);
      Module["onRuntimeInitialized"]?.();
      var noInitialRun = Module["noInitialRun"] || false;
      if (!noInitialRun) callMain(args2);
      postRun();
    }
    __name(doRun, "doRun");
    if (Module["setStatus"]) {
      Module["setStatus"]("Running...");
      setTimeout(() => {
        setTimeout(() => Module["setStatus"](""), 1);
        doRun();
      }, 1);
    } else {
      doRun();
    }
  }
  __name(run, "run");
  var wasmExports;
  wasmExports = await createWasm();
  run();
  if (runtimeInitialized) {
    moduleRtn = Module;
  } else {
    moduleRtn = new Promise((resolve2, reject) => {
      readyPromiseResolve = resolve2;
      readyPromiseReject = reject;
    });
  }
  return moduleRtn;
}
async function initializeBinding(moduleOptions) {
  return Module3 ??= await web_tree_sitter_default(moduleOptions);
}
function checkModule() {
  return !!Module3;
}
function parseAnyPredicate(steps, index, operator, textPredicates) {
  if (steps.length !== 3) {
    throw new Error(
      `Wrong number of arguments to \`#${operator}\` predicate. Expected 2, got ${steps.length - 1}`
    );
  }
  if (!isCaptureStep(steps[1])) {
    throw new Error(
      `First argument of \`#${operator}\` predicate must be a capture. Got "${steps[1].value}"`
    );
  }
  const isPositive = operator === "eq?" || operator === "any-eq?";
  const matchAll = !operator.startsWith("any-");
  if (isCaptureStep(steps[2])) {
    const captureName1 = steps[1].name;
    const captureName2 = steps[2].name;
    textPredicates[index].push((captures) => {
      const nodes1 = [];
      const nodes2 = [];
      for (const c of captures) {
        if (c.name === captureName1) nodes1.push(c.node);
        if (c.name === captureName2) nodes2.push(c.node);
      }
      const compare = /* @__PURE__ */ __name((n1, n2, positive) => {
        return positive ? n1.text === n2.text : n1.text !== n2.text;
      }, "compare");
      return matchAll ? nodes1.every((n1) => nodes2.some((n2) => compare(n1, n2, isPositive))) : nodes1.some((n1) => nodes2.some((n2) => compare(n1, n2, isPositive)));
    });
  } else {
    const captureName = steps[1].name;
    const stringValue = steps[2].value;
    const matches = /* @__PURE__ */ __name((n) => n.text === stringValue, "matches");
    const doesNotMatch = /* @__PURE__ */ __name((n) => n.text !== stringValue, "doesNotMatch");
    textPredicates[index].push((captures) => {
      const nodes = [];
      for (const c of captures) {
        if (c.name === captureName) nodes.push(c.node);
      }
      const test = isPositive ? matches : doesNotMatch;
      return matchAll ? nodes.every(test) : nodes.some(test);
    });
  }
}
function parseMatchPredicate(steps, index, operator, textPredicates) {
  if (steps.length !== 3) {
    throw new Error(
      `Wrong number of arguments to \`#${operator}\` predicate. Expected 2, got ${steps.length - 1}.`
    );
  }
  if (steps[1].type !== "capture") {
    throw new Error(
      `First argument of \`#${operator}\` predicate must be a capture. Got "${steps[1].value}".`
    );
  }
  if (steps[2].type !== "string") {
    throw new Error(
      `Second argument of \`#${operator}\` predicate must be a string. Got @${steps[2].name}.`
    );
  }
  const isPositive = operator === "match?" || operator === "any-match?";
  const matchAll = !operator.startsWith("any-");
  const captureName = steps[1].name;
  const regex = new RegExp(steps[2].value);
  textPredicates[index].push((captures) => {
    const nodes = [];
    for (const c of captures) {
      if (c.name === captureName) nodes.push(c.node.text);
    }
    const test = /* @__PURE__ */ __name((text, positive) => {
      return positive ? regex.test(text) : !regex.test(text);
    }, "test");
    if (nodes.length === 0) return !isPositive;
    return matchAll ? nodes.every((text) => test(text, isPositive)) : nodes.some((text) => test(text, isPositive));
  });
}
function parseAnyOfPredicate(steps, index, operator, textPredicates) {
  if (steps.length < 2) {
    throw new Error(
      `Wrong number of arguments to \`#${operator}\` predicate. Expected at least 1. Got ${steps.length - 1}.`
    );
  }
  if (steps[1].type !== "capture") {
    throw new Error(
      `First argument of \`#${operator}\` predicate must be a capture. Got "${steps[1].value}".`
    );
  }
  const isPositive = operator === "any-of?";
  const captureName = steps[1].name;
  const stringSteps = steps.slice(2);
  if (!stringSteps.every(isStringStep)) {
    throw new Error(
      `Arguments to \`#${operator}\` predicate must be strings.".`
    );
  }
  const values = stringSteps.map((s) => s.value);
  textPredicates[index].push((captures) => {
    const nodes = [];
    for (const c of captures) {
      if (c.name === captureName) nodes.push(c.node.text);
    }
    if (nodes.length === 0) return !isPositive;
    return nodes.every((text) => values.includes(text)) === isPositive;
  });
}
function parseIsPredicate(steps, index, operator, assertedProperties, refutedProperties) {
  if (steps.length < 2 || steps.length > 3) {
    throw new Error(
      `Wrong number of arguments to \`#${operator}\` predicate. Expected 1 or 2. Got ${steps.length - 1}.`
    );
  }
  if (!steps.every(isStringStep)) {
    throw new Error(
      `Arguments to \`#${operator}\` predicate must be strings.".`
    );
  }
  const properties = operator === "is?" ? assertedProperties : refutedProperties;
  if (!properties[index]) properties[index] = {};
  properties[index][steps[1].value] = steps[2]?.value ?? null;
}
function parseSetDirective(steps, index, setProperties) {
  if (steps.length < 2 || steps.length > 3) {
    throw new Error(`Wrong number of arguments to \`#set!\` predicate. Expected 1 or 2. Got ${steps.length - 1}.`);
  }
  if (!steps.every(isStringStep)) {
    throw new Error(`Arguments to \`#set!\` predicate must be strings.".`);
  }
  if (!setProperties[index]) setProperties[index] = {};
  setProperties[index][steps[1].value] = steps[2]?.value ?? null;
}
function parsePattern(index, stepType, stepValueId, captureNames, stringValues, steps, textPredicates, predicates, setProperties, assertedProperties, refutedProperties) {
  if (stepType === PREDICATE_STEP_TYPE_CAPTURE) {
    const name2 = captureNames[stepValueId];
    steps.push({ type: "capture", name: name2 });
  } else if (stepType === PREDICATE_STEP_TYPE_STRING) {
    steps.push({ type: "string", value: stringValues[stepValueId] });
  } else if (steps.length > 0) {
    if (steps[0].type !== "string") {
      throw new Error("Predicates must begin with a literal value");
    }
    const operator = steps[0].value;
    switch (operator) {
      case "any-not-eq?":
      case "not-eq?":
      case "any-eq?":
      case "eq?":
        parseAnyPredicate(steps, index, operator, textPredicates);
        break;
      case "any-not-match?":
      case "not-match?":
      case "any-match?":
      case "match?":
        parseMatchPredicate(steps, index, operator, textPredicates);
        break;
      case "not-any-of?":
      case "any-of?":
        parseAnyOfPredicate(steps, index, operator, textPredicates);
        break;
      case "is?":
      case "is-not?":
        parseIsPredicate(steps, index, operator, assertedProperties, refutedProperties);
        break;
      case "set!":
        parseSetDirective(steps, index, setProperties);
        break;
      default:
        predicates[index].push({ operator, operands: steps.slice(1) });
    }
    steps.length = 0;
  }
}
function indexForByteOffset(source, byteOffset) {
  return new TextEncoder().encodeInto(source, new Uint8Array(byteOffset)).read;
}
var __defProp2, __name, Edit, SIZE_OF_SHORT, SIZE_OF_INT, SIZE_OF_CURSOR, SIZE_OF_NODE, SIZE_OF_POINT, SIZE_OF_RANGE, ZERO_POINT, INTERNAL, C, finalizer, LookaheadIterator, finalizer2, Tree, finalizer3, TreeCursor, Node, NATIVE_LITTLE_ENDIAN, LANGUAGE_FUNCTION_REGEX, Language, web_tree_sitter_default, Module3, TRANSFER_BUFFER, LANGUAGE_VERSION, MIN_COMPATIBLE_VERSION, finalizer4, Parser, PREDICATE_STEP_TYPE_CAPTURE, PREDICATE_STEP_TYPE_STRING, QUERY_WORD_REGEX, CaptureQuantifier, isCaptureStep, isStringStep, QueryErrorKind, QueryError, finalizer5, Query;
var init_web_tree_sitter = __esm({
  "node_modules/web-tree-sitter/web-tree-sitter.js"() {
    init_define_ODIN_SLICE_EXTENSION_PARTS();
    __defProp2 = Object.defineProperty;
    __name = (target, value) => __defProp2(target, "name", { value, configurable: true });
    Edit = class {
      static {
        __name(this, "Edit");
      }
      /** The start position of the change. */
      startPosition;
      /** The end position of the change before the edit. */
      oldEndPosition;
      /** The end position of the change after the edit. */
      newEndPosition;
      /** The start index of the change. */
      startIndex;
      /** The end index of the change before the edit. */
      oldEndIndex;
      /** The end index of the change after the edit. */
      newEndIndex;
      constructor({
        startIndex,
        oldEndIndex,
        newEndIndex,
        startPosition,
        oldEndPosition,
        newEndPosition
      }) {
        this.startIndex = startIndex >>> 0;
        this.oldEndIndex = oldEndIndex >>> 0;
        this.newEndIndex = newEndIndex >>> 0;
        this.startPosition = startPosition;
        this.oldEndPosition = oldEndPosition;
        this.newEndPosition = newEndPosition;
      }
      /**
       * Edit a point and index to keep it in-sync with source code that has been edited.
       *
       * This function updates a single point's byte offset and row/column position
       * based on an edit operation. This is useful for editing points without
       * requiring a tree or node instance.
       */
      editPoint(point, index) {
        let newIndex = index;
        const newPoint = { ...point };
        if (index >= this.oldEndIndex) {
          newIndex = this.newEndIndex + (index - this.oldEndIndex);
          const originalRow = point.row;
          newPoint.row = this.newEndPosition.row + (point.row - this.oldEndPosition.row);
          newPoint.column = originalRow === this.oldEndPosition.row ? this.newEndPosition.column + (point.column - this.oldEndPosition.column) : point.column;
        } else if (index > this.startIndex) {
          newIndex = this.newEndIndex;
          newPoint.row = this.newEndPosition.row;
          newPoint.column = this.newEndPosition.column;
        }
        return { point: newPoint, index: newIndex };
      }
      /**
       * Edit a range to keep it in-sync with source code that has been edited.
       *
       * This function updates a range's start and end positions based on an edit
       * operation. This is useful for editing ranges without requiring a tree
       * or node instance.
       */
      editRange(range) {
        const newRange = {
          startIndex: range.startIndex,
          startPosition: { ...range.startPosition },
          endIndex: range.endIndex,
          endPosition: { ...range.endPosition }
        };
        if (range.endIndex >= this.oldEndIndex) {
          if (range.endIndex !== Number.MAX_SAFE_INTEGER) {
            newRange.endIndex = this.newEndIndex + (range.endIndex - this.oldEndIndex);
            newRange.endPosition = {
              row: this.newEndPosition.row + (range.endPosition.row - this.oldEndPosition.row),
              column: range.endPosition.row === this.oldEndPosition.row ? this.newEndPosition.column + (range.endPosition.column - this.oldEndPosition.column) : range.endPosition.column
            };
            if (newRange.endIndex < this.newEndIndex) {
              newRange.endIndex = Number.MAX_SAFE_INTEGER;
              newRange.endPosition = { row: Number.MAX_SAFE_INTEGER, column: Number.MAX_SAFE_INTEGER };
            }
          }
        } else if (range.endIndex > this.startIndex) {
          newRange.endIndex = this.startIndex;
          newRange.endPosition = { ...this.startPosition };
        }
        if (range.startIndex >= this.oldEndIndex) {
          newRange.startIndex = this.newEndIndex + (range.startIndex - this.oldEndIndex);
          newRange.startPosition = {
            row: this.newEndPosition.row + (range.startPosition.row - this.oldEndPosition.row),
            column: range.startPosition.row === this.oldEndPosition.row ? this.newEndPosition.column + (range.startPosition.column - this.oldEndPosition.column) : range.startPosition.column
          };
          if (newRange.startIndex < this.newEndIndex) {
            newRange.startIndex = Number.MAX_SAFE_INTEGER;
            newRange.startPosition = { row: Number.MAX_SAFE_INTEGER, column: Number.MAX_SAFE_INTEGER };
          }
        } else if (range.startIndex > this.startIndex) {
          newRange.startIndex = this.startIndex;
          newRange.startPosition = { ...this.startPosition };
        }
        return newRange;
      }
    };
    SIZE_OF_SHORT = 2;
    SIZE_OF_INT = 4;
    SIZE_OF_CURSOR = 4 * SIZE_OF_INT;
    SIZE_OF_NODE = 5 * SIZE_OF_INT;
    SIZE_OF_POINT = 2 * SIZE_OF_INT;
    SIZE_OF_RANGE = 2 * SIZE_OF_INT + 2 * SIZE_OF_POINT;
    ZERO_POINT = { row: 0, column: 0 };
    INTERNAL = /* @__PURE__ */ Symbol("INTERNAL");
    __name(assertInternal, "assertInternal");
    __name(isPoint, "isPoint");
    __name(setModule, "setModule");
    __name(newFinalizer, "newFinalizer");
    finalizer = newFinalizer((address) => {
      C._ts_lookahead_iterator_delete(address);
    });
    LookaheadIterator = class {
      static {
        __name(this, "LookaheadIterator");
      }
      /** @internal */
      [0] = 0;
      // Internal handle for Wasm
      /** @internal */
      language;
      /** @internal */
      positioned = false;
      /** @internal */
      constructor(internal, address, language) {
        assertInternal(internal);
        this[0] = address;
        this.language = language;
        finalizer?.register(this, address, this);
      }
      /**
       * Get the current symbol of the lookahead iterator.
       *
       * Returns `null` if the iterator is not positioned on a symbol:
       *
       * - Before the first iteration step
       * - After the iterator is exhausted
       * - After a {@link reset} or {@link resetState} call
       */
      get currentTypeId() {
        return this.positioned ? C._ts_lookahead_iterator_current_symbol(this[0]) : null;
      }
      /**
       * Get the current symbol name of the lookahead iterator.
       *
       * Returns `null` if the iterator is not positioned on a symbol.
       */
      get currentType() {
        const id = this.currentTypeId;
        if (id === null) return null;
        return this.language.types[id] ?? C.UTF8ToString(C._ts_language_symbol_name(this.language[0], id));
      }
      /** Delete the lookahead iterator, freeing its resources. */
      delete() {
        finalizer?.unregister(this);
        C._ts_lookahead_iterator_delete(this[0]);
        this[0] = 0;
      }
      /**
       * Reset the lookahead iterator.
       *
       * This returns `true` if the language was set successfully and `false`
       * otherwise.
       */
      reset(language, stateId) {
        if (C._ts_lookahead_iterator_reset(this[0], language[0], stateId)) {
          this.language = language;
          this.positioned = false;
          return true;
        }
        return false;
      }
      /**
       * Reset the lookahead iterator to another state.
       *
       * This returns `true` if the iterator was reset to the given state and
       * `false` otherwise.
       */
      resetState(stateId) {
        if (!C._ts_lookahead_iterator_reset_state(this[0], stateId)) return false;
        this.positioned = false;
        return true;
      }
      /**
       * Returns an iterator that iterates over the symbols of the lookahead iterator.
       *
       * The iterator will yield the current symbol name as a string for each step
       * until there are no more symbols to iterate over.
       */
      [Symbol.iterator]() {
        return {
          next: /* @__PURE__ */ __name(() => {
            this.positioned = Boolean(C._ts_lookahead_iterator_next(this[0]));
            const value = this.currentType;
            return value === null ? { done: true, value: "" } : { done: false, value };
          }, "next")
        };
      }
    };
    __name(getText, "getText");
    finalizer2 = newFinalizer((address) => {
      C._ts_tree_delete(address);
    });
    Tree = class _Tree {
      static {
        __name(this, "Tree");
      }
      /** @internal */
      [0] = 0;
      // Internal handle for Wasm
      /** @internal */
      textCallback;
      /** The language that was used to parse the syntax tree. */
      language;
      /** @internal */
      constructor(internal, address, language, textCallback) {
        assertInternal(internal);
        this[0] = address;
        this.language = language;
        this.textCallback = textCallback;
        finalizer2?.register(this, address, this);
      }
      /** Create a shallow copy of the syntax tree. This is very fast. */
      copy() {
        const address = C._ts_tree_copy(this[0]);
        return new _Tree(INTERNAL, address, this.language, this.textCallback);
      }
      /** Delete the syntax tree, freeing its resources. */
      delete() {
        finalizer2?.unregister(this);
        C._ts_tree_delete(this[0]);
        this[0] = 0;
      }
      /** Get the root node of the syntax tree. */
      get rootNode() {
        C._ts_tree_root_node_wasm(this[0]);
        return unmarshalNode(this);
      }
      /**
       * Get the root node of the syntax tree, but with its position shifted
       * forward by the given offset.
       */
      rootNodeWithOffset(offsetBytes, offsetExtent) {
        const address = TRANSFER_BUFFER + SIZE_OF_NODE;
        C.setValue(address, offsetBytes, "i32");
        marshalPoint(address + SIZE_OF_INT, offsetExtent);
        C._ts_tree_root_node_with_offset_wasm(this[0]);
        return unmarshalNode(this);
      }
      /**
       * Edit the syntax tree to keep it in sync with source code that has been
       * edited.
       *
       * You must describe the edit both in terms of byte offsets and in terms of
       * row/column coordinates.
       */
      edit(edit) {
        marshalEdit(edit);
        C._ts_tree_edit_wasm(this[0]);
      }
      /** Create a new {@link TreeCursor} starting from the root of the tree. */
      walk() {
        return this.rootNode.walk();
      }
      /**
       * Compare this old edited syntax tree to a new syntax tree representing
       * the same document, returning a sequence of ranges whose syntactic
       * structure has changed.
       *
       * For this to work correctly, this syntax tree must have been edited such
       * that its ranges match up to the new tree. Generally, you'll want to
       * call this method right after calling one of the [`Parser::parse`]
       * functions. Call it on the old tree that was passed to parse, and
       * pass the new tree that was returned from `parse`.
       */
      getChangedRanges(other) {
        if (!(other instanceof _Tree)) {
          throw new TypeError("Argument must be a Tree");
        }
        C._ts_tree_get_changed_ranges_wasm(this[0], other[0]);
        const count = C.getValue(TRANSFER_BUFFER, "i32");
        const buffer = C.getValue(TRANSFER_BUFFER + SIZE_OF_INT, "i32");
        const result = new Array(count);
        if (count > 0) {
          let address = buffer;
          for (let i2 = 0; i2 < count; i2++) {
            result[i2] = unmarshalRange(address);
            address += SIZE_OF_RANGE;
          }
          C._free(buffer);
        }
        return result;
      }
      /** Get the included ranges that were used to parse the syntax tree. */
      getIncludedRanges() {
        C._ts_tree_included_ranges_wasm(this[0]);
        const count = C.getValue(TRANSFER_BUFFER, "i32");
        const buffer = C.getValue(TRANSFER_BUFFER + SIZE_OF_INT, "i32");
        const result = new Array(count);
        if (count > 0) {
          let address = buffer;
          for (let i2 = 0; i2 < count; i2++) {
            result[i2] = unmarshalRange(address);
            address += SIZE_OF_RANGE;
          }
          C._free(buffer);
        }
        return result;
      }
    };
    finalizer3 = newFinalizer((handles) => {
      marshalTreeCursor({ handles });
      C._ts_tree_cursor_delete_wasm(0);
    });
    TreeCursor = class _TreeCursor {
      static {
        __name(this, "TreeCursor");
      }
      /** @internal */
      handles = [0, 0, 0, 0];
      // Internal handles for Wasm, shared with the finalizer.
      /** @internal */
      tree;
      /** @internal */
      constructor(internal, tree) {
        assertInternal(internal);
        this.tree = tree;
        unmarshalTreeCursor(this);
        finalizer3?.register(this, this.handles, this);
      }
      /** Creates a deep copy of the tree cursor. This allocates new memory. */
      copy() {
        marshalTreeCursor(this);
        C._ts_tree_cursor_copy_wasm(this.tree[0]);
        return new _TreeCursor(INTERNAL, this.tree);
      }
      /** Delete the tree cursor, freeing its resources. */
      delete() {
        finalizer3?.unregister(this);
        marshalTreeCursor(this);
        C._ts_tree_cursor_delete_wasm(this.tree[0]);
        this.handles.fill(0);
      }
      /** Get the tree cursor's current {@link Node}. */
      get currentNode() {
        marshalTreeCursor(this);
        C._ts_tree_cursor_current_node_wasm(this.tree[0]);
        return unmarshalNode(this.tree);
      }
      /**
       * Get the numerical field id of this tree cursor's current node.
       *
       * See also {@link TreeCursor#currentFieldName}.
       */
      get currentFieldId() {
        marshalTreeCursor(this);
        return C._ts_tree_cursor_current_field_id_wasm(this.tree[0]);
      }
      /** Get the field name of this tree cursor's current node. */
      get currentFieldName() {
        return this.tree.language.fields[this.currentFieldId];
      }
      /**
       * Get the depth of the cursor's current node relative to the original
       * node that the cursor was constructed with.
       */
      get currentDepth() {
        marshalTreeCursor(this);
        return C._ts_tree_cursor_current_depth_wasm(this.tree[0]);
      }
      /**
       * Get the index of the cursor's current node out of all of the
       * descendants of the original node that the cursor was constructed with.
       */
      get currentDescendantIndex() {
        marshalTreeCursor(this);
        return C._ts_tree_cursor_current_descendant_index_wasm(this.tree[0]);
      }
      /** Get the type of the cursor's current node. */
      get nodeType() {
        return this.tree.language.types[this.nodeTypeId] || "ERROR";
      }
      /** Get the type id of the cursor's current node. */
      get nodeTypeId() {
        marshalTreeCursor(this);
        return C._ts_tree_cursor_current_node_type_id_wasm(this.tree[0]);
      }
      /** Get the state id of the cursor's current node. */
      get nodeStateId() {
        marshalTreeCursor(this);
        return C._ts_tree_cursor_current_node_state_id_wasm(this.tree[0]);
      }
      /** Get the id of the cursor's current node. */
      get nodeId() {
        marshalTreeCursor(this);
        return C._ts_tree_cursor_current_node_id_wasm(this.tree[0]);
      }
      /**
       * Check if the cursor's current node is *named*.
       *
       * Named nodes correspond to named rules in the grammar, whereas
       * *anonymous* nodes correspond to string literals in the grammar.
       */
      get nodeIsNamed() {
        marshalTreeCursor(this);
        return C._ts_tree_cursor_current_node_is_named_wasm(this.tree[0]) === 1;
      }
      /**
       * Check if the cursor's current node is *missing*.
       *
       * Missing nodes are inserted by the parser in order to recover from
       * certain kinds of syntax errors.
       */
      get nodeIsMissing() {
        marshalTreeCursor(this);
        return C._ts_tree_cursor_current_node_is_missing_wasm(this.tree[0]) === 1;
      }
      /** Get the string content of the cursor's current node. */
      get nodeText() {
        marshalTreeCursor(this);
        const startIndex = C._ts_tree_cursor_start_index_wasm(this.tree[0]);
        const endIndex = C._ts_tree_cursor_end_index_wasm(this.tree[0]);
        C._ts_tree_cursor_start_position_wasm(this.tree[0]);
        const startPosition = unmarshalPoint(TRANSFER_BUFFER);
        return getText(this.tree, startIndex, endIndex, startPosition);
      }
      /** Get the start position of the cursor's current node. */
      get startPosition() {
        marshalTreeCursor(this);
        C._ts_tree_cursor_start_position_wasm(this.tree[0]);
        return unmarshalPoint(TRANSFER_BUFFER);
      }
      /** Get the end position of the cursor's current node. */
      get endPosition() {
        marshalTreeCursor(this);
        C._ts_tree_cursor_end_position_wasm(this.tree[0]);
        return unmarshalPoint(TRANSFER_BUFFER);
      }
      /** Get the start index of the cursor's current node. */
      get startIndex() {
        marshalTreeCursor(this);
        return C._ts_tree_cursor_start_index_wasm(this.tree[0]);
      }
      /** Get the end index of the cursor's current node. */
      get endIndex() {
        marshalTreeCursor(this);
        return C._ts_tree_cursor_end_index_wasm(this.tree[0]);
      }
      /**
       * Move this cursor to the first child of its current node.
       *
       * This returns `true` if the cursor successfully moved, and returns
       * `false` if there were no children.
       */
      gotoFirstChild() {
        marshalTreeCursor(this);
        const result = C._ts_tree_cursor_goto_first_child_wasm(this.tree[0]);
        unmarshalTreeCursor(this);
        return result === 1;
      }
      /**
       * Move this cursor to the last child of its current node.
       *
       * This returns `true` if the cursor successfully moved, and returns
       * `false` if there were no children.
       *
       * Note that this function may be slower than
       * {@link TreeCursor#gotoFirstChild} because it needs to
       * iterate through all the children to compute the child's position.
       */
      gotoLastChild() {
        marshalTreeCursor(this);
        const result = C._ts_tree_cursor_goto_last_child_wasm(this.tree[0]);
        unmarshalTreeCursor(this);
        return result === 1;
      }
      /**
       * Move this cursor to the parent of its current node.
       *
       * This returns `true` if the cursor successfully moved, and returns
       * `false` if there was no parent node (the cursor was already on the
       * root node).
       *
       * Note that the node the cursor was constructed with is considered the root
       * of the cursor, and the cursor cannot walk outside this node.
       */
      gotoParent() {
        marshalTreeCursor(this);
        const result = C._ts_tree_cursor_goto_parent_wasm(this.tree[0]);
        unmarshalTreeCursor(this);
        return result === 1;
      }
      /**
       * Move this cursor to the next sibling of its current node.
       *
       * This returns `true` if the cursor successfully moved, and returns
       * `false` if there was no next sibling node.
       *
       * Note that the node the cursor was constructed with is considered the root
       * of the cursor, and the cursor cannot walk outside this node.
       */
      gotoNextSibling() {
        marshalTreeCursor(this);
        const result = C._ts_tree_cursor_goto_next_sibling_wasm(this.tree[0]);
        unmarshalTreeCursor(this);
        return result === 1;
      }
      /**
       * Move this cursor to the previous sibling of its current node.
       *
       * This returns `true` if the cursor successfully moved, and returns
       * `false` if there was no previous sibling node.
       *
       * Note that this function may be slower than
       * {@link TreeCursor#gotoNextSibling} due to how node
       * positions are stored. In the worst case, this will need to iterate
       * through all the children up to the previous sibling node to recalculate
       * its position. Also note that the node the cursor was constructed with is
       * considered the root of the cursor, and the cursor cannot walk outside this node.
       */
      gotoPreviousSibling() {
        marshalTreeCursor(this);
        const result = C._ts_tree_cursor_goto_previous_sibling_wasm(this.tree[0]);
        unmarshalTreeCursor(this);
        return result === 1;
      }
      /**
       * Move the cursor to the node that is the nth descendant of
       * the original node that the cursor was constructed with, where
       * zero represents the original node itself.
       */
      gotoDescendant(goalDescendantIndex) {
        marshalTreeCursor(this);
        C._ts_tree_cursor_goto_descendant_wasm(this.tree[0], goalDescendantIndex);
        unmarshalTreeCursor(this);
      }
      /**
       * Move this cursor to the first child of its current node that contains or
       * starts after the given byte offset.
       *
       * This returns `true` if the cursor successfully moved to a child node, and returns
       * `false` if no such child was found.
       */
      gotoFirstChildForIndex(goalIndex) {
        marshalTreeCursor(this);
        C.setValue(TRANSFER_BUFFER + SIZE_OF_CURSOR, goalIndex, "i32");
        const result = C._ts_tree_cursor_goto_first_child_for_index_wasm(this.tree[0]);
        unmarshalTreeCursor(this);
        return result === 1;
      }
      /**
       * Move this cursor to the first child of its current node that contains or
       * starts after the given position.
       *
       * This returns `true` if the cursor successfully moved to a child node, and returns
       * `false` if no such child was found.
       */
      gotoFirstChildForPosition(goalPosition) {
        marshalTreeCursor(this);
        marshalPoint(TRANSFER_BUFFER + SIZE_OF_CURSOR, goalPosition);
        const result = C._ts_tree_cursor_goto_first_child_for_position_wasm(this.tree[0]);
        unmarshalTreeCursor(this);
        return result === 1;
      }
      /**
       * Re-initialize this tree cursor to start at the original node that the
       * cursor was constructed with.
       */
      reset(node) {
        marshalNode(node);
        marshalTreeCursor(this, TRANSFER_BUFFER + SIZE_OF_NODE);
        C._ts_tree_cursor_reset_wasm(node.tree[0]);
        unmarshalTreeCursor(this);
        this.tree = node.tree;
      }
      /**
       * Re-initialize a tree cursor to the same position as another cursor.
       *
       * Unlike {@link TreeCursor#reset}, this will not lose parent
       * information and allows reusing already created cursors.
       */
      resetTo(cursor) {
        marshalTreeCursor(this, TRANSFER_BUFFER);
        marshalTreeCursor(cursor, TRANSFER_BUFFER + SIZE_OF_CURSOR);
        C._ts_tree_cursor_reset_to_wasm(this.tree[0], cursor.tree[0]);
        unmarshalTreeCursor(this);
        this.tree = cursor.tree;
      }
    };
    Node = class {
      static {
        __name(this, "Node");
      }
      /** @internal */
      wasmHandle = 0;
      // Internal handle for Wasm
      /** @internal */
      _children;
      /** @internal */
      _namedChildren;
      /** @internal */
      constructor(internal, {
        id,
        tree,
        startIndex,
        startPosition,
        other
      }) {
        assertInternal(internal);
        this.wasmHandle = other;
        this.id = id;
        this.tree = tree;
        this.startIndex = startIndex;
        this.startPosition = startPosition;
      }
      /**
       * The numeric id for this node that is unique.
       *
       * Within a given syntax tree, no two nodes have the same id. However:
       *
       * * If a new tree is created based on an older tree, and a node from the old tree is reused in
       *   the process, then that node will have the same id in both trees.
       *
       * * A node not marked as having changes does not guarantee it was reused.
       *
       * * If a node is marked as having changed in the old tree, it will not be reused.
       */
      id;
      /** The byte index where this node starts. */
      startIndex;
      /** The position where this node starts. */
      startPosition;
      /** The tree that this node belongs to. */
      tree;
      /** Get this node's type as a numerical id. */
      get typeId() {
        marshalNode(this);
        return C._ts_node_symbol_wasm(this.tree[0]);
      }
      /**
       * Get the node's type as a numerical id as it appears in the grammar,
       * ignoring aliases.
       */
      get grammarId() {
        marshalNode(this);
        return C._ts_node_grammar_symbol_wasm(this.tree[0]);
      }
      /** Get this node's type as a string. */
      get type() {
        return this.tree.language.types[this.typeId] || "ERROR";
      }
      /**
       * Get this node's symbol name as it appears in the grammar, ignoring
       * aliases as a string.
       */
      get grammarType() {
        return this.tree.language.types[this.grammarId] || "ERROR";
      }
      /**
       * Check if this node is *named*.
       *
       * Named nodes correspond to named rules in the grammar, whereas
       * *anonymous* nodes correspond to string literals in the grammar.
       */
      get isNamed() {
        marshalNode(this);
        return C._ts_node_is_named_wasm(this.tree[0]) === 1;
      }
      /**
       * Check if this node is *extra*.
       *
       * Extra nodes represent things like comments, which are not required
       * by the grammar, but can appear anywhere.
       */
      get isExtra() {
        marshalNode(this);
        return C._ts_node_is_extra_wasm(this.tree[0]) === 1;
      }
      /**
       * Check if this node represents a syntax error.
       *
       * Syntax errors represent parts of the code that could not be incorporated
       * into a valid syntax tree.
       */
      get isError() {
        marshalNode(this);
        return C._ts_node_is_error_wasm(this.tree[0]) === 1;
      }
      /**
       * Check if this node is *missing*.
       *
       * Missing nodes are inserted by the parser in order to recover from
       * certain kinds of syntax errors.
       */
      get isMissing() {
        marshalNode(this);
        return C._ts_node_is_missing_wasm(this.tree[0]) === 1;
      }
      /** Check if this node has been edited. */
      get hasChanges() {
        marshalNode(this);
        return C._ts_node_has_changes_wasm(this.tree[0]) === 1;
      }
      /**
       * Check if this node represents a syntax error or contains any syntax
       * errors anywhere within it.
       */
      get hasError() {
        marshalNode(this);
        return C._ts_node_has_error_wasm(this.tree[0]) === 1;
      }
      /** Get the byte index where this node ends. */
      get endIndex() {
        marshalNode(this);
        return C._ts_node_end_index_wasm(this.tree[0]);
      }
      /** Get the position where this node ends. */
      get endPosition() {
        marshalNode(this);
        C._ts_node_end_point_wasm(this.tree[0]);
        return unmarshalPoint(TRANSFER_BUFFER);
      }
      /** Get the string content of this node. */
      get text() {
        return getText(this.tree, this.startIndex, this.endIndex, this.startPosition);
      }
      /** Get this node's parse state. */
      get parseState() {
        marshalNode(this);
        return C._ts_node_parse_state_wasm(this.tree[0]);
      }
      /** Get the parse state after this node. */
      get nextParseState() {
        marshalNode(this);
        return C._ts_node_next_parse_state_wasm(this.tree[0]);
      }
      /** Check if this node is equal to another node. */
      equals(other) {
        return this.tree === other.tree && this.id === other.id;
      }
      /**
       * Get the node's child at the given index, where zero represents the first child.
       *
       * This method is fairly fast, but its cost is technically log(n), so if
       * you might be iterating over a long list of children, you should use
       * {@link Node#children} instead.
       */
      child(index) {
        marshalNode(this);
        C._ts_node_child_wasm(this.tree[0], index);
        return unmarshalNode(this.tree);
      }
      /**
       * Get this node's *named* child at the given index.
       *
       * See also {@link Node#isNamed}.
       * This method is fairly fast, but its cost is technically log(n), so if
       * you might be iterating over a long list of children, you should use
       * {@link Node#namedChildren} instead.
       */
      namedChild(index) {
        marshalNode(this);
        C._ts_node_named_child_wasm(this.tree[0], index);
        return unmarshalNode(this.tree);
      }
      /**
       * Get this node's child with the given numerical field id.
       *
       * See also {@link Node#childForFieldName}. You can
       * convert a field name to an id using {@link Language#fieldIdForName}.
       */
      childForFieldId(fieldId) {
        marshalNode(this);
        C._ts_node_child_by_field_id_wasm(this.tree[0], fieldId);
        return unmarshalNode(this.tree);
      }
      /**
       * Get the first child with the given field name.
       *
       * If multiple children may have the same field name, access them using
       * {@link Node#childrenForFieldName}.
       */
      childForFieldName(fieldName) {
        const fieldId = this.tree.language.fields.indexOf(fieldName);
        if (fieldId !== -1) return this.childForFieldId(fieldId);
        return null;
      }
      /** Get the field name of this node's child at the given index. */
      fieldNameForChild(index) {
        marshalNode(this);
        const address = C._ts_node_field_name_for_child_wasm(this.tree[0], index);
        if (!address) return null;
        return C.AsciiToString(address);
      }
      /** Get the field name of this node's named child at the given index. */
      fieldNameForNamedChild(index) {
        marshalNode(this);
        const address = C._ts_node_field_name_for_named_child_wasm(this.tree[0], index);
        if (!address) return null;
        return C.AsciiToString(address);
      }
      /**
       * Get an array of this node's children with a given field name.
       *
       * See also {@link Node#children}.
       */
      childrenForFieldName(fieldName) {
        const fieldId = this.tree.language.fields.indexOf(fieldName);
        if (fieldId !== -1 && fieldId !== 0) return this.childrenForFieldId(fieldId);
        return [];
      }
      /**
        * Get an array of this node's children with a given field id.
        *
        * See also {@link Node#childrenForFieldName}.
        */
      childrenForFieldId(fieldId) {
        marshalNode(this);
        C._ts_node_children_by_field_id_wasm(this.tree[0], fieldId);
        const count = C.getValue(TRANSFER_BUFFER, "i32");
        const buffer = C.getValue(TRANSFER_BUFFER + SIZE_OF_INT, "i32");
        const result = new Array(count);
        if (count > 0) {
          let address = buffer;
          for (let i2 = 0; i2 < count; i2++) {
            result[i2] = unmarshalNode(this.tree, address);
            address += SIZE_OF_NODE;
          }
          C._free(buffer);
        }
        return result;
      }
      /** Get the node's first child that contains or starts after the given byte offset. */
      firstChildForIndex(index) {
        marshalNode(this);
        const address = TRANSFER_BUFFER + SIZE_OF_NODE;
        C.setValue(address, index, "i32");
        C._ts_node_first_child_for_byte_wasm(this.tree[0]);
        return unmarshalNode(this.tree);
      }
      /** Get the node's first named child that contains or starts after the given byte offset. */
      firstNamedChildForIndex(index) {
        marshalNode(this);
        const address = TRANSFER_BUFFER + SIZE_OF_NODE;
        C.setValue(address, index, "i32");
        C._ts_node_first_named_child_for_byte_wasm(this.tree[0]);
        return unmarshalNode(this.tree);
      }
      /** Get this node's number of children. */
      get childCount() {
        marshalNode(this);
        return C._ts_node_child_count_wasm(this.tree[0]);
      }
      /**
       * Get this node's number of *named* children.
       *
       * See also {@link Node#isNamed}.
       */
      get namedChildCount() {
        marshalNode(this);
        return C._ts_node_named_child_count_wasm(this.tree[0]);
      }
      /** Get this node's first child. */
      get firstChild() {
        return this.child(0);
      }
      /**
       * Get this node's first named child.
       *
       * See also {@link Node#isNamed}.
       */
      get firstNamedChild() {
        return this.namedChild(0);
      }
      /** Get this node's last child. */
      get lastChild() {
        return this.child(this.childCount - 1);
      }
      /**
       * Get this node's last named child.
       *
       * See also {@link Node#isNamed}.
       */
      get lastNamedChild() {
        return this.namedChild(this.namedChildCount - 1);
      }
      /**
       * Iterate over this node's children.
       *
       * If you're walking the tree recursively, you may want to use the
       * {@link TreeCursor} APIs directly instead.
       */
      get children() {
        if (!this._children) {
          marshalNode(this);
          C._ts_node_children_wasm(this.tree[0]);
          const count = C.getValue(TRANSFER_BUFFER, "i32");
          const buffer = C.getValue(TRANSFER_BUFFER + SIZE_OF_INT, "i32");
          this._children = new Array(count);
          if (count > 0) {
            let address = buffer;
            for (let i2 = 0; i2 < count; i2++) {
              this._children[i2] = unmarshalNode(this.tree, address);
              address += SIZE_OF_NODE;
            }
            C._free(buffer);
          }
        }
        return this._children;
      }
      /**
       * Iterate over this node's named children.
       *
       * See also {@link Node#children}.
       */
      get namedChildren() {
        if (!this._namedChildren) {
          marshalNode(this);
          C._ts_node_named_children_wasm(this.tree[0]);
          const count = C.getValue(TRANSFER_BUFFER, "i32");
          const buffer = C.getValue(TRANSFER_BUFFER + SIZE_OF_INT, "i32");
          this._namedChildren = new Array(count);
          if (count > 0) {
            let address = buffer;
            for (let i2 = 0; i2 < count; i2++) {
              this._namedChildren[i2] = unmarshalNode(this.tree, address);
              address += SIZE_OF_NODE;
            }
            C._free(buffer);
          }
        }
        return this._namedChildren;
      }
      /**
       * Get the descendants of this node that are the given type, or in the given types array.
       *
       * The types array should contain node type strings, which can be retrieved from {@link Language#types}.
       *
       * Additionally, a `startPosition` and `endPosition` can be passed in to restrict the search to a byte range.
       */
      descendantsOfType(types, startPosition = ZERO_POINT, endPosition = ZERO_POINT) {
        if (!Array.isArray(types)) types = [types];
        const symbols = [];
        const typesBySymbol = this.tree.language.types;
        for (let i2 = 0, n = typesBySymbol.length; i2 < n; i2++) {
          if (types.includes(typesBySymbol[i2])) {
            symbols.push(i2);
          }
        }
        if (types.includes("ERROR")) {
          symbols.push(65535);
        }
        const symbolsAddress = C._malloc(SIZE_OF_INT * symbols.length);
        for (let i2 = 0, n = symbols.length; i2 < n; i2++) {
          C.setValue(symbolsAddress + i2 * SIZE_OF_INT, symbols[i2], "i32");
        }
        marshalNode(this);
        C._ts_node_descendants_of_type_wasm(
          this.tree[0],
          symbolsAddress,
          symbols.length,
          startPosition.row,
          startPosition.column,
          endPosition.row,
          endPosition.column
        );
        const descendantCount = C.getValue(TRANSFER_BUFFER, "i32");
        const descendantAddress = C.getValue(TRANSFER_BUFFER + SIZE_OF_INT, "i32");
        const result = new Array(descendantCount);
        if (descendantCount > 0) {
          let address = descendantAddress;
          for (let i2 = 0; i2 < descendantCount; i2++) {
            result[i2] = unmarshalNode(this.tree, address);
            address += SIZE_OF_NODE;
          }
        }
        C._free(descendantAddress);
        C._free(symbolsAddress);
        return result;
      }
      /** Get this node's next sibling. */
      get nextSibling() {
        marshalNode(this);
        C._ts_node_next_sibling_wasm(this.tree[0]);
        return unmarshalNode(this.tree);
      }
      /** Get this node's previous sibling. */
      get previousSibling() {
        marshalNode(this);
        C._ts_node_prev_sibling_wasm(this.tree[0]);
        return unmarshalNode(this.tree);
      }
      /**
       * Get this node's next *named* sibling.
       *
       * See also {@link Node#isNamed}.
       */
      get nextNamedSibling() {
        marshalNode(this);
        C._ts_node_next_named_sibling_wasm(this.tree[0]);
        return unmarshalNode(this.tree);
      }
      /**
       * Get this node's previous *named* sibling.
       *
       * See also {@link Node#isNamed}.
       */
      get previousNamedSibling() {
        marshalNode(this);
        C._ts_node_prev_named_sibling_wasm(this.tree[0]);
        return unmarshalNode(this.tree);
      }
      /** Get the node's number of descendants, including one for the node itself. */
      get descendantCount() {
        marshalNode(this);
        return C._ts_node_descendant_count_wasm(this.tree[0]);
      }
      /**
       * Get this node's immediate parent.
       * Prefer {@link Node#childWithDescendant} for iterating over this node's ancestors.
       */
      get parent() {
        marshalNode(this);
        C._ts_node_parent_wasm(this.tree[0]);
        return unmarshalNode(this.tree);
      }
      /**
       * Get the node that contains `descendant`.
       *
       * Note that this can return `descendant` itself.
       */
      childWithDescendant(descendant) {
        marshalNode(this);
        marshalNode(descendant, 1);
        C._ts_node_child_with_descendant_wasm(this.tree[0]);
        return unmarshalNode(this.tree);
      }
      /** Get the smallest node within this node that spans the given byte range. */
      descendantForIndex(start2, end = start2) {
        if (typeof start2 !== "number" || typeof end !== "number") {
          throw new Error("Arguments must be numbers");
        }
        marshalNode(this);
        const address = TRANSFER_BUFFER + SIZE_OF_NODE;
        C.setValue(address, start2, "i32");
        C.setValue(address + SIZE_OF_INT, end, "i32");
        C._ts_node_descendant_for_index_wasm(this.tree[0]);
        return unmarshalNode(this.tree);
      }
      /** Get the smallest named node within this node that spans the given byte range. */
      namedDescendantForIndex(start2, end = start2) {
        if (typeof start2 !== "number" || typeof end !== "number") {
          throw new Error("Arguments must be numbers");
        }
        marshalNode(this);
        const address = TRANSFER_BUFFER + SIZE_OF_NODE;
        C.setValue(address, start2, "i32");
        C.setValue(address + SIZE_OF_INT, end, "i32");
        C._ts_node_named_descendant_for_index_wasm(this.tree[0]);
        return unmarshalNode(this.tree);
      }
      /** Get the smallest node within this node that spans the given point range. */
      descendantForPosition(start2, end = start2) {
        if (!isPoint(start2) || !isPoint(end)) {
          throw new Error("Arguments must be {row, column} objects");
        }
        marshalNode(this);
        const address = TRANSFER_BUFFER + SIZE_OF_NODE;
        marshalPoint(address, start2);
        marshalPoint(address + SIZE_OF_POINT, end);
        C._ts_node_descendant_for_position_wasm(this.tree[0]);
        return unmarshalNode(this.tree);
      }
      /** Get the smallest named node within this node that spans the given point range. */
      namedDescendantForPosition(start2, end = start2) {
        if (!isPoint(start2) || !isPoint(end)) {
          throw new Error("Arguments must be {row, column} objects");
        }
        marshalNode(this);
        const address = TRANSFER_BUFFER + SIZE_OF_NODE;
        marshalPoint(address, start2);
        marshalPoint(address + SIZE_OF_POINT, end);
        C._ts_node_named_descendant_for_position_wasm(this.tree[0]);
        return unmarshalNode(this.tree);
      }
      /**
       * Create a new {@link TreeCursor} starting from this node.
       *
       * Note that the given node is considered the root of the cursor,
       * and the cursor cannot walk outside this node.
       */
      walk() {
        marshalNode(this);
        C._ts_tree_cursor_new_wasm(this.tree[0]);
        return new TreeCursor(INTERNAL, this.tree);
      }
      /**
       * Edit this node to keep it in-sync with source code that has been edited.
       *
       * This function is only rarely needed. When you edit a syntax tree with
       * the {@link Tree#edit} method, all of the nodes that you retrieve from
       * the tree afterward will already reflect the edit. You only need to
       * use {@link Node#edit} when you have a specific {@link Node} instance that
       * you want to keep and continue to use after an edit.
       */
      edit(edit) {
        const { point, index } = edit.editPoint(this.startPosition, this.startIndex);
        this.startPosition = point;
        this.startIndex = index;
      }
      /** Get the S-expression representation of this node. */
      toString() {
        marshalNode(this);
        const address = C._ts_node_to_string_wasm(this.tree[0]);
        const result = C.AsciiToString(address);
        C._free(address);
        return result;
      }
    };
    NATIVE_LITTLE_ENDIAN = new Uint8Array(new Uint16Array([1]).buffer)[0] === 1;
    __name(unmarshalCaptures, "unmarshalCaptures");
    __name(marshalNode, "marshalNode");
    __name(unmarshalNode, "unmarshalNode");
    __name(marshalTreeCursor, "marshalTreeCursor");
    __name(unmarshalTreeCursor, "unmarshalTreeCursor");
    __name(marshalPoint, "marshalPoint");
    __name(unmarshalPoint, "unmarshalPoint");
    __name(marshalRange, "marshalRange");
    __name(unmarshalRange, "unmarshalRange");
    __name(marshalEdit, "marshalEdit");
    __name(unmarshalLanguageMetadata, "unmarshalLanguageMetadata");
    LANGUAGE_FUNCTION_REGEX = /^tree_sitter_\w+$/;
    Language = class _Language {
      static {
        __name(this, "Language");
      }
      /** @internal */
      [0] = 0;
      // Internal handle for Wasm
      /**
       * A list of all node types in the language. The index of each type in this
       * array is its node type id.
       */
      types;
      /**
       * A list of all field names in the language. The index of each field name in
       * this array is its field id.
       */
      fields;
      /** @internal */
      constructor(internal, address) {
        assertInternal(internal);
        this[0] = address;
        this.types = new Array(C._ts_language_symbol_count(this[0]));
        for (let i2 = 0, n = this.types.length; i2 < n; i2++) {
          if (C._ts_language_symbol_type(this[0], i2) < 2) {
            this.types[i2] = C.UTF8ToString(C._ts_language_symbol_name(this[0], i2));
          }
        }
        this.fields = new Array(C._ts_language_field_count(this[0]) + 1);
        for (let i2 = 0, n = this.fields.length; i2 < n; i2++) {
          const fieldName = C._ts_language_field_name_for_id(this[0], i2);
          if (fieldName !== 0) {
            this.fields[i2] = C.UTF8ToString(fieldName);
          } else {
            this.fields[i2] = null;
          }
        }
      }
      /**
       * Gets the name of the language.
       */
      get name() {
        const ptr = C._ts_language_name(this[0]);
        if (ptr === 0) return null;
        return C.UTF8ToString(ptr);
      }
      /**
       * Gets the ABI version of the language.
       */
      get abiVersion() {
        return C._ts_language_abi_version(this[0]);
      }
      /**
      * Get the metadata for this language. This information is generated by the
      * CLI, and relies on the language author providing the correct metadata in
      * the language's `tree-sitter.json` file.
      */
      get metadata() {
        C._ts_language_metadata_wasm(this[0]);
        const length = C.getValue(TRANSFER_BUFFER, "i32");
        if (length === 0) return null;
        return unmarshalLanguageMetadata(TRANSFER_BUFFER + SIZE_OF_INT);
      }
      /**
       * Gets the number of fields in the language.
       */
      get fieldCount() {
        return this.fields.length - 1;
      }
      /**
       * Gets the number of states in the language.
       */
      get stateCount() {
        return C._ts_language_state_count(this[0]);
      }
      /**
       * Get the field id for a field name.
       */
      fieldIdForName(fieldName) {
        const result = this.fields.indexOf(fieldName);
        return result !== -1 ? result : null;
      }
      /**
       * Get the field name for a field id.
       */
      fieldNameForId(fieldId) {
        return this.fields[fieldId] ?? null;
      }
      /**
       * Get the node type id for a node type name.
       */
      idForNodeType(type, named) {
        const typeLength = C.lengthBytesUTF8(type);
        const typeAddress = C._malloc(typeLength + 1);
        C.stringToUTF8(type, typeAddress, typeLength + 1);
        const result = C._ts_language_symbol_for_name(this[0], typeAddress, typeLength, named ? 1 : 0);
        C._free(typeAddress);
        return result || null;
      }
      /**
       * Gets the number of node types in the language.
       */
      get nodeTypeCount() {
        return C._ts_language_symbol_count(this[0]);
      }
      /**
       * Get the node type name for a node type id.
       */
      nodeTypeForId(typeId) {
        const name2 = C._ts_language_symbol_name(this[0], typeId);
        return name2 ? C.UTF8ToString(name2) : null;
      }
      /**
       * Check if a node type is named.
       *
       * @see {@link https://tree-sitter.github.io/tree-sitter/using-parsers/2-basic-parsing.html#named-vs-anonymous-nodes}
       */
      nodeTypeIsNamed(typeId) {
        return C._ts_language_type_is_named_wasm(this[0], typeId) ? true : false;
      }
      /**
       * Check if a node type is visible.
       */
      nodeTypeIsVisible(typeId) {
        return C._ts_language_type_is_visible_wasm(this[0], typeId) ? true : false;
      }
      /**
       * Get the supertypes ids of this language.
       *
       * @see {@link https://tree-sitter.github.io/tree-sitter/using-parsers/6-static-node-types.html?highlight=supertype#supertype-nodes}
       */
      get supertypes() {
        C._ts_language_supertypes_wasm(this[0]);
        const count = C.getValue(TRANSFER_BUFFER, "i32");
        const buffer = C.getValue(TRANSFER_BUFFER + SIZE_OF_INT, "i32");
        const result = new Array(count);
        if (count > 0) {
          let address = buffer;
          for (let i2 = 0; i2 < count; i2++) {
            result[i2] = C.getValue(address, "i16");
            address += SIZE_OF_SHORT;
          }
        }
        return result;
      }
      /**
       * Get the subtype ids for a given supertype node id.
       */
      subtypes(supertype) {
        C._ts_language_subtypes_wasm(this[0], supertype);
        const count = C.getValue(TRANSFER_BUFFER, "i32");
        const buffer = C.getValue(TRANSFER_BUFFER + SIZE_OF_INT, "i32");
        const result = new Array(count);
        if (count > 0) {
          let address = buffer;
          for (let i2 = 0; i2 < count; i2++) {
            result[i2] = C.getValue(address, "i16");
            address += SIZE_OF_SHORT;
          }
        }
        return result;
      }
      /**
       * Get the next state id for a given state id and node type id.
       */
      nextState(stateId, typeId) {
        return C._ts_language_next_state(this[0], stateId, typeId);
      }
      /**
       * Create a new lookahead iterator for this language and parse state.
       *
       * This returns `null` if state is invalid for this language.
       *
       * Iterating {@link LookaheadIterator} will yield valid symbols in the given
       * parse state. A newly created iterator is not positioned on a symbol, so
       * {@link LookaheadIterator#currentType} returns `null` until the first
       * iteration step.
       *
       * Lookahead iterators can be useful for generating suggestions and improving
       * syntax error diagnostics. To get symbols valid in an `ERROR` node, use the
       * lookahead iterator on its first leaf node state. For `MISSING` nodes, a
       * lookahead iterator created on the previous non-extra leaf node may be
       * appropriate.
       */
      lookaheadIterator(stateId) {
        const address = C._ts_lookahead_iterator_new(this[0], stateId);
        if (address) return new LookaheadIterator(INTERNAL, address, this);
        return null;
      }
      /**
       * Load a language from a WebAssembly module.
       * The module can be provided as a path to a file, a `URL` to a file, or as a
       * buffer.
       */
      static async load(input) {
        let binary2;
        if (input instanceof Uint8Array) {
          binary2 = input;
        } else if (globalThis.process?.versions.node) {
          const fs2 = await import("fs/promises");
          binary2 = await fs2.readFile(input);
        } else {
          const response = await fetch(input);
          if (!response.ok) {
            const body2 = await response.text();
            throw new Error(`Language.load failed with status ${response.status}.

${body2}`);
          }
          const retryResp = response.clone();
          try {
            binary2 = await WebAssembly.compileStreaming(response);
          } catch (reason) {
            console.error("wasm streaming compile failed:", reason);
            console.error("falling back to ArrayBuffer instantiation");
            binary2 = new Uint8Array(await retryResp.arrayBuffer());
          }
        }
        const mod = await C.loadWebAssemblyModule(binary2, { loadAsync: true });
        return _Language.loadFromWasmExports(mod, { sync: false });
      }
      static loadFromWasmExports(mod, { sync }) {
        const symbolNames = Object.keys(mod);
        const functionName = symbolNames.find((key) => LANGUAGE_FUNCTION_REGEX.test(key) && !key.includes("external_scanner_"));
        if (!functionName) {
          console.log(`Couldn't find language function in Wasm file. Symbols:
${JSON.stringify(symbolNames, null, 2)}`);
          throw new Error(`Language.${sync ? "loadSync" : "load"} failed: no language function found in Wasm file`);
        }
        const languageAddress = mod[functionName]();
        return new _Language(INTERNAL, languageAddress);
      }
      /**
       * Load a language synchronously from a pre-compiled WebAssembly module.
       * Use this when the host environment provides a `WebAssembly.Module` directly.
       */
      static loadSync(wasmModule) {
        const mod = C.loadWebAssemblyModule(wasmModule, { loadAsync: false });
        return _Language.loadFromWasmExports(mod, { sync: true });
      }
    };
    __name(Module2, "Module");
    web_tree_sitter_default = Module2;
    Module3 = null;
    __name(initializeBinding, "initializeBinding");
    __name(checkModule, "checkModule");
    finalizer4 = newFinalizer((addresses) => {
      C._ts_parser_delete(addresses[0]);
      C._free(addresses[1]);
    });
    Parser = class {
      static {
        __name(this, "Parser");
      }
      /** @internal */
      [0] = 0;
      // Internal handle for Wasm
      /** @internal */
      [1] = 0;
      // Internal handle for Wasm
      /** @internal */
      logCallback = null;
      /** The parser's current language. */
      language = null;
      /**
       * This must always be called before creating a Parser.
       *
       * You can optionally pass in options to configure the Wasm module, the most common
       * one being `locateFile` to help the module find the `.wasm` file.
       */
      static async init(moduleOptions) {
        setModule(await initializeBinding(moduleOptions));
        TRANSFER_BUFFER = C._ts_init();
        LANGUAGE_VERSION = C.getValue(TRANSFER_BUFFER, "i32");
        MIN_COMPATIBLE_VERSION = C.getValue(TRANSFER_BUFFER + SIZE_OF_INT, "i32");
      }
      /**
       * Create a new parser.
       */
      constructor() {
        this.initialize();
        finalizer4?.register(this, [this[0], this[1]], this);
      }
      /** @internal */
      initialize() {
        if (!checkModule()) {
          throw new Error("cannot construct a Parser before calling `init()`");
        }
        C._ts_parser_new_wasm();
        this[0] = C.getValue(TRANSFER_BUFFER, "i32");
        this[1] = C.getValue(TRANSFER_BUFFER + SIZE_OF_INT, "i32");
      }
      /** Delete the parser, freeing its resources. */
      delete() {
        finalizer4?.unregister(this);
        C._ts_parser_delete(this[0]);
        C._free(this[1]);
        this[0] = 0;
        this[1] = 0;
      }
      /**
       * Set the language that the parser should use for parsing.
       *
       * If the language was not successfully assigned, an error will be thrown.
       * This happens if the language was generated with an incompatible
       * version of the Tree-sitter CLI. Check the language's version using
       * {@link Language#version} and compare it to this library's
       * {@link LANGUAGE_VERSION} and {@link MIN_COMPATIBLE_VERSION} constants.
       */
      setLanguage(language) {
        let address;
        if (!language) {
          address = 0;
          this.language = null;
        } else if (language.constructor === Language) {
          address = language[0];
          const version = C._ts_language_abi_version(address);
          if (version < MIN_COMPATIBLE_VERSION || LANGUAGE_VERSION < version) {
            throw new Error(
              `Incompatible language version ${version}. Compatibility range ${MIN_COMPATIBLE_VERSION} through ${LANGUAGE_VERSION}.`
            );
          }
          this.language = language;
        } else {
          throw new Error("Argument must be a Language");
        }
        C._ts_parser_set_language(this[0], address);
        return this;
      }
      /**
       * Parse a slice of UTF8 text.
       *
       * @param {string | ParseCallback} callback - The UTF8-encoded text to parse or a callback function.
       *
       * @param {Tree | null} [oldTree] - A previous syntax tree parsed from the same document. If the text of the
       *   document has changed since `oldTree` was created, then you must edit `oldTree` to match
       *   the new text using {@link Tree#edit}.
       *
       * @param {ParseOptions} [options] - Options for parsing the text.
       *  This can be used to set the included ranges, or a progress callback.
       *
       * @returns {Tree | null} A {@link Tree} if parsing succeeded, or `null` if:
       *  - The parser has not yet had a language assigned with {@link Parser#setLanguage}.
       *  - The progress callback returned true.
       */
      parse(callback, oldTree, options) {
        if (typeof callback === "string") {
          C.currentParseCallback = (index) => callback.slice(index);
        } else if (typeof callback === "function") {
          C.currentParseCallback = callback;
        } else {
          throw new Error("Argument must be a string or a function");
        }
        if (options?.progressCallback) {
          C.currentProgressCallback = options.progressCallback;
        } else {
          C.currentProgressCallback = null;
        }
        if (this.logCallback) {
          C.currentLogCallback = this.logCallback;
          C._ts_parser_enable_logger_wasm(this[0], 1);
        } else {
          C.currentLogCallback = null;
          C._ts_parser_enable_logger_wasm(this[0], 0);
        }
        let rangeCount = 0;
        let rangeAddress = 0;
        if (options?.includedRanges) {
          rangeCount = options.includedRanges.length;
          rangeAddress = C._calloc(rangeCount, SIZE_OF_RANGE);
          let address = rangeAddress;
          for (let i2 = 0; i2 < rangeCount; i2++) {
            marshalRange(address, options.includedRanges[i2]);
            address += SIZE_OF_RANGE;
          }
        }
        const treeAddress = C._ts_parser_parse_wasm(
          this[0],
          this[1],
          oldTree ? oldTree[0] : 0,
          rangeAddress,
          rangeCount
        );
        if (!treeAddress) {
          C.currentParseCallback = null;
          C.currentLogCallback = null;
          C.currentProgressCallback = null;
          return null;
        }
        if (!this.language) {
          throw new Error("Parser must have a language to parse");
        }
        const result = new Tree(INTERNAL, treeAddress, this.language, C.currentParseCallback);
        C.currentParseCallback = null;
        C.currentLogCallback = null;
        C.currentProgressCallback = null;
        return result;
      }
      /**
       * Instruct the parser to start the next parse from the beginning.
       *
       * If the parser previously failed because of a callback, 
       * then by default, it will resume where it left off on the
       * next call to {@link Parser#parse} or other parsing functions.
       * If you don't want to resume, and instead intend to use this parser to
       * parse some other document, you must call `reset` first.
       */
      reset() {
        C._ts_parser_reset(this[0]);
      }
      /** Get the ranges of text that the parser will include when parsing. */
      getIncludedRanges() {
        C._ts_parser_included_ranges_wasm(this[0]);
        const count = C.getValue(TRANSFER_BUFFER, "i32");
        const buffer = C.getValue(TRANSFER_BUFFER + SIZE_OF_INT, "i32");
        const result = new Array(count);
        if (count > 0) {
          let address = buffer;
          for (let i2 = 0; i2 < count; i2++) {
            result[i2] = unmarshalRange(address);
            address += SIZE_OF_RANGE;
          }
          C._free(buffer);
        }
        return result;
      }
      /** Set the logging callback that a parser should use during parsing. */
      setLogger(callback) {
        if (!callback) {
          this.logCallback = null;
        } else if (typeof callback !== "function") {
          throw new Error("Logger callback must be a function");
        } else {
          this.logCallback = callback;
        }
        return this;
      }
      /** Get the parser's current logger. */
      getLogger() {
        return this.logCallback;
      }
    };
    PREDICATE_STEP_TYPE_CAPTURE = 1;
    PREDICATE_STEP_TYPE_STRING = 2;
    QUERY_WORD_REGEX = /[\w-]+/g;
    CaptureQuantifier = {
      Zero: 0,
      ZeroOrOne: 1,
      ZeroOrMore: 2,
      One: 3,
      OneOrMore: 4
    };
    isCaptureStep = /* @__PURE__ */ __name((step2) => step2.type === "capture", "isCaptureStep");
    isStringStep = /* @__PURE__ */ __name((step2) => step2.type === "string", "isStringStep");
    QueryErrorKind = {
      Syntax: 1,
      NodeName: 2,
      FieldName: 3,
      CaptureName: 4,
      PatternStructure: 5
    };
    QueryError = class _QueryError extends Error {
      constructor(kind, info2, index, length) {
        super(_QueryError.formatMessage(kind, info2));
        this.kind = kind;
        this.info = info2;
        this.index = index;
        this.length = length;
        this.name = "QueryError";
      }
      kind;
      info;
      index;
      length;
      static {
        __name(this, "QueryError");
      }
      /** Formats an error message based on the error kind and info */
      static formatMessage(kind, info2) {
        switch (kind) {
          case QueryErrorKind.NodeName:
            return `Bad node name '${info2.word}'`;
          case QueryErrorKind.FieldName:
            return `Bad field name '${info2.word}'`;
          case QueryErrorKind.CaptureName:
            return `Bad capture name @${info2.word}`;
          case QueryErrorKind.PatternStructure:
            return `Bad pattern structure at offset ${info2.suffix}`;
          case QueryErrorKind.Syntax:
            return `Bad syntax at offset ${info2.suffix}`;
        }
      }
    };
    __name(parseAnyPredicate, "parseAnyPredicate");
    __name(parseMatchPredicate, "parseMatchPredicate");
    __name(parseAnyOfPredicate, "parseAnyOfPredicate");
    __name(parseIsPredicate, "parseIsPredicate");
    __name(parseSetDirective, "parseSetDirective");
    __name(parsePattern, "parsePattern");
    __name(indexForByteOffset, "indexForByteOffset");
    finalizer5 = newFinalizer((address) => {
      C._ts_query_delete(address);
    });
    Query = class {
      static {
        __name(this, "Query");
      }
      /** @internal */
      [0] = 0;
      // Internal handle for Wasm
      /** @internal */
      exceededMatchLimit;
      /** @internal */
      textPredicates;
      /** @internal */
      source;
      /** The names of the captures used in the query. */
      captureNames;
      /** The quantifiers of the captures used in the query. */
      captureQuantifiers;
      /**
       * The other user-defined predicates associated with the given index.
       *
       * This includes predicates with operators other than:
       * - `match?`
       * - `eq?` and `not-eq?`
       * - `any-of?` and `not-any-of?`
       * - `is?` and `is-not?`
       * - `set!`
       */
      predicates;
      /** The properties for predicates with the operator `set!`. */
      setProperties;
      /** The properties for predicates with the operator `is?`. */
      assertedProperties;
      /** The properties for predicates with the operator `is-not?`. */
      refutedProperties;
      /** The maximum number of in-progress matches for this cursor. */
      matchLimit;
      /**
       * Create a new query from a string containing one or more S-expression
       * patterns.
       *
       * The query is associated with a particular language, and can only be run
       * on syntax nodes parsed with that language. References to Queries can be
       * shared between multiple threads.
       *
       * @link {@see https://tree-sitter.github.io/tree-sitter/using-parsers/queries}
       */
      constructor(language, source) {
        const sourceLength = C.lengthBytesUTF8(source);
        const sourceAddress = C._malloc(sourceLength + 1);
        C.stringToUTF8(source, sourceAddress, sourceLength + 1);
        const address = C._ts_query_new(
          language[0],
          sourceAddress,
          sourceLength,
          TRANSFER_BUFFER,
          TRANSFER_BUFFER + SIZE_OF_INT
        );
        if (!address) {
          const errorId = C.getValue(TRANSFER_BUFFER + SIZE_OF_INT, "i32");
          const errorByte = C.getValue(TRANSFER_BUFFER, "i32");
          const errorIndex = C.UTF8ToString(sourceAddress, errorByte).length;
          const suffix = source.slice(errorIndex, errorIndex + 100).split("\n")[0];
          const word = suffix.match(QUERY_WORD_REGEX)?.[0] ?? "";
          C._free(sourceAddress);
          switch (errorId) {
            case QueryErrorKind.Syntax:
              throw new QueryError(QueryErrorKind.Syntax, { suffix: `${errorIndex}: '${suffix}'...` }, errorIndex, 0);
            case QueryErrorKind.NodeName:
              throw new QueryError(errorId, { word }, errorIndex, word.length);
            case QueryErrorKind.FieldName:
              throw new QueryError(errorId, { word }, errorIndex, word.length);
            case QueryErrorKind.CaptureName:
              throw new QueryError(errorId, { word }, errorIndex, word.length);
            case QueryErrorKind.PatternStructure:
              throw new QueryError(errorId, { suffix: `${errorIndex}: '${suffix}'...` }, errorIndex, 0);
          }
        }
        const stringCount = C._ts_query_string_count(address);
        const captureCount = C._ts_query_capture_count(address);
        const patternCount = C._ts_query_pattern_count(address);
        const captureNames = new Array(captureCount);
        const captureQuantifiers = new Array(patternCount);
        const stringValues = new Array(stringCount);
        for (let i2 = 0; i2 < captureCount; i2++) {
          const nameAddress = C._ts_query_capture_name_for_id(
            address,
            i2,
            TRANSFER_BUFFER
          );
          const nameLength = C.getValue(TRANSFER_BUFFER, "i32");
          captureNames[i2] = C.UTF8ToString(nameAddress, nameLength);
        }
        for (let i2 = 0; i2 < patternCount; i2++) {
          const captureQuantifiersArray = new Array(captureCount);
          for (let j = 0; j < captureCount; j++) {
            const quantifier = C._ts_query_capture_quantifier_for_id(address, i2, j);
            captureQuantifiersArray[j] = quantifier;
          }
          captureQuantifiers[i2] = captureQuantifiersArray;
        }
        for (let i2 = 0; i2 < stringCount; i2++) {
          const valueAddress = C._ts_query_string_value_for_id(
            address,
            i2,
            TRANSFER_BUFFER
          );
          const nameLength = C.getValue(TRANSFER_BUFFER, "i32");
          stringValues[i2] = C.UTF8ToString(valueAddress, nameLength);
        }
        const setProperties = new Array(patternCount);
        const assertedProperties = new Array(patternCount);
        const refutedProperties = new Array(patternCount);
        const predicates = new Array(patternCount);
        const textPredicates = new Array(patternCount);
        for (let i2 = 0; i2 < patternCount; i2++) {
          const predicatesAddress = C._ts_query_predicates_for_pattern(address, i2, TRANSFER_BUFFER);
          const stepCount = C.getValue(TRANSFER_BUFFER, "i32");
          predicates[i2] = [];
          textPredicates[i2] = [];
          const steps = new Array();
          let stepAddress = predicatesAddress;
          for (let j = 0; j < stepCount; j++) {
            const stepType = C.getValue(stepAddress, "i32");
            stepAddress += SIZE_OF_INT;
            const stepValueId = C.getValue(stepAddress, "i32");
            stepAddress += SIZE_OF_INT;
            parsePattern(
              i2,
              stepType,
              stepValueId,
              captureNames,
              stringValues,
              steps,
              textPredicates,
              predicates,
              setProperties,
              assertedProperties,
              refutedProperties
            );
          }
          Object.freeze(textPredicates[i2]);
          Object.freeze(predicates[i2]);
          Object.freeze(setProperties[i2]);
          Object.freeze(assertedProperties[i2]);
          Object.freeze(refutedProperties[i2]);
        }
        C._free(sourceAddress);
        this[0] = address;
        this.captureNames = captureNames;
        this.captureQuantifiers = captureQuantifiers;
        this.textPredicates = textPredicates;
        this.source = source;
        this.predicates = predicates;
        this.setProperties = setProperties;
        this.assertedProperties = assertedProperties;
        this.refutedProperties = refutedProperties;
        this.exceededMatchLimit = false;
        finalizer5?.register(this, address, this);
      }
      /** Delete the query, freeing its resources. */
      delete() {
        finalizer5?.unregister(this);
        C._ts_query_delete(this[0]);
        this[0] = 0;
      }
      /**
       * Iterate over all of the matches in the order that they were found.
       *
       * Each match contains the index of the pattern that matched, and a list of
       * captures. Because multiple patterns can match the same set of nodes,
       * one match may contain captures that appear *before* some of the
       * captures from a previous match.
       *
       * @param {Node} node - The node to execute the query on.
       *
       * @param {QueryOptions} options - Options for query execution.
       */
      matches(node, options = {}) {
        const startPosition = options.startPosition ?? ZERO_POINT;
        const endPosition = options.endPosition ?? ZERO_POINT;
        const startIndex = options.startIndex ?? 0;
        const endIndex = options.endIndex ?? 0;
        const startContainingPosition = options.startContainingPosition ?? ZERO_POINT;
        const endContainingPosition = options.endContainingPosition ?? ZERO_POINT;
        const startContainingIndex = options.startContainingIndex ?? 0;
        const endContainingIndex = options.endContainingIndex ?? 0;
        const matchLimit = options.matchLimit ?? 4294967295;
        const maxStartDepth = options.maxStartDepth ?? 4294967295;
        const progressCallback = options.progressCallback;
        if (typeof matchLimit !== "number") {
          throw new Error("Arguments must be numbers");
        }
        this.matchLimit = matchLimit;
        if (endIndex !== 0 && startIndex > endIndex) {
          throw new Error("`startIndex` cannot be greater than `endIndex`");
        }
        if (endPosition !== ZERO_POINT && (startPosition.row > endPosition.row || startPosition.row === endPosition.row && startPosition.column > endPosition.column)) {
          throw new Error("`startPosition` cannot be greater than `endPosition`");
        }
        if (endContainingIndex !== 0 && startContainingIndex > endContainingIndex) {
          throw new Error("`startContainingIndex` cannot be greater than `endContainingIndex`");
        }
        if (endContainingPosition !== ZERO_POINT && (startContainingPosition.row > endContainingPosition.row || startContainingPosition.row === endContainingPosition.row && startContainingPosition.column > endContainingPosition.column)) {
          throw new Error("`startContainingPosition` cannot be greater than `endContainingPosition`");
        }
        if (progressCallback) {
          C.currentQueryProgressCallback = progressCallback;
        }
        marshalNode(node);
        C._ts_query_matches_wasm(
          this[0],
          node.tree[0],
          startPosition.row,
          startPosition.column,
          endPosition.row,
          endPosition.column,
          startIndex,
          endIndex,
          startContainingPosition.row,
          startContainingPosition.column,
          endContainingPosition.row,
          endContainingPosition.column,
          startContainingIndex,
          endContainingIndex,
          matchLimit,
          maxStartDepth
        );
        const rawCount = C.getValue(TRANSFER_BUFFER, "i32");
        const startAddress = C.getValue(TRANSFER_BUFFER + SIZE_OF_INT, "i32");
        const didExceedMatchLimit = C.getValue(TRANSFER_BUFFER + 2 * SIZE_OF_INT, "i32");
        const result = new Array(rawCount);
        this.exceededMatchLimit = Boolean(didExceedMatchLimit);
        let filteredCount = 0;
        let address = startAddress;
        for (let i2 = 0; i2 < rawCount; i2++) {
          const patternIndex = readI32(address);
          address += SIZE_OF_INT;
          const captureCount = readI32(address);
          address += SIZE_OF_INT;
          const captures = new Array(captureCount);
          address = unmarshalCaptures(this, node.tree, address, patternIndex, captures);
          if (this.textPredicates[patternIndex].every((p) => p(captures))) {
            result[filteredCount] = { patternIndex, captures };
            const setProperties = this.setProperties[patternIndex];
            result[filteredCount].setProperties = setProperties;
            const assertedProperties = this.assertedProperties[patternIndex];
            result[filteredCount].assertedProperties = assertedProperties;
            const refutedProperties = this.refutedProperties[patternIndex];
            result[filteredCount].refutedProperties = refutedProperties;
            filteredCount++;
          }
        }
        result.length = filteredCount;
        C._free(startAddress);
        C.currentQueryProgressCallback = null;
        return result;
      }
      /**
       * Iterate over all of the individual captures in the order that they
       * appear.
       *
       * This is useful if you don't care about which pattern matched, and just
       * want a single, ordered sequence of captures.
       *
       * @param {Node} node - The node to execute the query on.
       *
       * @param {QueryOptions} options - Options for query execution.
       */
      captures(node, options = {}) {
        const startPosition = options.startPosition ?? ZERO_POINT;
        const endPosition = options.endPosition ?? ZERO_POINT;
        const startIndex = options.startIndex ?? 0;
        const endIndex = options.endIndex ?? 0;
        const startContainingPosition = options.startContainingPosition ?? ZERO_POINT;
        const endContainingPosition = options.endContainingPosition ?? ZERO_POINT;
        const startContainingIndex = options.startContainingIndex ?? 0;
        const endContainingIndex = options.endContainingIndex ?? 0;
        const matchLimit = options.matchLimit ?? 4294967295;
        const maxStartDepth = options.maxStartDepth ?? 4294967295;
        const progressCallback = options.progressCallback;
        if (typeof matchLimit !== "number") {
          throw new Error("Arguments must be numbers");
        }
        this.matchLimit = matchLimit;
        if (endIndex !== 0 && startIndex > endIndex) {
          throw new Error("`startIndex` cannot be greater than `endIndex`");
        }
        if (endPosition !== ZERO_POINT && (startPosition.row > endPosition.row || startPosition.row === endPosition.row && startPosition.column > endPosition.column)) {
          throw new Error("`startPosition` cannot be greater than `endPosition`");
        }
        if (endContainingIndex !== 0 && startContainingIndex > endContainingIndex) {
          throw new Error("`startContainingIndex` cannot be greater than `endContainingIndex`");
        }
        if (endContainingPosition !== ZERO_POINT && (startContainingPosition.row > endContainingPosition.row || startContainingPosition.row === endContainingPosition.row && startContainingPosition.column > endContainingPosition.column)) {
          throw new Error("`startContainingPosition` cannot be greater than `endContainingPosition`");
        }
        if (progressCallback) {
          C.currentQueryProgressCallback = progressCallback;
        }
        marshalNode(node);
        C._ts_query_captures_wasm(
          this[0],
          node.tree[0],
          startPosition.row,
          startPosition.column,
          endPosition.row,
          endPosition.column,
          startIndex,
          endIndex,
          startContainingPosition.row,
          startContainingPosition.column,
          endContainingPosition.row,
          endContainingPosition.column,
          startContainingIndex,
          endContainingIndex,
          matchLimit,
          maxStartDepth
        );
        const count = C.getValue(TRANSFER_BUFFER, "i32");
        const startAddress = C.getValue(TRANSFER_BUFFER + SIZE_OF_INT, "i32");
        const didExceedMatchLimit = C.getValue(TRANSFER_BUFFER + 2 * SIZE_OF_INT, "i32");
        const result = new Array();
        this.exceededMatchLimit = Boolean(didExceedMatchLimit);
        const captures = new Array();
        let address = startAddress;
        for (let i2 = 0; i2 < count; i2++) {
          const patternIndex = C.getValue(address, "i32");
          address += SIZE_OF_INT;
          const captureCount = C.getValue(address, "i32");
          address += SIZE_OF_INT;
          const captureIndex = C.getValue(address, "i32");
          address += SIZE_OF_INT;
          captures.length = captureCount;
          address = unmarshalCaptures(this, node.tree, address, patternIndex, captures);
          if (this.textPredicates[patternIndex].every((p) => p(captures))) {
            const capture = captures[captureIndex];
            const setProperties = this.setProperties[patternIndex];
            capture.setProperties = setProperties;
            const assertedProperties = this.assertedProperties[patternIndex];
            capture.assertedProperties = assertedProperties;
            const refutedProperties = this.refutedProperties[patternIndex];
            capture.refutedProperties = refutedProperties;
            result.push(capture);
          }
        }
        C._free(startAddress);
        C.currentQueryProgressCallback = null;
        return result;
      }
      /** Get the predicates for a given pattern. */
      predicatesForPattern(patternIndex) {
        return this.predicates[patternIndex];
      }
      /**
       * Disable a certain capture within a query.
       *
       * This prevents the capture from being returned in matches, and also
       * avoids any resource usage associated with recording the capture.
       */
      disableCapture(captureName) {
        const captureNameLength = C.lengthBytesUTF8(captureName);
        const captureNameAddress = C._malloc(captureNameLength + 1);
        C.stringToUTF8(captureName, captureNameAddress, captureNameLength + 1);
        C._ts_query_disable_capture(this[0], captureNameAddress, captureNameLength);
        C._free(captureNameAddress);
      }
      /**
       * Disable a certain pattern within a query.
       *
       * This prevents the pattern from matching, and also avoids any resource
       * usage associated with the pattern. This throws an error if the pattern
       * index is out of bounds.
       */
      disablePattern(patternIndex) {
        if (patternIndex >= this.predicates.length) {
          throw new Error(
            `Pattern index is ${patternIndex} but the pattern count is ${this.predicates.length}`
          );
        }
        C._ts_query_disable_pattern(this[0], patternIndex);
      }
      /**
       * Check if, on its last execution, this cursor exceeded its maximum number
       * of in-progress matches.
       */
      didExceedMatchLimit() {
        return this.exceededMatchLimit;
      }
      /** Get the index where the given pattern starts in the query's source. */
      startIndexForPattern(patternIndex) {
        if (patternIndex >= this.predicates.length) {
          throw new Error(
            `Pattern index is ${patternIndex} but the pattern count is ${this.predicates.length}`
          );
        }
        const byteOffset = C._ts_query_start_byte_for_pattern(this[0], patternIndex);
        return indexForByteOffset(this.source, byteOffset);
      }
      /** Get the index where the given pattern ends in the query's source. */
      endIndexForPattern(patternIndex) {
        if (patternIndex >= this.predicates.length) {
          throw new Error(
            `Pattern index is ${patternIndex} but the pattern count is ${this.predicates.length}`
          );
        }
        const byteOffset = C._ts_query_end_byte_for_pattern(this[0], patternIndex);
        return indexForByteOffset(this.source, byteOffset);
      }
      /** Get the number of patterns in the query. */
      patternCount() {
        return C._ts_query_pattern_count(this[0]);
      }
      /** Get the index for a given capture name. */
      captureIndexForName(captureName) {
        return this.captureNames.indexOf(captureName);
      }
      /** Check if a given pattern within a query has a single root node. */
      isPatternRooted(patternIndex) {
        return C._ts_query_is_pattern_rooted(this[0], patternIndex) === 1;
      }
      /** Check if a given pattern within a query has a single root node. */
      isPatternNonLocal(patternIndex) {
        return C._ts_query_is_pattern_non_local(this[0], patternIndex) === 1;
      }
      /**
       * Check if the step at the given index in the query's source is 'definite'.
       *
       * A query step is 'definite' if its parent pattern will be guaranteed to
       * match successfully once it reaches the step.
       */
      isPatternGuaranteedAtStep(index) {
        const byteOffset = C.lengthBytesUTF8(this.source.slice(0, index));
        return C._ts_query_is_pattern_guaranteed_at_step(this[0], byteOffset) === 1;
      }
    };
  }
});

// src/core/parseWorker.ts
init_define_ODIN_SLICE_EXTENSION_PARTS();
import { parentPort, workerData } from "node:worker_threads";

// src/core/factsCodec.ts
init_define_ODIN_SLICE_EXTENSION_PARTS();
var KINDS = ["function", "method", "class", "interface", "type", "enum", "module", "variable"];
var BASE_KEYS = ["name", "kind", "chain", "start", "end", "parent"];
function derivedChain(defs, def) {
  const above = def.parent >= 0 ? defs[def.parent].chain : [];
  return def.owner === void 0 ? [...above, def.name] : [...above, def.owner, def.name];
}
function sameStrings(a, b) {
  return a.length === b.length && a.every((x, i2) => x === b[i2]);
}
function definitionColumns(defs) {
  const columns = [[], "", [], [], [], [], [], []];
  let lastStart = 0;
  defs.forEach((def, i2) => {
    const keys = Object.keys(def);
    const kind = KINDS.indexOf(def.kind);
    const usual = kind >= 0 && BASE_KEYS.every((k, j) => keys[j] === k);
    if (!usual) columns[7].push([i2, def]);
    columns[0].push(def.name);
    columns[1] += String(Math.max(0, kind));
    columns[2].push(def.start - lastStart);
    lastStart = def.start;
    columns[3].push(def.end - def.start);
    columns[4].push(def.parent);
    columns[5].push(def.parent < i2 && sameStrings(def.chain, derivedChain(defs, def)) ? 0 : def.chain);
    if (usual && keys.length > BASE_KEYS.length) {
      const more = {};
      for (const k of keys.slice(BASE_KEYS.length)) more[k] = def[k];
      columns[6].push([i2, more]);
    }
  });
  return columns;
}
var LATER_KEYS = ["imports", "exports", "moduleUnits", "entry"];
function placesByName(references) {
  const byName = /* @__PURE__ */ new Map();
  references.forEach((ref, i2) => {
    const places = byName.get(ref.name);
    if (places) places.push(i2);
    else byName.set(ref.name, [i2]);
  });
  return byName;
}
function encodeFacts(facts) {
  const byName = placesByName(facts.references);
  const head = { ...facts, definitions: definitionColumns(facts.definitions), references: null, imports: null, exports: null, moduleUnits: null, entry: null };
  let text = JSON.stringify(head);
  for (const key of LATER_KEYS) text += `
${JSON.stringify(facts[key])}`;
  text += `
${facts.references.length}`;
  for (const [name2, places] of byName) text += `
${JSON.stringify(nameLine(name2, places, facts.references))}`;
  return text;
}
function nameLine(name2, places, all2) {
  const line = [name2, [], "", [], [], [], [], []];
  const targetIndex = /* @__PURE__ */ new Map();
  let lastPlace = 0;
  let lastLine = 0;
  let renamed = false;
  for (const place of places) {
    const ref = all2[place];
    line[1].push(place - lastPlace);
    lastPlace = place;
    line[2] += ref.kind === "call" ? "c" : "r";
    line[3].push(ref.line - lastLine);
    lastLine = ref.line;
    line[4].push(ref.unit);
    const key = JSON.stringify(ref.target);
    let t = targetIndex.get(key);
    if (t === void 0) {
      t = line[5].length;
      line[5].push(ref.target);
      targetIndex.set(key, t);
    }
    line[6].push(t);
    line[7].push(ref.label === name2 ? 0 : ref.label);
    if (ref.label !== name2) renamed = true;
  }
  if (line[5].length === 1) line[6] = [];
  if (!renamed) line[7] = [];
  return line;
}

// src/core/indexer.ts
init_define_ODIN_SLICE_EXTENSION_PARTS();

// src/core/extract.ts
init_define_ODIN_SLICE_EXTENSION_PARTS();

// src/core/languages.ts
init_define_ODIN_SLICE_EXTENSION_PARTS();
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

// src/core/entryOf.ts
init_define_ODIN_SLICE_EXTENSION_PARTS();

// src/core/importQualifiers.ts
init_define_ODIN_SLICE_EXTENSION_PARTS();

// src/core/wordSketch.ts
init_define_ODIN_SLICE_EXTENSION_PARTS();

// src/core/partitionPoint.ts
init_define_ODIN_SLICE_EXTENSION_PARTS();

// src/core/scratchRead.ts
init_define_ODIN_SLICE_EXTENSION_PARTS();
import { closeSync, openSync, readSync } from "node:fs";
var SCRATCH_BYTES = 1 << 20;
var scratch = Buffer.allocUnsafe(SCRATCH_BYTES);
function readWhole(path, place) {
  const fd = openSync(path, "r");
  let length = 0;
  try {
    for (; ; ) {
      const { bytes, at, room } = place(length);
      const n = readSync(fd, bytes, at, room, null);
      if (n === 0) break;
      length += n;
    }
  } finally {
    closeSync(fd);
  }
  return length;
}

// src/core/sketchLoopWasm.ts
init_define_ODIN_SLICE_EXTENSION_PARTS();
var SKETCH_LOOP_WASM = "AGFzbQEAAAABKAZgBn9/f39/fwF/YAAAYAV/f39/fwF/YAV/f39/fwBgAX8Bf2AAAX8DCAcAAQACAwQFBQMBAAEGBgF/AUEACwcuBAtsZXhpY29uU2xvdAAFCmZyZWVNZW1vcnkABgZza2V0Y2gABAZtZW1vcnkCAAgBAQr2EQehBAECf0HT49oXIQYgACACai0AACEHA0ACQCAGQQV3IAdzIQYgAkEBaiICIAFPDQAgACACai0AACIHQYAIai0AAA0BCwsgBiAGQRB2c0HrlK+veGwiACAAQQ12c0G13MqVfGwiACAAQRB2cyIAJAAgAyAAIARxIgFBBXZBAnRqIgYgBigCAEEBIAF0cjYCACADIABBEHcgBHEiAUEFdkECdGoiBiAGKAIAQQEgAXRyNgIAIAVBAXEEQCADIABBldPH3gVzIgEgAUEQdnNB65Svr3hsIgEgAUENdnNBtdzKlXxsIgEgAUEQdnMiASAEcSIGQQV2QQJ0aiIHIAcoAgBBASAGdHI2AgAgAyABQRB3IARxIgFBBXZBAnRqIgYgBigCAEEBIAF0cjYCAAsgBUECcQRAIAMgAEGv1tO+AnMiASABQRB2c0HrlK+veGwiASABQQ12c0G13MqVfGwiASABQRB2cyIBIARxIgZBBXZBAnRqIgcgBygCAEEBIAZ0cjYCACADIAFBEHcgBHEiAUEFdkECdGoiBiAGKAIAQQEgAXRyNgIACyAFQQRxBEAgAyAAQbHP2bIBcyIAIABBEHZzQeuUr694bCIAIABBDXZzQbXcypV8bCIAIABBEHZzIgAgBHEiAUEFdkECdGoiBSAFKAIAQQEgAXRyNgIAIAMgAEEQdyAEcSIAQQV2QQJ0aiIBIAEoAgBBASAAdHI2AgALIAIL0gEBAn8DQCABQYACSQRAIAFBME8iAARAIAFBOU0hAAsgAEUEQCABQdoATSABQcEAT3EhAAsgAEUEQCABQfoATSABQeEAT3EhAAsgAEUEQCABQd8ARiEACyAARQRAIAFBJEYhAAsgAEUEQCABQYABTyEACyABQYAIaiAAOgAAIAFBgApqIAAgAUE+RnIgAUHdAEZyIAFBKUZyIAFBL0ZyOgAAIAFBgAxqIAFBC0YgAUEJRnIgAUEMRnIgAUENRnIgAUEgRnI6AAAgAUEBaiEBDAELCwuFBAEKfyAAIAJqIgctAAAiCiAFQYAGamotAAAiBkECcQR/IActAAEgCkYEfyAHLQACIApGBUEACwVBAQtFBEAgBUGACGogCmotAAAhBgsgBkEBcUUEQEF/DwsgBkEEcUEARyEOIAZBCHFBAEchD0F/IQcgAkEDaiACQQFqIAZBAnFBAEciDBsiAiEGA0AgASAGSwRAAkAgACAGai0AACELAkAgDQRAQQAhDSAPRSALQQpGcSAFQYACaiALai0AAEEBRnIEQEF/DwsFIA4gC0HcAEZxBEBBASENDAIFIAogC0YEfyAMBH8gACAGaiIILQABIApGBH8gCC0AAiAKRgVBAAsFQQELBUEACwRAIAYhBwwEBSAPRSALQQpGcQRAQX8PCwsLC0EBIAkgBUGABGogC2otAABBAUYbIQkLIAZBAWohBgwCCwsLIAdBAEgEQEF/DwtBBUEBIAkbIQEgBUGECmooAgBBAEchCANAIAIgB0kEQCAAIAJqLQAAQYAIai0AAARAIAAgByACIAMgBCABEAAhAiABQQJyIAEgCCABQQJxRXEEfyMAIQYgBUGECmooAgAhAUEAIQkCfwNAIAEgCUsEQEEBIAVBiApqIAlBAnRqKAIAIAZGDQIaIAlBAWohCQwBCwtBAAsFQQALGyEBCyACQQFqIQIMAQsLIAdBAmogByAMGwv2BAEIfyAEQYQKaigCAEEARyEKQQEhBgNAIAEgDEsEQCAAIAxqLQAAIQsDQCALQYAIai0AAEUEQCALQQpGBH9BAQUgC0GADGotAAAEfyAGBSAEIAtqLQAABH8gC0EvRgR/IAAgDGotAAEiBkEvRgRAIAxBAmohDANAIAEgDEsEfyAAIAxqLQAAQQpHBUEACwRAIAxBAWohDAwBCwsgASAMTQRAQQEPCwUgBkEqRgRAIAxBAmohDANAA0AgASAMSwR/IAAgDGotAABBKkcFQQALBEAgDEEBaiEMDAELCyAMQQFqIAFPBEBBAA8LIAAgDGotAAFBL0cEQCAMQQFqIQwMAQsLIAxBAWohDAVBACEHQQAhBQsLQQEFIAAgASAMIAIgAyAEEAIiDEEASARAQQAPC0EAIQdBACEFQQALBSAFBH8gBEGABGogC2otAABBAUYFQQALBEAgAiAJQbHP2bIBcyIFIAVBEHZzQeuUr694bCIFIAVBDXZzQbXcypV8bCIFIAVBEHZzIgcgA3EiBkEFdkECdGoiBSAFKAIAQQEgBnRyNgIAIAIgB0EQdyADcSIGQQV2QQJ0aiIFIAUoAgBBASAGdHI2AgALQQAhBUEAIQcgC0GACmotAABBAUYLCwshBiAMQQFqIgwgAU8EQEEBDwsgACAMai0AACELDAELCyAAIAEgDCACIAMgBkECQQAgBxtyEAAhDCMAIQkgBiEFQQEhBiAKBH8jACEHIARBhApqKAIAIQhBACELAn8DQCAIIAtLBEBBASAEQYgKaiALQQJ0aigCACAHRg0CGiALQQFqIQsMAQsLQQALBUEACyEHDAELC0EBC+kCAQV/IAJBACADQQJ0/AsAIANBBXRBAWshCCAEBEAgACABIAIgCCAEEAMEQA8LIAJBACADQQJ0/AsACyAEBH9BA0EBIARBhApqKAIAGyIDQQRyIAMgBEGACmooAgAbBUEBCyEJQQAhA0EBIQVBASEHA0AgASADSwRAAkAgACADai0AACEEA0AgBEGACGotAABFBEAgBEEKRgR/QQEhB0EAIQZBAQUgBEGADGotAAAEfyAFBSAHBH9BACEHIAAgA2otAAEhBSAEQSpGBH9BAQUgBUEqRiAEQS9GcQsEf0ECBUEBIAYgBUEvRiAEQS9GcRsLBUEAIAYgBEEvRiAGQQJGcQR/IAAgA2pBAWstAABBKkYFQQALGwshBiAEQYAKai0AAEEBRgsLIQUgA0EBaiIDIAFPDQIgACADai0AACEEDAELC0EAIQcgACABIAMgAiAIIAlBACAGRSAFcRsQACEDQQEhBQwCCwsLCwwAIABBgAxsQYAOagsGAEGAzgEL";
var SKETCH_LOOP_WASM_SIMD = "AGFzbQEAAAABKAZgBn9/f39/fwF/YAAAYAV/f39/fwF/YAV/f39/fwBgAX8Bf2AAAX8DCAcAAQACAwQFBQMBAAEGBgF/AUEACwcuBAtsZXhpY29uU2xvdAAFCmZyZWVNZW1vcnkABgZza2V0Y2gABAZtZW1vcnkCAAgBAQr0EwehBAECf0HT49oXIQYgACACai0AACEHA0ACQCAGQQV3IAdzIQYgAkEBaiICIAFPDQAgACACai0AACIHQYAIai0AAA0BCwsgBiAGQRB2c0HrlK+veGwiACAAQQ12c0G13MqVfGwiACAAQRB2cyIAJAAgAyAAIARxIgFBBXZBAnRqIgYgBigCAEEBIAF0cjYCACADIABBEHcgBHEiAUEFdkECdGoiBiAGKAIAQQEgAXRyNgIAIAVBAXEEQCADIABBldPH3gVzIgEgAUEQdnNB65Svr3hsIgEgAUENdnNBtdzKlXxsIgEgAUEQdnMiASAEcSIGQQV2QQJ0aiIHIAcoAgBBASAGdHI2AgAgAyABQRB3IARxIgFBBXZBAnRqIgYgBigCAEEBIAF0cjYCAAsgBUECcQRAIAMgAEGv1tO+AnMiASABQRB2c0HrlK+veGwiASABQQ12c0G13MqVfGwiASABQRB2cyIBIARxIgZBBXZBAnRqIgcgBygCAEEBIAZ0cjYCACADIAFBEHcgBHEiAUEFdkECdGoiBiAGKAIAQQEgAXRyNgIACyAFQQRxBEAgAyAAQbHP2bIBcyIAIABBEHZzQeuUr694bCIAIABBDXZzQbXcypV8bCIAIABBEHZzIgAgBHEiAUEFdkECdGoiBSAFKAIAQQEgAXRyNgIAIAMgAEEQdyAEcSIAQQV2QQJ0aiIBIAEoAgBBASAAdHI2AgALIAIL0gEBAn8DQCABQYACSQRAIAFBME8iAARAIAFBOU0hAAsgAEUEQCABQdoATSABQcEAT3EhAAsgAEUEQCABQfoATSABQeEAT3EhAAsgAEUEQCABQd8ARiEACyAARQRAIAFBJEYhAAsgAEUEQCABQYABTyEACyABQYAIaiAAOgAAIAFBgApqIAAgAUE+RnIgAUHdAEZyIAFBKUZyIAFBL0ZyOgAAIAFBgAxqIAFBC0YgAUEJRnIgAUEMRnIgAUENRnIgAUEgRnI6AAAgAUEBaiEBDAELCwuFBAEKfyAAIAJqIgctAAAiCiAFQYAGamotAAAiBkECcQR/IActAAEgCkYEfyAHLQACIApGBUEACwVBAQtFBEAgBUGACGogCmotAAAhBgsgBkEBcUUEQEF/DwsgBkEEcUEARyEOIAZBCHFBAEchD0F/IQcgAkEDaiACQQFqIAZBAnFBAEciDBsiAiEGA0AgASAGSwRAAkAgACAGai0AACELAkAgDQRAQQAhDSAPRSALQQpGcSAFQYACaiALai0AAEEBRnIEQEF/DwsFIA4gC0HcAEZxBEBBASENDAIFIAogC0YEfyAMBH8gACAGaiIILQABIApGBH8gCC0AAiAKRgVBAAsFQQELBUEACwRAIAYhBwwEBSAPRSALQQpGcQRAQX8PCwsLC0EBIAkgBUGABGogC2otAABBAUYbIQkLIAZBAWohBgwCCwsLIAdBAEgEQEF/DwtBBUEBIAkbIQEgBUGECmooAgBBAEchCANAIAIgB0kEQCAAIAJqLQAAQYAIai0AAARAIAAgByACIAMgBCABEAAhAiABQQJyIAEgCCABQQJxRXEEfyMAIQYgBUGECmooAgAhAUEAIQkCfwNAIAEgCUsEQEEBIAVBiApqIAlBAnRqKAIAIAZGDQIaIAlBAWohCQwBCwtBAAsFQQALGyEBCyACQQFqIQIMAQsLIAdBAmogByAMGwv0BgIIfwF7IARBhApqKAIAQQBHIQpBASEGA0AgASAFSwRAIAAgBWotAAAhBwNAIAdBgAhqLQAARQRAIAdBCkYEQEEBIQYgBUEBaiEFA0AgBUEQaiIHIAFNBEACQCAFIAAgBWr9AAQAIg39DCAgICAgICAgICAgICAgICD9IyAN/QwJCQkJCQkJCQkJCQkJCQkJ/SP9UP1kIgxBf3NoaiEFIAxB//8DRw0AIAchBQwCCwsLIAVBAWshBQUgB0GADGotAABFBEAgBCAHai0AAAR/IAdBL0YEfyAAIAVqLQABIgZBL0YEQCAFQQJqIQUDQCAFQRBqIgYgAU0EQAJAIAUgACAFav0ABAD9DAoKCgoKCgoKCgoKCgoKCgr9I/1kIgdoaiEFIAcNACAGIQUMAgsLCwNAIAEgBUsEfyAAIAVqLQAAQQpHBUEACwRAIAVBAWohBQwBCwsgASAFTQRAQQEPCwUgBkEqRgRAIAVBAmohBQNAA0AgBUEQaiIGIAFNBEACQCAFIAAgBWr9AAQA/QwqKioqKioqKioqKioqKioq/SP9ZCIHaGohBSAHDQAgBiEFDAILCwsDQCABIAVLBH8gACAFai0AAEEqRwVBAAsEQCAFQQFqIQUMAQsLIAVBAWogAU8EQEEADwsgACAFai0AAUEvRwRAIAVBAWohBQwBCwsgBUEBaiEFBUEAIQtBACEICwtBAQUgACABIAUgAiADIAQQAiIFQQBIBEBBAA8LQQAhC0EAIQhBAAsFIAgEfyAEQYAEaiAHai0AAEEBRgVBAAsEQCACIAlBsc/ZsgFzIgYgBkEQdnNB65Svr3hsIgYgBkENdnNBtdzKlXxsIgYgBkEQdnMiBiADcSIIQQV2QQJ0aiILIAsoAgBBASAIdHI2AgAgAiAGQRB3IANxIgZBBXZBAnRqIgggCCgCAEEBIAZ0cjYCAAtBACEIQQAhCyAHQYAKai0AAEEBRgshBgsLIAVBAWoiBSABTwRAQQEPCyAAIAVqLQAAIQcMAQsLIAAgASAFIAIgAyAGQQJBACALG3IQACEFIwAhCSAGIQhBASEGIAoEfyMAIQsgBEGECmooAgAhDEEAIQcCfwNAIAcgDEkEQEEBIARBiApqIAdBAnRqKAIAIAtGDQIaIAdBAWohBwwBCwtBAAsFQQALIQsMAQsLQQEL6QIBBX8gAkEAIANBAnT8CwAgA0EFdEEBayEIIAQEQCAAIAEgAiAIIAQQAwRADwsgAkEAIANBAnT8CwALIAQEf0EDQQEgBEGECmooAgAbIgNBBHIgAyAEQYAKaigCABsFQQELIQlBACEDQQEhBUEBIQcDQCABIANLBEACQCAAIANqLQAAIQQDQCAEQYAIai0AAEUEQCAEQQpGBH9BASEHQQAhBkEBBSAEQYAMai0AAAR/IAUFIAcEf0EAIQcgACADai0AASEFIARBKkYEf0EBBSAFQSpGIARBL0ZxCwR/QQIFQQEgBiAFQS9GIARBL0ZxGwsFQQAgBiAEQS9GIAZBAkZxBH8gACADakEBay0AAEEqRgVBAAsbCyEGIARBgApqLQAAQQFGCwshBSADQQFqIgMgAU8NAiAAIANqLQAAIQQMAQsLQQAhByAAIAEgAyACIAggCUEAIAZFIAVxGxAAIQNBASEFDAILCwsLDAAgAEGADGxBgA5qCwYAQYDOAQs=";

// src/core/wordSketch.ts
var WORD_BYTE = new Uint8Array(256);
for (let b = 0; b < 256; b++) {
  WORD_BYTE[b] = b >= 48 && b <= 57 || b >= 65 && b <= 90 || b >= 97 && b <= 122 || b === 95 || b === 36 || b >= 128 ? 1 : 0;
}
var BLANK = new Uint8Array(256);
for (const b of [9, 11, 12, 13, 32]) BLANK[b] = 1;
var NEWLINE = 10;
var SLASH = 47;
var SEED = 49721811;
var step = (hash, byte) => (hash << 5 | hash >>> 27) ^ byte;
function finish(h) {
  h = Math.imul(h ^ h >>> 16, 2246822507);
  h = Math.imul(h ^ h >>> 13, 3266489909);
  return h ^ h >>> 16;
}
function sketchLength(length) {
  let size = 2048;
  while (size < length) size *= 2;
  return size >>> 5;
}
function readForSketch(path) {
  const loop = loopForNewText();
  const room = (filled) => loop.bytes.length - loop.free - filled - LOOKAHEAD;
  return readWhole(path, (filled) => {
    if (room(filled) <= 0) loop.reserve(2 * loop.bytes.length);
    return { bytes: loop.bytes, at: loop.free + filled, room: room(filled) };
  });
}
function sketchReadInto(length, bits, lexicon) {
  const loop = sketchLoop();
  const text = loop.free;
  const sketchAt = text + length + LOOKAHEAD + 7 & ~7;
  loop.reserve(sketchAt + 4 * bits.length);
  loop.bytes.fill(0, text + length, text + length + LOOKAHEAD);
  loop.sketch(text, length, sketchAt, bits.length, lexicon === null ? 0 : loop.slotOf(lexicon));
  bits.set(new Int32Array(loop.bytes.buffer, sketchAt, bits.length));
  return bits;
}
var LOOKAHEAD = 3;
var KEPT_MEMORY_BYTES = 8 * 1024 * 1024;
var loopOfThread = null;
var loopModuleChoice = null;
var compiledLoopModule = null;
function loopModule(wasm) {
  if (compiledLoopModule) return compiledLoopModule;
  if (loopModuleChoice !== "scalar") {
    try {
      compiledLoopModule = new wasm.Module(Buffer.from(SKETCH_LOOP_WASM_SIMD, "base64"));
      loopModuleChoice = "simd";
      return compiledLoopModule;
    } catch (error) {
      if (loopModuleChoice === "simd") throw error;
      loopModuleChoice = "scalar";
    }
  }
  compiledLoopModule = new wasm.Module(Buffer.from(SKETCH_LOOP_WASM, "base64"));
  return compiledLoopModule;
}
function loopForNewText() {
  if (loopOfThread && loopOfThread.bytes.length > KEPT_MEMORY_BYTES) loopOfThread = null;
  return sketchLoop();
}
function sketchLoop() {
  if (loopOfThread) return loopOfThread;
  const wasm = globalThis.WebAssembly;
  const instance2 = new wasm.Instance(loopModule(wasm), {
    env: {
      abort: () => {
        throw new Error("the sketch loop aborted");
      }
    }
  });
  const exports = instance2.exports;
  const memory = exports.memory;
  const slots = /* @__PURE__ */ new Map();
  const loop = {
    free: exports.freeMemory(),
    bytes: new Uint8Array(memory.buffer),
    reserve(bytes) {
      if (bytes <= memory.buffer.byteLength) return;
      memory.grow(Math.ceil((bytes - memory.buffer.byteLength) / WASM_PAGE));
      loop.bytes = new Uint8Array(memory.buffer);
    },
    sketch: exports.sketch,
    slotOf(lexicon) {
      let at = slots.get(lexicon);
      if (at === void 0) {
        if (slots.size === LEXICON_SLOTS) throw new Error(`more than ${LEXICON_SLOTS} sketch lexicons in one thread`);
        at = exports.lexiconSlot(slots.size);
        loop.bytes.set(lexicon.tables, at);
        slots.set(lexicon, at);
      }
      return at;
    }
  };
  loopOfThread = loop;
  return loop;
}
var WASM_PAGE = 65536;
var LEXICON_SLOTS = 16;
var TABLES = { starting: 0, stopping: 256, openers: 512, firstKind: 768, secondKind: 1024, hasOpeners: 1280, keywordCount: 1284, keywords: 1288, size: 1536 };
var kindFlags = (kind) => kind === void 0 ? 0 : 1 | (kind.triple ? 2 : 0) | (kind.escapes ? 4 : 0) | (kind.lines ? 8 : 0);
function lexiconTables(lexicon) {
  if (TABLES.keywords + 4 * lexicon.keywords.length > TABLES.size) throw new Error(`too many declaring keywords: ${lexicon.keywords.length}`);
  const tables = new Uint8Array(TABLES.size);
  tables.set(lexicon.starting, TABLES.starting);
  tables.set(lexicon.stopping, TABLES.stopping);
  tables.set(lexicon.openers, TABLES.openers);
  for (let b = 0; b < 256; b++) {
    tables[TABLES.firstKind + b] = kindFlags(lexicon.opening[b]?.[0]);
    tables[TABLES.secondKind + b] = kindFlags(lexicon.opening[b]?.[1]);
  }
  const view = new DataView(tables.buffer);
  view.setUint32(TABLES.hasOpeners, lexicon.hasOpeners ? 1 : 0, true);
  view.setUint32(TABLES.keywordCount, lexicon.keywords.length, true);
  lexicon.keywords.forEach((hash, k) => view.setInt32(TABLES.keywords + 4 * k, hash, true));
  return tables;
}
function compileSketchLexicon(descriptor) {
  if (descriptor.comments !== "c") throw new Error(`unknown comment syntax ${JSON.stringify(descriptor.comments)}`);
  const opening = [];
  for (const { delimiter, escapes = false, lines = false } of descriptor.strings) {
    const quote = delimiter.charCodeAt(0);
    const triple = delimiter.length === 3 && delimiter === String.fromCharCode(quote).repeat(3);
    if (quote >= 128 || WORD_BYTE[quote] === 1 || quote === SLASH || quote === BACKSLASH || !(triple || delimiter.length === 1)) {
      throw new Error(`unsupported string delimiter ${JSON.stringify(delimiter)}`);
    }
    const kinds = opening[quote] ??= [];
    if (kinds.some((k) => k.triple === triple)) throw new Error(`string delimiter ${JSON.stringify(delimiter)} named twice`);
    kinds.push({ quote, triple, escapes, lines });
  }
  const starting = new Uint8Array(256);
  starting[SLASH] = 1;
  for (const kinds of opening) {
    if (!kinds) continue;
    kinds.sort((a, b) => Number(b.triple) - Number(a.triple));
    starting[kinds[0].quote] = 1;
  }
  const stopping = new Uint8Array(256);
  for (const c of descriptor.unsupportedEscapes ?? "") stopping[c.charCodeAt(0)] = 1;
  const keywords = new Int32Array(
    (descriptor.declaringKeywords ?? []).map((word) => {
      const bytes = Buffer.from(word, "utf8");
      if (bytes.length === 0 || bytes.some((b) => WORD_BYTE[b] === 0)) throw new Error(`a declaring keyword must be one word: ${JSON.stringify(word)}`);
      return wordHash(bytes);
    })
  );
  const openers = new Uint8Array(256);
  for (const c of descriptor.declarationOpeners ?? "") {
    const b = c.charCodeAt(0);
    if (b >= 128 || WORD_BYTE[b] === 1 || BLANK[b] === 1 || b === NEWLINE || starting[b] === 1) throw new Error(`unsupported declaration opener ${JSON.stringify(c)}`);
    openers[b] = 1;
  }
  const lexicon = { starting, opening: Array.from({ length: 256 }, (_, b) => opening[b]), stopping, keywords, openers, hasOpeners: openers.includes(1) };
  return { ...lexicon, tables: lexiconTables(lexicon) };
}
var BACKSLASH = 92;
function wordHash(word) {
  let hash = SEED;
  for (const b of word) hash = step(hash, b);
  return finish(hash);
}

// src/core/importQualifiers.ts
function compileImportQualifiers(d) {
  return {
    separator: d.separator,
    header: new RegExp(d.header),
    statement: new RegExp(d.statement),
    open: new RegExp(d.open),
    spec: new RegExp(d.spec),
    close: new RegExp(d.close)
  };
}

// src/core/languages.ts
function placementOf(spec, sites) {
  const keywords = (spec.sketchLexicon?.declaringKeywords ?? []).length > 0;
  const openers = (spec.sketchLexicon?.declarationOpeners ?? "").length > 0 && spec.definitionsAfterWords === true;
  const afterKeyword = (site) => keywords && site.afterKeyword === true;
  const beforeOpener = (site) => openers && site.beforeOpener === true;
  if (sites.length === 0 || !sites.every((site) => afterKeyword(site) || beforeOpener(site))) return spec.definitionsAfterWords === true ? "afterWords" : "anywhere";
  const someAfterKeyword = sites.some(afterKeyword);
  const someBeforeOpener = sites.some((site) => !afterKeyword(site));
  return someAfterKeyword && someBeforeOpener ? "afterKeywordOrBeforeOpener" : someAfterKeyword ? "afterKeyword" : "beforeOpener";
}
var here = dirname(fileURLToPath(import.meta.url));
var require2 = createRequire(import.meta.url);
function languagesDirectory() {
  const candidates = [join(here, "languages"), resolve(here, "../languages")];
  for (const c of candidates) if (existsSync(join(c, "typescript", "language.json"))) return c;
  throw new Error(`language folders not found (looked in ${candidates.join(", ")})`);
}
function wasmFile(pkg, file) {
  const bundled = join(here, "wasm", file);
  if (existsSync(bundled)) return bundled;
  return require2.resolve(`${pkg}/${file}`);
}
var registry = null;
var sureSitesBySort = compiledOnce(
  (spec) => spec.sureDefinitionSites,
  (all2) => ({ members: all2.filter((s) => s.declares === "members"), others: all2.filter((s) => s.declares === "others") })
);
function languageNamed(name2) {
  return languages().find((s) => s.name === name2) ?? null;
}
function definitionSitesOf(spec, sort) {
  return definitionRulesOf(spec, sort).sites;
}
function definitionRulesOf(spec, sort) {
  let rules = rulesBySpec.get(spec);
  if (!rules) {
    const all2 = spec.definitionSites;
    const of = (sites) => ({ sites, placed: placementOf(spec, sites ?? []) });
    const ofSort = (one2) => of(all2?.filter((s) => s.declares === void 0 || s.declares === one2));
    rules = { all: of(all2), members: ofSort("members"), others: ofSort("others") };
    rulesBySpec.set(spec, rules);
  }
  return rules[sort];
}
var rulesBySpec = /* @__PURE__ */ new Map();
function compiledOnce(field, compile) {
  const compiled = /* @__PURE__ */ new Map();
  return (spec) => {
    if (!spec) return null;
    let value = compiled.get(spec);
    if (value === void 0) {
      const descriptor = field(spec);
      value = descriptor === void 0 ? null : compile(descriptor);
      compiled.set(spec, value);
    }
    return value;
  };
}
var sketchLexiconOf = compiledOnce((spec) => spec.sketchLexicon, compileSketchLexicon);
function sketchLexiconForPath(path) {
  return sketchLexiconOf(languageForPath(path));
}
var importQualifiersOf = compiledOnce((spec) => spec.importQualifiers, compileImportQualifiers);
var exportedNamesOf = compiledOnce((spec) => spec.exportedNames, (pattern) => new RegExp(pattern, "u"));
function languages() {
  if (registry) return registry;
  const dir = languagesDirectory();
  const specs = [];
  for (const name2 of readdirSync(dir).sort()) {
    const descriptorPath = join(dir, name2, "language.json");
    if (!existsSync(descriptorPath)) continue;
    const descriptor = JSON.parse(readFileSync(descriptorPath, "utf8"));
    const spec = { ...descriptor, wasmPath: wasmFile(descriptor.grammar.package, descriptor.grammar.wasm) };
    let querySource;
    Object.defineProperty(spec, "querySource", {
      enumerable: true,
      get: () => querySource ??= descriptor.queries.map((q) => readFileSync(join(dir, name2, q), "utf8")).join("\n")
    });
    specs.push(spec);
  }
  registry = specs;
  return specs;
}
function languageForPath(path) {
  const dot = path.lastIndexOf(".");
  if (dot < 0) return null;
  const last = path.slice(dot);
  let known = byLastPartAsWritten.get(last);
  if (known === void 0) {
    known = last.includes("/") ? null : languageOfLastPart(last.toLowerCase());
    if (byLastPartAsWritten.size > 1e4) byLastPartAsWritten.clear();
    byLastPartAsWritten.set(last, known);
  }
  return known === SEVERAL_PARTS ? matchLanguage(path) : known;
}
var SEVERAL_PARTS = /* @__PURE__ */ Symbol("several parts");
var byLastPartAsWritten = /* @__PURE__ */ new Map();
var extensionsByLastPart = null;
function languageOfLastPart(lower) {
  extensionsByLastPart ??= byLastPart(languages());
  const candidates = extensionsByLastPart.get(lower);
  if (!candidates) return null;
  if (candidates.some(({ ext }) => ext !== lower)) return SEVERAL_PARTS;
  return candidates[0].spec;
}
function matchLanguage(path) {
  extensionsByLastPart ??= byLastPart(languages());
  const lower = path.toLowerCase();
  const candidates = extensionsByLastPart.get(lower.slice(lower.lastIndexOf(".")));
  let best = null;
  let bestLength = 0;
  for (const { ext, spec } of candidates ?? []) {
    if (lower.endsWith(ext) && ext.length > bestLength) {
      best = spec;
      bestLength = ext.length;
    }
  }
  return best;
}
function byLastPart(specs) {
  const map = /* @__PURE__ */ new Map();
  for (const spec of specs) {
    for (const ext of spec.extensions) {
      const last = ext.slice(ext.lastIndexOf("."));
      const list = map.get(last);
      if (list) list.push({ ext, spec });
      else map.set(last, [{ ext, spec }]);
    }
  }
  return map;
}

// src/core/nameAtSite.ts
init_define_ODIN_SLICE_EXTENSION_PARTS();
var PLAIN_NAME = /^[A-Za-z0-9_$\u0080-\uffff]+$/;
var WHOLE_WORD = "[A-Za-z0-9_$\\u0080-\\uffff]+(?![A-Za-z0-9_$\\u0080-\\uffff])";
var kept = /* @__PURE__ */ new WeakMap();
function sitePattern(sites) {
  let pattern = kept.get(sites);
  if (!pattern) {
    const at = sites.map((s) => `(?<=(?:${s.before}))(?=${WHOLE_WORD}${s.after ?? ""})`);
    pattern = new RegExp(`(?:${at.join("|")})`, "my");
    kept.set(sites, pattern);
  }
  return pattern;
}
function nameAtSite(text, at, sites) {
  const pattern = sitePattern(sites);
  pattern.lastIndex = at;
  return pattern.test(text);
}

// src/core/extractionNodes.ts
init_define_ODIN_SLICE_EXTENSION_PARTS();

// src/core/treeSitterDirect.ts
init_define_ODIN_SLICE_EXTENSION_PARTS();
var direct = null;
var CAPTURE_WORDS = 6;
var UNLIMITED = 4294967295;
var RECENT_MASK = 1023;
function attachRuntime(module2, nodeClass) {
  const m = module2;
  const used = [m._ts_init, m._ts_query_matches_wasm, m._ts_node_symbol_wasm, m._free];
  if (used.some((f) => typeof f !== "function") || !(m.HEAP32 instanceof Int32Array) || !(m.HEAPU8 instanceof Uint8Array) || !(m.HEAPU32 instanceof Uint32Array)) {
    throw new Error("web-tree-sitter's module lacks the functions or memory view this version of odin-slice reads (see package.json for the version it pins)");
  }
  class DirectNode {
    0 = 0;
    _children = void 0;
    _namedChildren = void 0;
    id;
    startIndex;
    startPosition;
    tree;
    constructor(tree, id, startIndex, row, column, other) {
      this[0] = other;
      this.id = id;
      this.startIndex = startIndex;
      this.startPosition = { row, column };
      this.tree = tree;
    }
  }
  Object.setPrototypeOf(DirectNode.prototype, nodeClass.prototype);
  const makeNode = DirectNode;
  direct = { module: m, transfer: m._ts_init() >> 2, makeNode };
}
function runtime() {
  if (direct === null) throw new Error("tree-sitter's runtime was read before parser.ts set it up");
  return direct;
}
function marshal(d, node) {
  const fields = node;
  const heap = d.module.HEAP32;
  const at = d.transfer;
  heap[at] = fields.id;
  heap[at + 1] = fields.startIndex;
  heap[at + 2] = fields.startPosition.row;
  heap[at + 3] = fields.startPosition.column;
  heap[at + 4] = fields[0];
}
function forEachMatch(query, node, progressCallback, visit, maxStartDepth = UNLIMITED) {
  const d = runtime();
  const m = d.module;
  const tree = node.tree;
  let cancelled = false;
  const watch = () => cancelled ||= progressCallback();
  m.currentQueryProgressCallback = watch;
  marshal(d, node);
  try {
    m._ts_query_matches_wasm(
      query[0],
      tree[0],
      0,
      0,
      0,
      0,
      0,
      0,
      0,
      0,
      0,
      0,
      0,
      0,
      UNLIMITED,
      maxStartDepth
    );
  } finally {
    m.currentQueryProgressCallback = null;
  }
  let heap = m.HEAP32;
  const count = heap[d.transfer];
  const start2 = heap[d.transfer + 1];
  if (cancelled) {
    m._free(start2);
    return false;
  }
  const names = query.captureNames;
  const predicates = query.textPredicates;
  const recentIds = new Int32Array(RECENT_MASK + 1);
  const recentNodes = new Array(RECENT_MASK + 1).fill(void 0);
  const reused = [];
  let at = start2 >> 2;
  for (let i2 = 0; i2 < count; i2++) {
    heap = m.HEAP32;
    const patternIndex = heap[at];
    const captureCount = heap[at + 1];
    at += 2;
    let captures = reused[captureCount];
    if (captures === void 0) {
      captures = Array.from({ length: captureCount }, () => ({ patternIndex: 0, name: "", node: null }));
      reused[captureCount] = captures;
    }
    for (let c = 0; c < captureCount; c++) {
      const id = heap[at + 1];
      const slot = id >>> 3 & RECENT_MASK;
      let node2;
      if (recentIds[slot] === id) node2 = recentNodes[slot];
      else {
        node2 = new d.makeNode(tree, id, heap[at + 2], heap[at + 3], heap[at + 4], heap[at + 5]);
        recentIds[slot] = id;
        recentNodes[slot] = node2;
      }
      const capture = captures[c];
      capture.patternIndex = patternIndex;
      capture.name = names[heap[at]];
      capture.node = node2;
      at += CAPTURE_WORDS;
    }
    const tests = predicates[patternIndex];
    if (tests.length === 0 || tests.every((p) => p(captures))) visit(patternIndex, captures);
  }
  m._free(start2);
  return true;
}
function endIndexOf(node) {
  const m = runtime().module;
  const at = node.id;
  const bytes = m.HEAPU8;
  const size = bytes[at] & 1 ? bytes[at + 7] : m.HEAPU32[m.HEAPU32[at >> 2] + SUBTREE_SIZE_OFFSET >> 2];
  return node.startIndex + (size >>> 1);
}
var SUBTREE_SIZE_OFFSET = 16;
function typeOf(node) {
  const d = runtime();
  marshal(d, node);
  const symbol = d.module._ts_node_symbol_wasm(node.tree[0]);
  return node.tree.language.types[symbol] || "ERROR";
}

// src/core/extractionNodes.ts
function lineOf(row) {
  return row + 1;
}
function endLine(node) {
  const { row, column } = node.endPosition;
  return column === 0 && row > node.startPosition.row ? row : row + 1;
}
var NodeReader = class {
  base;
  source;
  constructor(root) {
    this.base = root.startIndex;
    this.source = root.text;
  }
  end(node) {
    return endIndexOf(node);
  }
  type(node) {
    return typeOf(node);
  }
  text(node) {
    return this.source.slice(node.startIndex - this.base, this.end(node) - this.base);
  }
  /** Whether the name `node` writes stands there at one of `sites` (see nameAtSite). */
  atSite(node, sites) {
    return nameAtSite(this.source, node.startIndex - this.base, sites);
  }
  /** The source between two offsets inside the root. */
  slice(start2, end) {
    return this.source.slice(start2 - this.base, end - this.base);
  }
};

// src/core/matchDrafts.ts
init_define_ODIN_SLICE_EXTENSION_PARTS();

// src/core/extractionQuery.ts
init_define_ODIN_SLICE_EXTENSION_PARTS();
var BARRIER_CAPTURE = "odin.barrier";
function extractionQuerySource(spec) {
  if (spec.thisBarriers.length === 0) return spec.querySource;
  return `${spec.querySource}
[${spec.thisBarriers.map((t) => `(${t})`).join(" ")}] @${BARRIER_CAPTURE}
`;
}

// src/core/matchDrafts.ts
var DEFINITION_KINDS = /* @__PURE__ */ new Set([
  "function",
  "method",
  "class",
  "interface",
  "type",
  "enum",
  "module",
  "variable"
]);
var DECLARED_TYPE_CAPTURES = /* @__PURE__ */ new Set([
  "returns.of",
  "destructured",
  "field",
  "callback.outer",
  "expression",
  "parameter",
  "parameter.contextual",
  "argument",
  "argument.new",
  "argument.spread"
]);
function roleOf(name2) {
  if (name2 === BARRIER_CAPTURE) return 0 /* Barrier */;
  if (name2.startsWith("definition.")) return 1 /* Definition */;
  if (name2 === "heritage") return 2 /* Heritage */;
  if (name2 === "package") return 3 /* Package */;
  if (name2.startsWith("entry.")) return 4 /* Entry */;
  if (name2 === "import.skip") return 5 /* ImportSkip */;
  if (name2 === "import") return 6 /* Import */;
  if (name2.startsWith("export.") || name2.startsWith("reexport.")) return 7 /* Export */;
  if (DECLARED_TYPE_CAPTURES.has(name2)) return 8 /* Types */;
  if (name2.startsWith("reference.")) return 9 /* Reference */;
  return 10 /* Other */;
}
var roles = /* @__PURE__ */ new Map();
function roleOfName(name2) {
  let role = roles.get(name2);
  if (role === void 0) {
    role = roleOf(name2);
    roles.set(name2, role);
  }
  return role;
}
var NONE = [];
function roleOfMatch(caps) {
  let role = 10 /* Other */;
  for (const c of caps) {
    const r = roleOfName(c.name);
    if (r < role) role = r;
  }
  return role;
}
function headOf(caps, role) {
  for (const c of caps) if (roleOfName(c.name) === role) return c.name;
  return "";
}
function one(caps, name2) {
  for (const c of caps) if (c.name === name2) return c.node;
  return null;
}
function all(caps, name2) {
  let out2 = null;
  for (const c of caps) if (c.name === name2) (out2 ??= []).push(c.node);
  return out2 ?? NONE;
}
function has(caps, name2) {
  for (const c of caps) if (c.name === name2) return true;
  return false;
}
function collectDeclaredTypes(caps, out2) {
  const returnsOf = one(caps, "returns.of");
  const returns = one(caps, "returns");
  if (returnsOf) {
    if (returns) out2.returns.push({ of: returnsOf, type: returns });
    const name2 = one(caps, "returns.field");
    const type = one(caps, "returns.field.type");
    if (name2 && type) out2.returnFields.push({ of: returnsOf, name: name2, type });
    return;
  }
  const destructured = one(caps, "destructured");
  if (destructured) {
    const value = one(caps, "destructured.value");
    if (value) out2.destructured.set(destructured.id, value);
    return;
  }
  const field = one(caps, "field");
  if (field) {
    const type = one(caps, "field.type");
    if (type && !out2.fields.has(field.id)) out2.fields.set(field.id, { name: field, type });
    return;
  }
  const outer = one(caps, "callback.outer");
  if (outer) {
    const inner = one(caps, "callback.inner");
    const type = one(caps, "callback.type");
    if (inner && type) out2.callbacks.push({ outer, inner, type });
    return;
  }
  const expression = one(caps, "expression");
  if (expression) {
    const parts2 = {
      type: one(caps, "expression.type") ?? void 0,
      like: one(caps, "expression.like") ?? void 0,
      object: one(caps, "expression.object") ?? void 0,
      field: one(caps, "expression.field") ?? void 0,
      returns: one(caps, "expression.returns") ?? void 0
    };
    if (!out2.expressions.has(expression.id)) out2.expressions.set(expression.id, parts2);
    return;
  }
  const take = (capture, add) => {
    for (const n of all(caps, capture)) add(n);
  };
  take("parameter", (n) => out2.parameters.add(n.id));
  take("parameter.contextual", (n) => out2.contextual.add(n.id));
  take("argument", (n) => out2.arguments.set(n.id, false));
  take("argument.new", (n) => out2.arguments.set(n.id, true));
  take("argument.spread", (n) => out2.spreads.add(n.id));
}
function emptyDrafts() {
  return {
    defDrafts: /* @__PURE__ */ new Map(),
    scopeNodes: /* @__PURE__ */ new Map(),
    hiddenScopeIds: /* @__PURE__ */ new Set(),
    barrierNodes: /* @__PURE__ */ new Map(),
    bindings: /* @__PURE__ */ new Map(),
    bindingTypes: /* @__PURE__ */ new Map(),
    importDrafts: [],
    packageName: null,
    entryNodes: { mains: [], publics: [] },
    entry: { mains: [], publics: [], program: false, names: null },
    exportDrafts: [],
    refDrafts: /* @__PURE__ */ new Map(),
    notReferences: /* @__PURE__ */ new Set(),
    heritage: [],
    skippedImports: /* @__PURE__ */ new Set(),
    declared: {
      returns: [],
      returnFields: [],
      destructured: /* @__PURE__ */ new Map(),
      fields: /* @__PURE__ */ new Map(),
      parameters: /* @__PURE__ */ new Set(),
      contextual: /* @__PURE__ */ new Set(),
      callbacks: [],
      expressions: /* @__PURE__ */ new Map(),
      arguments: /* @__PURE__ */ new Map(),
      spreads: /* @__PURE__ */ new Set(),
      values: /* @__PURE__ */ new Map()
    }
  };
}
function collectMatch(d, caps, pattern, read) {
  switch (roleOfMatch(caps)) {
    case 0 /* Barrier */:
      for (const n of all(caps, BARRIER_CAPTURE)) d.barrierNodes.set(n.id, n);
      break;
    case 1 /* Definition */:
      draftDefinition(d, caps, pattern, read);
      break;
    case 2 /* Heritage */: {
      const declaration = one(caps, "heritage");
      const name2 = one(caps, "heritage.name");
      if (declaration && name2) d.heritage.push({ declaration, name: name2 });
      break;
    }
    case 3 /* Package */:
      d.packageName ??= one(caps, "package").text;
      break;
    case 4 /* Entry */:
      draftEntry(d, caps);
      break;
    case 5 /* ImportSkip */:
      for (const n of all(caps, "import.skip")) d.skippedImports.add(n.id);
      break;
    case 6 /* Import */:
      draftImport(d, caps);
      break;
    case 7 /* Export */:
      d.exportDrafts.push({ kind: headOf(caps, 7 /* Export */), nodes: caps.map((c) => ({ patternIndex: c.patternIndex, name: c.name, node: c.node })) });
      for (const { name: n, node } of caps) {
        if (n === "export.name" || n === "export.alias" || n.startsWith("reexport.")) d.notReferences.add(node.id);
      }
      break;
    case 8 /* Types */:
      collectDeclaredTypes(caps, d.declared);
      break;
    case 9 /* Reference */:
      draftReference(d, caps, pattern);
      break;
    default:
      draftScopesAndBindings(d, caps, read);
  }
}
function draftDefinition(d, caps, pattern, read) {
  const head = headOf(caps, 1 /* Definition */);
  const kind = head.slice("definition.".length);
  const node = one(caps, head);
  if (!node || !DEFINITION_KINDS.has(kind)) return;
  const nameNode = one(caps, "name");
  const key = `${node.id}:${nameNode?.id ?? ""}`;
  const prior = d.defDrafts.get(key);
  if (prior && prior.pattern <= pattern) return;
  const owner = one(caps, "owner");
  d.defDrafts.set(key, {
    node,
    nameNode,
    owner: owner ? read.text(owner) : null,
    kind,
    pattern,
    startIndex: node.startIndex,
    endIndex: read.end(node)
  });
}
function draftEntry(d, caps) {
  for (const node of all(caps, "entry.main")) d.entryNodes.mains.push(node);
  for (const node of all(caps, "entry.public")) d.entryNodes.publics.push(node);
  if (has(caps, "entry.program")) d.entry.program = true;
  for (const node of all(caps, "entry.name")) (d.entry.names ??= []).push(node.text);
  if (has(caps, "entry.names")) d.entry.names ??= [];
}
function draftImport(d, caps) {
  const statement = one(caps, "import");
  const sources = all(caps, "import.source");
  if (!statement || sources.length === 0) return;
  const source = (sources.length === 1 ? sources : [...sources].sort((a, b) => a.startIndex - b.startIndex)).map((n) => n.text);
  for (const [capture, imported] of [
    ["import.default", "default"],
    ["import.namespace", "*"]
  ]) {
    const local = one(caps, capture);
    if (local) d.importDrafts.push({ statement, local, localName: local.text, imported, source });
  }
  const byPath = one(caps, "import.path");
  if (byPath) {
    const localName = byPath.text.slice(byPath.text.lastIndexOf("/") + 1);
    d.importDrafts.push({ statement, local: byPath, localName, imported: "*", source });
    d.bindings.set(byPath.id, { node: byPath, name: localName, outer: false, self: false });
  }
  const name2 = one(caps, "import.name");
  if (name2) {
    const local = one(caps, "import.alias") ?? name2;
    d.importDrafts.push({ statement, local, localName: local.text, imported: name2.text, source });
    d.notReferences.add(name2.id);
  }
}
function draftReference(d, caps, pattern) {
  const refHead = headOf(caps, 9 /* Reference */);
  const nameNode = one(caps, "name");
  const callee = one(caps, refHead);
  if (!nameNode || !callee) return;
  const prior = d.refDrafts.get(nameNode.id);
  if (prior && prior.pattern <= pattern) return;
  d.refDrafts.set(nameNode.id, {
    nameNode,
    receiver: one(caps, "receiver"),
    kind: refHead === "reference.call" ? "call" : refHead === "reference.none" ? "none" : "reference",
    pattern,
    callee
  });
}
function draftScopesAndBindings(d, caps, read) {
  for (const n of all(caps, "scope")) d.scopeNodes.set(n.id, n);
  for (const n of all(caps, "scope.hidden")) {
    d.scopeNodes.set(n.id, n);
    d.hiddenScopeIds.add(n.id);
  }
  for (const n of all(caps, "binding")) if (!d.bindings.get(n.id)?.self) d.bindings.set(n.id, { node: n, name: read.text(n), outer: false, self: false });
  const typed = one(caps, "binding");
  const typeName = one(caps, "binding.type");
  if (typed && typeName) d.bindingTypes.set(typed.id, typeName.id);
  const value = one(caps, "binding.value");
  if (typed && value) d.declared.values.set(typed.id, value);
  for (const n of all(caps, "binding.outer")) d.bindings.set(n.id, { node: n, name: read.text(n), outer: true, self: false });
  for (const n of all(caps, "binding.self")) d.bindings.set(n.id, { node: n, name: read.text(n), outer: false, self: true });
  for (const n of all(caps, "binding.method")) d.bindings.set(n.id, { node: n, name: read.text(n), outer: true, self: false, callsOnly: true });
}

// src/core/matchesWithDeadline.ts
init_define_ODIN_SLICE_EXTENSION_PARTS();
function eachMatchUntil(query, node, stopAt, visit, maxStartDepth) {
  return forEachMatch(query, node, () => performance.now() > stopAt, visit, maxStartDepth);
}

// src/core/scopeWalk.ts
init_define_ODIN_SLICE_EXTENSION_PARTS();
function bind(id, binding, state, ctx, selfBindings) {
  const scope = state.scope;
  const target = binding.outer && scope.parent ? scope.parent : scope;
  const prior = target.bindings.get(binding.name);
  if (prior === void 0) target.bindings.set(binding.name, id);
  else if (ctx.isDefinitionName(prior) && ctx.isDefinitionName(id) && !ctx.sameDefinition(prior, id)) {
    target.several ??= /* @__PURE__ */ new Map();
    const list = target.several.get(binding.name);
    if (list) list.push(id);
    else target.several.set(binding.name, [prior, id]);
  } else if (prior !== id) ctx.rebound(prior);
  if (binding.self && state.unit >= 0) selfBindings.set(id, state.unit);
}
function enter(id, outer, ctx, isBarrier) {
  let { scope, unit, classDef, barrier } = outer;
  if (ctx.scopeNodes.has(id)) {
    scope = { parent: scope, bindings: /* @__PURE__ */ new Map() };
    if (ctx.hiddenScopeIds.has(id)) scope.hidden = true;
  }
  const def = ctx.defNodeIndex.get(id);
  if (def !== void 0) {
    unit = def;
    const d = ctx.definitions[def];
    if (d.kind === "class" || d.kind === "interface" || d.owner !== void 0) {
      classDef = def;
      barrier = false;
    } else if (isBarrier) barrier = true;
  } else if (isBarrier) barrier = true;
  return { scope, unit, classDef, barrier };
}
function sweepIntervals(tree, ctx, read) {
  const root = tree.rootNode;
  const items = capturedItems(root.id, ctx, read);
  if (!items) return null;
  orderSameRanges(items);
  const sweep = new IntervalSweep(root, ctx);
  for (const item of items) if (!sweep.visit(item)) return null;
  return sweep.walk;
}
function capturedItems(rootId, ctx, read) {
  const byId = /* @__PURE__ */ new Map();
  const add = (node, container) => {
    const id = node.id;
    if (id === rootId) return true;
    const known = byId.get(id);
    if (known) {
      if (container) known.container = true;
      return true;
    }
    const start2 = node.startIndex;
    const end = read.end(node);
    if (end <= start2) return false;
    byId.set(id, { id, node, start: start2, end, container });
    return true;
  };
  for (const maps of [ctx.scopeNodes, ctx.defNodes, ctx.barrierNodes]) {
    for (const node of maps.values()) if (!add(node, true)) return null;
  }
  for (const b of ctx.bindings.values()) if (!add(b.node, false)) return null;
  for (const r of ctx.refDrafts.values()) if (!add(r.nameNode, false)) return null;
  for (const node of ctx.receivers.values()) if (!add(node, false)) return null;
  return [...byId.values()].sort((a, b) => a.start - b.start || b.end - a.end);
}
function orderSameRanges(items) {
  for (let i2 = 0; i2 < items.length; ) {
    const first = items[i2];
    let j = i2 + 1;
    while (j < items.length && items[j].start === first.start && items[j].end === first.end) j++;
    if (j - i2 > 1) {
      const run2 = items.slice(i2, j).map((item) => {
        let depth = 0;
        for (let p = item.node.parent; p && p.startIndex === item.start && p.endIndex === item.end; p = p.parent) depth++;
        return { item, depth };
      });
      run2.sort((a, b) => a.depth - b.depth);
      run2.forEach((r, k) => items[i2 + k] = r.item);
    }
    i2 = j;
  }
}
var IntervalSweep = class {
  constructor(root, ctx) {
    this.root = root;
    this.ctx = ctx;
  }
  root;
  ctx;
  walk = { sites: /* @__PURE__ */ new Map(), moduleUnits: [], rootScope: { parent: null, bindings: /* @__PURE__ */ new Map() }, selfBindings: /* @__PURE__ */ new Map() };
  base = { scope: this.walk.rootScope, unit: -1, classDef: null, barrier: false };
  stack = [];
  moduleUnitOf = /* @__PURE__ */ new Map();
  topLevelNodes = null;
  /** Takes the next item in tree order; false when a use lies outside every top-level node (the sweep gives up). */
  visit(item) {
    const { ctx, stack } = this;
    while (stack.length > 0 && stack[stack.length - 1].end < item.end) stack.pop();
    const outer = stack.length > 0 ? stack[stack.length - 1].state : this.base;
    const state = item.container ? enter(item.id, outer, ctx, ctx.barrierNodes.has(item.id)) : outer;
    const binding = ctx.bindings.get(item.id);
    if (binding) bind(item.id, binding, state, ctx, this.walk.selfBindings);
    if (ctx.refDrafts.has(item.id) || ctx.receivers.has(item.id)) {
      const unit = state.unit === -1 ? this.moduleUnit(item) : state.unit;
      if (unit === null) return false;
      this.walk.sites.set(item.id, { scope: state.scope, unit, classDef: state.classDef, barrier: state.barrier });
    }
    if (item.container) stack.push({ end: item.end, state });
    return true;
  }
  /** The module-level unit (-1 - k) of the top-level statement that holds an item outside every definition. */
  moduleUnit(item) {
    const top = this.topLevelIndex(item);
    if (top < 0) return null;
    let unit = this.moduleUnitOf.get(top);
    if (unit === void 0) {
      const node = this.topLevel()[top].node;
      unit = this.walk.moduleUnits.length;
      this.walk.moduleUnits.push({ start: lineOf(node.startPosition.row), end: endLine(node) });
      this.moduleUnitOf.set(top, unit);
    }
    return -1 - unit;
  }
  topLevel() {
    return this.topLevelNodes ??= this.root.children.flatMap((c) => {
      const start2 = c.startIndex;
      const end = c.endIndex;
      return end > start2 ? [{ start: start2, end, node: c }] : [];
    });
  }
  topLevelIndex(item) {
    const nodes = this.topLevel();
    let lo = 0;
    let hi = nodes.length - 1;
    while (lo <= hi) {
      const mid = lo + hi >> 1;
      const t = nodes[mid];
      if (t.end <= item.start) lo = mid + 1;
      else if (t.start > item.start) hi = mid - 1;
      else return t.end >= item.end ? mid : -1;
    }
    return -1;
  }
};
function walkTree(tree, ctx, barrierTypes) {
  const rootScope = { parent: null, bindings: /* @__PURE__ */ new Map() };
  const sites = /* @__PURE__ */ new Map();
  const selfBindings = /* @__PURE__ */ new Map();
  const moduleUnits = [];
  let state = { scope: rootScope, unit: -1, classDef: null, barrier: false };
  let moduleUnit = -1;
  const frames = [];
  const cursor = tree.walk();
  try {
    for (; ; ) {
      const id = cursor.nodeId;
      const depth = frames.length;
      frames.push(state);
      if (depth === 1) moduleUnit = -1;
      if (depth > 0) state = enter(id, state, ctx, barrierTypes.has(cursor.nodeType));
      const binding = ctx.bindings.get(id);
      if (binding) bind(id, binding, state, ctx, selfBindings);
      if (ctx.refDrafts.has(id) || ctx.receivers.has(id)) {
        let siteUnit = state.unit;
        if (siteUnit === -1 && depth >= 1) {
          if (moduleUnit === -1) {
            const top = topLevelRange(cursor, depth);
            if (top) {
              moduleUnits.push(top);
              moduleUnit = moduleUnits.length - 1;
            }
          }
          siteUnit = -1 - moduleUnit;
        }
        sites.set(id, { scope: state.scope, unit: siteUnit, classDef: state.classDef, barrier: state.barrier });
      }
      if (cursor.gotoFirstChild()) continue;
      for (; ; ) {
        state = frames.pop();
        if (cursor.gotoNextSibling()) break;
        if (!cursor.gotoParent()) return { sites, moduleUnits, rootScope, selfBindings };
      }
    }
  } finally {
    cursor.delete();
  }
}
function topLevelRange(cursor, depth) {
  let node = cursor.currentNode;
  for (let d = depth; d > 1 && node; d--) node = node.parent;
  if (!node) return null;
  return { start: lineOf(node.startPosition.row), end: endLine(node) };
}

// src/core/extract.ts
var CONTAINER_KINDS = /* @__PURE__ */ new Set(["class", "interface", "enum", "module"]);
var LABEL_LIMIT = 80;
function label(raw) {
  const text = raw.replace(/\s+/g, " ");
  return text.length > LABEL_LIMIT ? `${text.slice(0, LABEL_LIMIT - 1)}\u2026` : text;
}
function useLabel(draft, read) {
  const callee = draft.callee;
  const type = read.type(callee);
  if (type.startsWith("call") || type.startsWith("new")) {
    return label(read.text(callee.childForFieldName("function") ?? callee.childForFieldName("constructor") ?? draft.nameNode));
  }
  if (draft.receiver && callee.startIndex <= draft.receiver.startIndex && read.end(draft.nameNode) <= read.end(callee)) {
    return label(read.slice(draft.receiver.startIndex, read.end(draft.nameNode)));
  }
  return label(read.text(draft.nameNode));
}
function wrappedRange(node, wrappers) {
  let outer = node;
  for (let p = node.parent; p && wrappers.has(p.type); p = p.parent) outer = p;
  return { start: lineOf(outer.startPosition.row), end: endLine(outer) };
}
function positionAmong(node, counts, stop2 = /* @__PURE__ */ new Set()) {
  const parent = node.parent;
  if (!parent || !counts(node)) return null;
  let i2 = 0;
  for (const sibling of parent.namedChildren) {
    if (!sibling) continue;
    if (sibling.id === node.id) return i2;
    if (stop2.has(sibling.id)) return null;
    if (counts(sibling)) i2++;
  }
  return null;
}
function extractFacts(path, spec, tree, query, lineCount, deadlineMs) {
  const root = tree.rootNode;
  const read = new NodeReader(root);
  const drafts = emptyDrafts();
  const stopAt = performance.now() + deadlineMs;
  const { nestedPatterns, topPatterns } = query;
  if (!eachMatchUntil(query.nested, root, stopAt, (p, caps) => collectMatch(drafts, caps, nestedPatterns[p], read))) return null;
  if (query.top && read.type(root) === query.rootType) {
    if (!eachMatchUntil(query.top, root, stopAt, (p, caps) => collectMatch(drafts, caps, topPatterns[p], read), 1)) return null;
  }
  const defs = placeDefinitions(drafts.defDrafts, spec, read, root.hasError);
  const { imports, importByLocal } = placeImports(drafts, spec.symbolSeparator ?? "");
  const names = new NameLookup(drafts.bindings, defs.defByName, importByLocal);
  const { definitions, defByNode, defByName } = defs;
  const { declared, bindings, bindingTypes } = drafts;
  const selfReceivers = new Set(spec.selfReceivers);
  const receivers = /* @__PURE__ */ new Map();
  for (const r of drafts.refDrafts.values()) if (r.receiver) receivers.set(r.receiver.id, r.receiver);
  for (const e of declared.expressions.values()) {
    for (const n of [e.object, e.like]) if (n && selfReceivers.has(n.type)) receivers.set(n.id, n);
  }
  const defNodeIndex = /* @__PURE__ */ new Map();
  for (const [id, list] of defByNode) defNodeIndex.set(id, Math.max(...list));
  const context = {
    scopeNodes: drafts.scopeNodes,
    hiddenScopeIds: drafts.hiddenScopeIds,
    bindings,
    defNodes: defs.defNodes,
    defNodeIndex,
    barrierNodes: drafts.barrierNodes,
    refDrafts: drafts.refDrafts,
    receivers,
    definitions,
    isDefinitionName: (id) => defByName.has(id),
    sameDefinition: (a, b) => defByName.get(a) === defByName.get(b),
    // Where assignments bind (Python), one of several proves no type or value: the name may hold either.
    rebound: (first) => {
      bindingTypes.delete(first);
      declared.values.delete(first);
    }
  };
  const walk = sweepIntervals(tree, context, read) ?? walkTree(tree, context, new Set(spec.thisBarriers));
  const entry = drafts.entry;
  for (const [kind, nodes] of Object.entries(drafts.entryNodes)) {
    const marked = /* @__PURE__ */ new Set();
    for (const node of nodes) for (const def of defByNode.get(node.id) ?? []) marked.add(def);
    entry[kind] = [...marked].sort((a, b) => a - b);
  }
  const uses = readUses(drafts, definitions, names, walk, spec, read, selfReceivers);
  const { references, referenceNodes } = uses;
  const targetByNode = /* @__PURE__ */ new Map();
  references.forEach((r, i2) => targetByNode.set(referenceNodes[i2], r.target));
  for (const call of uses.typedCalls) {
    const type = targetByNode.get(call.typeNode);
    const ref = references[call.index];
    if (type?.t === "def" && CONTAINER_KINDS.has(definitions[type.def].kind)) ref.target = { t: "member", def: type.def, member: call.member };
    else if (type?.t === "import" && type.member === null) ref.target = { t: "import", imp: type.imp, member: call.member };
  }
  settleDeclaredTypes({
    declared,
    references,
    referenceNodes,
    referenceReceivers: uses.referenceReceivers,
    targetByNode,
    definitions,
    defByNode,
    defNodeIndex,
    scopeNodes: drafts.scopeNodes,
    overloaded: defs.overloaded,
    refDrafts: drafts.refDrafts,
    bindingTypes,
    bindings,
    selfReceivers,
    siteOf: (node) => walk.sites.get(node.id) ?? null,
    bindingAt: (node) => {
      if (!node.type.endsWith("identifier")) return null;
      const site = walk.sites.get(node.id);
      const id = site ? names.find(site.scope, node.text) : null;
      return id === null || names.bindingOf(id).t !== "value" ? null : id;
    }
  });
  settleHeritage(drafts.heritage, targetByNode, defByNode, definitions);
  references.sort((a, b) => a.line - b.line || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  const moduleScope = walk.rootScope;
  const exports = buildExports(drafts.exportDrafts, defByNode, (def) => definitions[def].name, (name2) => {
    const bindingId = names.find(moduleScope, name2);
    if (bindingId === null) return null;
    const b = names.bindingOf(bindingId);
    return b.t === "value" ? null : b;
  });
  return {
    path,
    language: spec.name,
    lineCount,
    parsed: true,
    definitions,
    moduleUnits: walk.moduleUnits,
    imports,
    exports,
    references,
    packageName: drafts.packageName,
    entry
  };
}
function placeDefinitions(defDrafts, spec, read, recovered) {
  const wrappers = new Set(spec.rangeWrappers);
  const drafts = [...defDrafts.values()].sort(
    (a, b) => a.startIndex - b.startIndex || b.endIndex - a.endIndex || a.pattern - b.pattern
  );
  const kept2 = mergeOverloads(drafts, new Set(spec.overloadSignatures));
  const definitions = [];
  const defByNode = /* @__PURE__ */ new Map();
  const defNodes = /* @__PURE__ */ new Map();
  const defByName = /* @__PURE__ */ new Map();
  const stack = [];
  const overloaded = /* @__PURE__ */ new Map();
  for (const { draft, first, overloaded: several, names: signatureNames } of kept2) {
    while (stack.length > 0 && stack[stack.length - 1].endIndex < draft.endIndex) stack.pop();
    let parent = -1;
    for (let i2 = stack.length - 1; i2 >= 0; i2--) {
      const s = stack[i2];
      if (s.startIndex === draft.startIndex && s.endIndex === draft.endIndex) continue;
      parent = s.index;
      break;
    }
    const name2 = draft.nameNode ? read.text(draft.nameNode) : spec.anonymousDefinitionName;
    if (recovered && draft.nameNode && !standsAtSite(draft.nameNode, name2, parent >= 0 || draft.owner !== null ? "members" : "others", spec, read)) continue;
    const outer = parent >= 0 ? definitions[parent].chain : [];
    const chain = draft.owner !== null ? [...outer, draft.owner, name2] : [...outer, name2];
    const range = wrappedRange(draft.node, wrappers);
    const start2 = first ? Math.min(range.start, wrappedRange(first, wrappers).start) : range.start;
    const index = definitions.length;
    if (several) overloaded.set(index, signatureNames);
    const definition = { name: name2, kind: draft.kind, chain, start: start2, end: range.end, parent };
    if (draft.owner !== null) definition.owner = draft.owner;
    definitions.push(definition);
    const list = defByNode.get(draft.node.id);
    if (list) list.push(index);
    else defByNode.set(draft.node.id, [index]);
    defNodes.set(draft.node.id, draft.node);
    if (first) {
      defByNode.set(first.id, [index]);
      defNodes.set(first.id, first);
    }
    if (draft.nameNode) defByName.set(draft.nameNode.id, index);
    for (const n of signatureNames) defByName.set(n.id, index);
    stack.push({ index, endIndex: draft.endIndex, startIndex: draft.startIndex });
  }
  return { definitions, defByNode, defNodes, defByName, overloaded };
}
function standsAtSite(nameNode, name2, sort, spec, read) {
  const sites = definitionSitesOf(spec, sort);
  return sites === void 0 || !PLAIN_NAME.test(name2) || read.atSite(nameNode, sites);
}
function placeImports(d, separator) {
  const imports = [];
  const importByLocal = /* @__PURE__ */ new Map();
  for (const id of d.skippedImports) d.bindings.delete(id);
  for (const draft of d.importDrafts) {
    if (d.skippedImports.has(draft.local.id)) continue;
    importByLocal.set(draft.local.id, imports.length);
    imports.push({
      local: draft.localName,
      imported: draft.imported,
      source: draft.source.join(separator),
      start: lineOf(draft.statement.startPosition.row),
      end: endLine(draft.statement)
    });
  }
  return { imports, importByLocal };
}
var NameLookup = class {
  constructor(bindings, defByName, importByLocal) {
    this.bindings = bindings;
    this.defByName = defByName;
    this.importByLocal = importByLocal;
  }
  bindings;
  defByName;
  importByLocal;
  /** The binding a name used in `scope` sees, and the scope that binds it; a use that is not a call looks past names only calls see. */
  bound(scope, name2, call) {
    for (let s = scope; s; s = s.parent) {
      if (s.hidden && s !== scope) continue;
      const id = s.bindings.get(name2);
      if (id !== void 0 && (call || !this.bindings.get(id)?.callsOnly)) return { id, scope: s };
    }
    return null;
  }
  find(scope, name2, call = false) {
    return this.bound(scope, name2, call)?.id ?? null;
  }
  /** Several definitions bound under one name in the scope that binds it: which one is meant is not proven. */
  several(scope, name2, call) {
    const ids = this.bound(scope, name2, call)?.scope.several?.get(name2);
    if (!ids) return null;
    return { t: "several", defs: ids.map((id) => this.defByName.get(id)) };
  }
  /** Whether a node names a definition or an import: a declaration, not a use. */
  declares(id) {
    return this.defByName.has(id) || this.importByLocal.has(id);
  }
  bindingOf(bindingId) {
    const def = this.defByName.get(bindingId);
    if (def !== void 0) return { t: "def", def };
    const imp = this.importByLocal.get(bindingId);
    if (imp !== void 0) return { t: "import", imp };
    return { t: "value" };
  }
};
function readUses(d, definitions, names, walk, spec, read, selfReceivers) {
  const uses = { references: [], referenceNodes: [], referenceReceivers: [], typedCalls: [] };
  const reading = { d, definitions, names, walk, read, uses, selfReceivers, superReceivers: new Set(spec.superReceivers) };
  for (const draft of d.refDrafts.values()) readUse(reading, draft);
  return uses;
}
function readUse(r, draft) {
  const id = draft.nameNode.id;
  if (draft.kind === "none") return;
  if (r.d.bindings.has(id) || r.names.declares(id) || r.d.notReferences.has(id)) return;
  const site = r.walk.sites.get(id);
  if (!site) return;
  const name2 = r.read.text(draft.nameNode);
  const target = draft.receiver ? receiverTarget(r, draft, draft.receiver, name2, site) : plainTarget(draft, name2, site, r.names);
  if (!target) return;
  const uses = r.uses;
  uses.referenceNodes.push(id);
  uses.referenceReceivers.push(draft.receiver);
  uses.references.push({
    name: name2,
    kind: draft.kind,
    line: lineOf(draft.nameNode.startPosition.row),
    unit: site.unit,
    target,
    label: useLabel(draft, r.read)
  });
}
function plainTarget(draft, name2, site, names) {
  const call = draft.kind === "call";
  const bindingId = names.find(site.scope, name2, call);
  if (bindingId === null) return { t: "free" };
  const several = names.several(site.scope, name2, call);
  if (several) return several;
  const b = names.bindingOf(bindingId);
  if (b.t === "def") return { t: "def", def: b.def };
  if (b.t === "import") return { t: "import", imp: b.imp, member: null };
  return call ? { t: "uncertain", reason: "call through a value" } : null;
}
function receiverTarget(r, draft, receiver, name2, site) {
  const { definitions, names, walk, uses, read } = r;
  const receiverName = read.text(receiver);
  const receiverType = read.type(receiver);
  const receiverSite = walk.sites.get(receiver.id);
  const selfOf = walk.selfBindings.get(names.find(receiverSite?.scope ?? null, receiverName) ?? -1);
  const owns = (def) => definitions[def].owner !== void 0;
  if (selfOf !== void 0 && owns(selfOf) && receiverType.endsWith("identifier")) return { t: "owned", def: selfOf, member: name2 };
  if (r.selfReceivers.has(receiverType) || r.selfReceivers.has(receiverName)) {
    if (site.classDef === null) return { t: "uncertain", reason: `\`${receiverName}\` outside a class` };
    if (site.barrier) return { t: "uncertain", reason: `\`${receiverName}\` rebound by a nested function` };
    if (owns(site.classDef)) return { t: "owned", def: site.classDef, member: name2 };
    return { t: "member", def: site.classDef, member: name2 };
  }
  if (r.superReceivers.has(receiverType) || r.superReceivers.has(receiverName)) {
    if (site.classDef === null) return { t: "uncertain", reason: `\`${receiverName}\` outside a class` };
    return { t: "super", def: site.classDef, member: name2 };
  }
  const bindingId = receiverSite && receiverType.endsWith("identifier") ? names.find(receiverSite.scope, receiverName) : null;
  const b = bindingId === null ? null : names.bindingOf(bindingId);
  if (b?.t === "def" && CONTAINER_KINDS.has(definitions[b.def].kind)) return { t: "member", def: b.def, member: name2 };
  if (b?.t === "import") return { t: "import", imp: b.imp, member: name2 };
  if (bindingId === null && receiverType.endsWith("identifier")) return draft.kind === "call" ? { t: "unknown_receiver", free: receiverName } : null;
  if (draft.kind !== "call") return null;
  const typeNode = bindingId === null ? void 0 : r.d.bindingTypes.get(bindingId);
  if (typeNode !== void 0) uses.typedCalls.push({ index: uses.references.length, typeNode, member: name2 });
  return { t: "unknown_receiver" };
}
function settleHeritage(heritage, targetByNode, defByNode, definitions) {
  const extendsNamed = /* @__PURE__ */ new Map();
  for (const { declaration } of heritage) extendsNamed.set(declaration.id, (extendsNamed.get(declaration.id) ?? 0) + 1);
  for (const { declaration, name: name2 } of heritage) {
    if ((extendsNamed.get(declaration.id) ?? 0) > 1) continue;
    const target = targetByNode.get(name2.id);
    for (const def of defByNode.get(declaration.id) ?? []) {
      if (target && (target.t === "def" || target.t === "import" || target.t === "member")) definitions[def].extends = target;
    }
  }
}
var TYPE_DEPTH = 24;
function settleDeclaredTypes(x) {
  const { declared, references, targetByNode, definitions } = x;
  const named = (typeNode) => {
    const target = typeNode ? targetByNode.get(typeNode.id) : void 0;
    return target ? { t: "name", target } : null;
  };
  const returnsOf = /* @__PURE__ */ new Map();
  for (const { of, type } of declared.returns) {
    returnsOf.set(of.id, type);
    const defs = x.defByNode.get(of.id) ?? [];
    const t = named(type);
    if (defs.length === 1 && t && !x.overloaded.has(defs[0])) definitions[defs[0]].returns = t;
  }
  const returnFieldCount = /* @__PURE__ */ new Map();
  for (const { of, name: name2 } of declared.returnFields) returnFieldCount.set(`${of.id}\0${name2.text}`, (returnFieldCount.get(`${of.id}\0${name2.text}`) ?? 0) + 1);
  for (const { of, name: name2, type } of declared.returnFields) {
    const defs = x.defByNode.get(of.id) ?? [];
    const t = named(type);
    if (defs.length !== 1 || !t || x.overloaded.has(defs[0]) || returnFieldCount.get(`${of.id}\0${name2.text}`) !== 1) continue;
    (definitions[defs[0]].returnFields ??= []).push({ name: name2.text, type: t });
  }
  for (const [def, names] of x.overloaded) {
    const types = names.map((n) => n.parent ? named(returnsOf.get(n.parent.id)) : null);
    const first = types[0];
    if (first && types.every((t) => t !== null && JSON.stringify(t) === JSON.stringify(first))) definitions[def].returns = first;
  }
  const fieldsSeen = /* @__PURE__ */ new Map();
  const pendingFields = [];
  for (const { name: name2, type } of declared.fields.values()) {
    let owner = null;
    for (let p = name2.parent; p; p = p.parent) {
      const def = x.defNodeIndex.get(p.id);
      if (def !== void 0 && CONTAINER_KINDS.has(definitions[def].kind)) {
        owner = def;
        break;
      }
    }
    const t = named(type);
    if (owner === null || !t) continue;
    const key = `${owner}\0${name2.text}`;
    fieldsSeen.set(key, (fieldsSeen.get(key) ?? 0) + 1);
    pendingFields.push({ def: owner, name: name2.text, type: t });
  }
  for (const f of pendingFields) {
    if ((fieldsSeen.get(`${f.def}\0${f.name}`) ?? 0) > 1) continue;
    (definitions[f.def].fields ??= []).push({ name: f.name, type: f.type });
  }
  const isParameter = (n) => declared.parameters.has(n.id);
  for (const { outer, inner, type } of declared.callbacks) {
    const fn = outer.parent?.parent;
    if (!fn) continue;
    let def;
    for (let p = fn; p; p = p.parent) {
      def = x.defNodeIndex.get(p.id);
      if (def !== void 0 || p.id !== fn.id && x.scopeNodes.has(p.id)) break;
    }
    const arg = positionAmong(outer, isParameter);
    const param = positionAmong(inner, isParameter);
    const t = named(type);
    if (def === void 0 || x.overloaded.has(def) || arg === null || param === null || !t) continue;
    (definitions[def].callbacks ??= []).push({ arg, param, type: t });
  }
  const indexByNode = /* @__PURE__ */ new Map();
  x.referenceNodes.forEach((id, i2) => indexByNode.set(id, i2));
  const callees = /* @__PURE__ */ new Map();
  for (const d of x.refDrafts.values()) if (d.kind === "call") callees.set(d.callee.id, d);
  const settled = /* @__PURE__ */ new Set();
  const targetOfName = (nameId, depth) => {
    const i2 = indexByNode.get(nameId);
    if (i2 === void 0) return null;
    const ref = references[i2];
    if (settled.has(i2)) return ref.target;
    settled.add(i2);
    const receiver = x.referenceReceivers[i2];
    if (receiver && ref.kind === "call" && ref.target.t === "unknown_receiver" && ref.target.free === void 0) {
      const type = typeOfNode(receiver, depth + 1);
      if (type) ref.target = { t: "typed", type, member: ref.name };
    }
    return ref.target;
  };
  const bindingTypeMemo = /* @__PURE__ */ new Map();
  const typeOfBinding = (id, depth) => {
    if (bindingTypeMemo.has(id)) return bindingTypeMemo.get(id) ?? null;
    bindingTypeMemo.set(id, null);
    let type = null;
    const typeNode = x.bindingTypes.get(id);
    const value = declared.values.get(id);
    const node = x.bindings.get(id)?.node;
    if (typeNode !== void 0) {
      const target = targetByNode.get(typeNode);
      type = target ? { t: "name", target } : null;
    } else if (value) type = typeOfNode(value, depth + 1);
    else if (node && declared.destructured.has(node.id)) {
      const of = typeOfNode(declared.destructured.get(node.id), depth + 1);
      type = of ? { t: "field", of, name: node.text } : null;
    } else if (node && declared.contextual.has(node.id)) type = typeOfArgumentParameter(node, depth);
    bindingTypeMemo.set(id, type);
    return type;
  };
  const typeOfArgumentParameter = (node, depth) => {
    const param = isParameter(node) ? node : node.parent && isParameter(node.parent) ? node.parent : null;
    if (!param) return null;
    const fn = [param.parent, param.parent?.parent].find((n) => n && declared.arguments.has(n.id));
    const call = fn?.parent?.parent;
    const callee = call ? callees.get(call.id) : void 0;
    if (!fn || !callee) return null;
    const arg = positionAmong(fn, (n) => !n.isExtra, declared.spreads);
    const index = positionAmong(param, isParameter);
    const target = targetOfName(callee.nameNode.id, depth + 1);
    if (arg === null || index === null || !target) return null;
    return { t: "argument", callee: target, construct: declared.arguments.get(fn.id) === true, arg, param: index };
  };
  const typeOfNode = (node, depth) => {
    if (depth > TYPE_DEPTH) return null;
    const e = declared.expressions.get(node.id);
    if (e) {
      if (e.type) return named(e.type);
      if (e.like) return typeOfNode(e.like, depth + 1);
      if (e.object && e.field) {
        const of = typeOfNode(e.object, depth + 1);
        return of ? { t: "field", of, name: e.field.text } : null;
      }
      if (e.returns) {
        const callee = targetOfName(e.returns.id, depth + 1);
        return callee ? { t: "returns", callee } : null;
      }
      return null;
    }
    if (x.selfReceivers.has(node.type)) {
      const site = x.siteOf(node);
      if (!site || site.classDef === null || site.barrier || definitions[site.classDef].owner !== void 0) return null;
      return { t: "self", def: site.classDef };
    }
    const id = x.bindingAt(node);
    return id === null ? null : typeOfBinding(id, depth + 1);
  };
  references.forEach((ref, i2) => {
    if (ref.kind === "call" && ref.target.t === "unknown_receiver") targetOfName(x.referenceNodes[i2], 0);
  });
}
function mergeOverloads(drafts, signatures) {
  const out2 = [];
  let pending = null;
  let names = [];
  for (const draft of drafts) {
    if (pending) {
      const sameName = pending.nameNode?.text === draft.nameNode?.text;
      const sameParent = pending.node.parent?.id === draft.node.parent?.id || pending.node.parent?.parent?.id === draft.node.parent?.parent?.id;
      if (sameName && sameParent && draft.startIndex >= pending.endIndex) {
        if (signatures.has(draft.node.type)) {
          if (draft.nameNode) names.push(draft.nameNode);
          continue;
        }
        out2.push({ draft, first: pending.node, overloaded: true, names });
        pending = null;
        continue;
      }
      out2.push({ draft: pending, first: null, overloaded: names.length > 1, names });
      pending = null;
    }
    if (signatures.has(draft.node.type)) {
      pending = draft;
      names = draft.nameNode ? [draft.nameNode] : [];
    } else out2.push({ draft, first: null, overloaded: false, names: [] });
  }
  if (pending) out2.push({ draft: pending, first: null, overloaded: names.length > 1, names });
  return out2;
}
function buildExports(drafts, defByNode, defName, resolveLocal) {
  const out2 = [];
  const seen = /* @__PURE__ */ new Set();
  const push = (fact) => {
    const key = JSON.stringify(fact);
    if (!seen.has(key)) {
      seen.add(key);
      out2.push(fact);
    }
  };
  for (const { nodes } of drafts) {
    const declared = one(nodes, "export.declaration");
    if (declared) {
      for (const def of defByNode.get(declared.id) ?? []) push({ exported: defName(def), local: { t: "def", def } });
    }
    const dflt = one(nodes, "export.default");
    if (dflt) {
      const defs = defByNode.get(dflt.id);
      if (defs && defs.length > 0) push({ exported: "default", local: { t: "def", def: defs[0] } });
      else if (dflt.type.endsWith("identifier")) {
        const local = resolveLocal(dflt.text);
        if (local) push({ exported: "default", local });
      }
    }
    const name2 = one(nodes, "export.name");
    if (name2) {
      const local = resolveLocal(name2.text);
      if (local) push({ exported: (one(nodes, "export.alias") ?? name2).text, local });
    }
    const source = one(nodes, "reexport.source");
    const reName = one(nodes, "reexport.name");
    if (source && reName) {
      push({ exported: (one(nodes, "reexport.alias") ?? reName).text, source: source.text, imported: reName.text });
    }
    const namespace = one(nodes, "reexport.namespace");
    if (namespace && source) push({ exported: namespace.text, source: source.text, imported: "*" });
    const all2 = one(nodes, "reexport.all");
    if (all2) push({ all: all2.text });
  }
  return out2;
}

// src/core/parser.ts
init_define_ODIN_SLICE_EXTENSION_PARTS();

// src/core/topLevelPatterns.ts
init_define_ODIN_SLICE_EXTENSION_PARTS();
var isGroup = (item) => item !== void 0 && "open" in item;
var isAtom = (item, test) => item !== void 0 && !isGroup(item) && test(item.text);
var isCapture = (item) => isAtom(item, (t) => t.startsWith("@"));
var isPredicate = (item) => isGroup(item) && isAtom(item.items[0], (t) => t.startsWith("#"));
var TOKEN = /(\s+|;[^\n]*)|[()[\]]|"(?:[^"\\]|\\.)*"?|[^\s()[\]";]+/gy;
function tokens(text) {
  const out2 = [];
  TOKEN.lastIndex = 0;
  for (let m = TOKEN.exec(text); m !== null; m = TOKEN.exec(text)) {
    if (m[1] === void 0) out2.push({ text: m[0], start: m.index, end: m.index + m[0].length });
  }
  return out2;
}
function groups(list) {
  const stack = [{ open: "(", items: [], start: 0, end: 0 }];
  for (const t of list) {
    const top = stack[stack.length - 1];
    if (t.text === "(" || t.text === "[") {
      const g = { open: t.text, items: [], start: t.start, end: t.end };
      top.items.push(g);
      stack.push(g);
    } else if (t.text === ")" || t.text === "]") {
      if (stack.length === 1 || t.text === ")" !== (top.open === "(")) return null;
      top.end = t.end;
      stack.pop();
    } else top.items.push(t);
  }
  return stack.length === 1 ? stack[0].items : null;
}
function childMatchesApart(child, rootType) {
  const named = (g) => isGroup(g) && g.open === "(" && isAtom(g.items[0], (t) => /^[A-Za-z][A-Za-z0-9_]*$/.test(t) && t !== rootType && t !== "ERROR");
  if (child.open === "(") return named(child);
  return child.items.length > 0 && child.items.every((item) => named(item) || isCapture(item));
}
function patternsOf(source) {
  const items = groups(tokens(source));
  if (!items) return null;
  const patterns = [];
  for (const item of items) {
    const last = patterns[patterns.length - 1];
    if (last && !isGroup(item) && (item.text.startsWith("@") || /^[*+?]$/.test(item.text))) {
      last.suffixes.push(item);
      last.end = item.end;
    } else patterns.push({ head: item, suffixes: [], start: item.start, end: item.end });
  }
  return patterns;
}
function unrooted(pattern, source, rootType) {
  const outer = pattern.head;
  if (!isGroup(outer) || pattern.suffixes.length > 0) return null;
  let rooted = outer;
  let predicates = [];
  if (isGroup(outer.items[0])) {
    rooted = outer.items[0];
    predicates = outer.items.slice(1);
    if (!predicates.every(isPredicate)) return null;
  }
  if (rooted.open !== "(" || !isAtom(rooted.items[0], (t) => t === rootType)) return null;
  const [child, ...after] = rooted.items.slice(1);
  if (!isGroup(child) || !after.every(isCapture) || !childMatchesApart(child, rootType)) return null;
  const last = after.length > 0 ? after[after.length - 1].end : child.end;
  const body2 = source.slice(child.start, last);
  if (predicates.length === 0) return body2;
  return `(${body2} ${predicates.map((p) => source.slice(p.start, p.end)).join(" ")})`;
}
function splitTopLevelPatterns(source, rootType) {
  const patterns = patternsOf(source);
  if (!patterns) return null;
  const nested = [];
  const nestedPatterns = [];
  const top = [];
  const topPatterns = [];
  patterns.forEach((pattern, index) => {
    const apart = rootType === "" ? null : unrooted(pattern, source, rootType);
    if (apart === null) {
      nested.push(source.slice(pattern.start, pattern.end));
      nestedPatterns.push(index);
    } else {
      top.push(apart);
      topPatterns.push(index);
    }
  });
  return {
    nested: { source: nested.join("\n"), patterns: nestedPatterns },
    top: top.length > 0 ? { source: top.join("\n"), patterns: topPatterns } : null
  };
}

// src/core/parser.ts
var runtime2 = null;
var RUNTIME_MODULE = /* @__PURE__ */ Symbol.for("odin-slice.treeSitterModule");
var loaded = /* @__PURE__ */ new Map();
var grammars = /* @__PURE__ */ new Map();
function treeSitter() {
  runtime2 ??= Promise.resolve().then(() => (init_web_tree_sitter(), web_tree_sitter_exports)).then(async (ts) => {
    const holder = ts.Parser;
    const binding = holder[RUNTIME_MODULE] ?? { locateFile: () => wasmFile("web-tree-sitter", "web-tree-sitter.wasm") };
    await ts.Parser.init(binding);
    holder[RUNTIME_MODULE] = binding;
    attachRuntime(binding, ts.Node);
    return ts;
  });
  return runtime2;
}
function loadGrammar(wasmPath) {
  let entry = grammars.get(wasmPath);
  if (!entry) {
    entry = treeSitter().then((ts) => ts.Language.load(wasmPath));
    grammars.set(wasmPath, entry);
  }
  return entry;
}
function loadLanguage(spec) {
  let entry = loaded.get(spec.name);
  if (!entry) {
    entry = (async () => {
      const [{ Parser: Parser2, Query: Query2 }, language] = await Promise.all([treeSitter(), loadGrammar(spec.wasmPath)]);
      const parser = new Parser2();
      parser.setLanguage(language);
      return { parser, query: compileExtraction(Query2, language, parser, extractionQuerySource(spec)) };
    })();
    loaded.set(spec.name, entry);
  }
  return entry;
}
function compileExtraction(QueryClass, language, parser, source) {
  const empty = parser.parse("");
  const rootType = empty?.rootNode.type ?? "";
  empty?.delete();
  const split = splitTopLevelPatterns(source, rootType);
  if (!split) return wholeExtraction(QueryClass, language, source);
  return {
    nested: new QueryClass(language, split.nested.source),
    nestedPatterns: split.nested.patterns,
    top: split.top ? new QueryClass(language, split.top.source) : null,
    topPatterns: split.top?.patterns ?? [],
    rootType
  };
}
function wholeExtraction(QueryClass, language, source) {
  const nested = new QueryClass(language, source);
  return { nested, nestedPatterns: Array.from({ length: nested.patternCount() }, (_, i2) => i2), top: null, topPatterns: [], rootType: "" };
}
function parseWithDeadline(parser, text, deadlineMs) {
  const stopAt = performance.now() + deadlineMs;
  try {
    return parser.parse(text, null, { progressCallback: () => performance.now() > stopAt });
  } catch {
    return null;
  }
}

// src/core/indexer.ts
var PARSE_DEADLINE_MS = 2e3;
var PARSE_TIMED_OUT = `parse exceeded ${PARSE_DEADLINE_MS} ms`;
var QUERY_TIMED_OUT = `reading its names took longer than ${PARSE_DEADLINE_MS} ms`;
async function indexText(path, spec, text, lineCount) {
  const { parser, query } = await loadLanguage(spec);
  const tree = parseWithDeadline(parser, text, PARSE_DEADLINE_MS);
  if (!tree) return { unavailable: PARSE_TIMED_OUT };
  try {
    const facts = extractFacts(path, spec, tree, query, lineCount, PARSE_DEADLINE_MS);
    return facts ? { facts } : { unavailable: QUERY_TIMED_OUT };
  } finally {
    tree.delete();
  }
}

// src/core/jobClaims.ts
init_define_ODIN_SLICE_EXTENSION_PARTS();
var CLAIM_CELLS = 1 << 16;
var UNCLAIMED = 0;
var WORKER_CLAIM = 1;
function claimJob(claims2, id, by) {
  return Atomics.compareExchange(claims2, id % CLAIM_CELLS, UNCLAIMED, by) === UNCLAIMED;
}

// src/core/sharedSketch.ts
init_define_ODIN_SLICE_EXTENSION_PARTS();

// src/core/fileStamp.ts
init_define_ODIN_SLICE_EXTENSION_PARTS();
import { lstatSync } from "node:fs";
var RACY_MS = 2e3;
function regularFileStampNumbers(absolutePath, folders = false) {
  let st;
  try {
    st = lstatSync(absolutePath, { throwIfNoEntry: false });
  } catch {
    return null;
  }
  if (st === void 0) return null;
  const folder = st.isDirectory();
  if (!(st.isFile() || folders && folder)) return null;
  if (Math.max(st.mtimeMs, st.ctimeMs) > Date.now() - RACY_MS) return null;
  return { folder, dev: st.dev, ino: st.ino, size: st.size, mtimeMs: st.mtimeMs, ctimeMs: st.ctimeMs };
}

// src/core/sharedSketch.ts
var NEXT = 0;
var USED = 1;
var ACTIVE = 2;
var BY_WORKERS = 3;
var UNREADABLE = -1;
var NO_ROOM = -2;
var STAMP_NUMBERS = 5;
function takeSketches(job, worker) {
  const control = new Int32Array(job.control);
  const places = new Int32Array(job.places);
  const arena = new Int32Array(job.arena);
  const stamps = job.stamps ? new Float64Array(job.stamps) : null;
  Atomics.add(control, ACTIVE, 1);
  try {
    for (; ; ) {
      const i2 = Atomics.add(control, NEXT, 1);
      if (i2 >= job.paths.length) return;
      const path = job.paths[i2];
      if (stamps) {
        const n = regularFileStampNumbers(path);
        stamps.set(n ? [n.dev, n.ino, n.size, n.mtimeMs, n.ctimeMs] : [NaN], STAMP_NUMBERS * i2);
      }
      let length;
      try {
        length = readForSketch(path);
      } catch {
        Atomics.store(places, 2 * i2 + 1, UNREADABLE);
        continue;
      }
      const words = sketchLength(length);
      const at = Atomics.add(control, USED, words);
      if (at + words > arena.length) Atomics.store(places, 2 * i2 + 1, NO_ROOM);
      else {
        sketchReadInto(length, arena.subarray(at, at + words), sketchLexiconForPath(path));
        places[2 * i2] = at;
        Atomics.store(places, 2 * i2 + 1, words);
        if (worker) Atomics.add(control, BY_WORKERS, 1);
      }
    }
  } finally {
    Atomics.sub(control, ACTIVE, 1);
    Atomics.notify(control, ACTIVE);
  }
}

// src/core/parseWorker.ts
var claims = new Int32Array(workerData.claims);
var port = parentPort;
var queue = [];
var busy = false;
async function next() {
  if (busy) return;
  busy = true;
  for (let job = queue.shift(); job; job = queue.shift()) await parseOne(job);
  busy = false;
}
async function parseOne(job) {
  const spec = languageNamed(job.language);
  if (!spec) {
    port?.postMessage({ id: job.id, error: `no language ${job.language}` });
    return;
  }
  try {
    await loadLanguage(spec);
    if (!claimJob(claims, job.id, WORKER_CLAIM)) {
      port?.postMessage({ id: job.id, taken: true });
      return;
    }
    const outcome = await indexText(job.path, spec, job.text, job.lineCount);
    port?.postMessage("facts" in outcome ? { id: job.id, facts: encodeFacts(outcome.facts) } : { id: job.id, unavailable: outcome.unavailable });
  } catch (error) {
    port?.postMessage({ id: job.id, error: String(error) });
  }
}
if (port) {
  port.on("message", (message) => {
    if ("sketch" in message) {
      takeSketches({ ...message.sketch, paths: message.paths === "" ? [] : message.paths.split("\0") }, true);
      return;
    }
    queue.push(message);
    void next();
  });
}
