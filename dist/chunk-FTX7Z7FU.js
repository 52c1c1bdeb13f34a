import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  __name,
  define_ODIN_SLICE_EXTENSION_PARTS_default,
  init_define_ODIN_SLICE_EXTENSION_PARTS
} from "./chunk-PZYY5HN3.js";

// src/core/languages.ts
init_define_ODIN_SLICE_EXTENSION_PARTS();
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

// src/core/entryOf.ts
init_define_ODIN_SLICE_EXTENSION_PARTS();
function entryOf(map, key, make) {
  let value = map.get(key);
  if (value === void 0) {
    value = make();
    map.set(key, value);
  }
  return value;
}
__name(entryOf, "entryOf");

// src/core/importQualifiers.ts
init_define_ODIN_SLICE_EXTENSION_PARTS();

// src/core/wordSketch.ts
init_define_ODIN_SLICE_EXTENSION_PARTS();

// src/core/partitionPoint.ts
init_define_ODIN_SLICE_EXTENSION_PARTS();
function partitionPoint(count, before) {
  let lo = 0;
  let hi = count;
  while (lo < hi) {
    const mid = lo + hi >>> 1;
    if (before(mid)) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}
__name(partitionPoint, "partitionPoint");

// src/core/scratchRead.ts
init_define_ODIN_SLICE_EXTENSION_PARTS();
import { closeSync, openSync, readSync } from "node:fs";
var SCRATCH_BYTES = 1 << 20;
var scratch = Buffer.allocUnsafe(SCRATCH_BYTES);
function scratchBuffer() {
  return scratch;
}
__name(scratchBuffer, "scratchBuffer");
function scratchOfAtLeast(bytes) {
  if (scratch.length < bytes) scratch = Buffer.allocUnsafe(bytes);
  return scratch;
}
__name(scratchOfAtLeast, "scratchOfAtLeast");
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
__name(readWhole, "readWhole");
function readIntoScratch(path) {
  return readWhole(path, (filled) => {
    if (filled === scratch.length) {
      const bigger = Buffer.allocUnsafe(2 * scratch.length);
      scratch.copy(bigger, 0, 0, filled);
      scratch = bigger;
    }
    return { bytes: scratch, at: filled, room: scratch.length - filled };
  });
}
__name(readIntoScratch, "readIntoScratch");
function releaseScratch() {
  if (scratch.length > SCRATCH_BYTES) scratch = Buffer.allocUnsafe(SCRATCH_BYTES);
}
__name(releaseScratch, "releaseScratch");

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
var STAR = 42;
function isWordByte(b) {
  return b >= 128 || WORD_BYTE[b] === 1;
}
__name(isWordByte, "isWordByte");
function isBlankByte(b) {
  return BLANK[b] === 1;
}
__name(isBlankByte, "isBlankByte");
var SEED = 49721811;
var step = /* @__PURE__ */ __name((hash, byte) => (hash << 5 | hash >>> 27) ^ byte, "step");
function finish(h) {
  h = Math.imul(h ^ h >>> 16, 2246822507);
  h = Math.imul(h ^ h >>> 13, 3266489909);
  return h ^ h >>> 16;
}
__name(finish, "finish");
function declaredHash(hash) {
  return finish(hash ^ 1540483477);
}
__name(declaredHash, "declaredHash");
function keywordHash(hash) {
  return finish(hash ^ 668265263);
}
__name(keywordHash, "keywordHash");
function openerHash(hash) {
  return finish(hash ^ 374761393);
}
__name(openerHash, "openerHash");
var firstBit = /* @__PURE__ */ __name((hash, mask) => hash & mask, "firstBit");
var secondBit = /* @__PURE__ */ __name((hash, mask) => (hash >>> 16 | hash << 16) & mask, "secondBit");
function sketchWords(bytes, length, lexicon = null) {
  return sketchWordsInto(bytes, length, new Int32Array(sketchLength(length)), lexicon);
}
__name(sketchWords, "sketchWords");
function sketchLength(length) {
  let size = 2048;
  while (size < length) size *= 2;
  return size >>> 5;
}
__name(sketchLength, "sketchLength");
function sketchWordsInto(bytes, length, bits, lexicon = null) {
  const loop = loopForNewText();
  loop.reserve(loop.free + length + LOOKAHEAD);
  loop.bytes.set(length === bytes.length ? bytes : bytes.subarray(0, length), loop.free);
  return sketchReadInto(length, bits, lexicon);
}
__name(sketchWordsInto, "sketchWordsInto");
function readForSketch(path) {
  const loop = loopForNewText();
  const room = /* @__PURE__ */ __name((filled) => loop.bytes.length - loop.free - filled - LOOKAHEAD, "room");
  return readWhole(path, (filled) => {
    if (room(filled) <= 0) loop.reserve(2 * loop.bytes.length);
    return { bytes: loop.bytes, at: loop.free + filled, room: room(filled) };
  });
}
__name(readForSketch, "readForSketch");
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
__name(sketchReadInto, "sketchReadInto");
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
__name(loopModule, "loopModule");
function loopForNewText() {
  if (loopOfThread && loopOfThread.bytes.length > KEPT_MEMORY_BYTES) loopOfThread = null;
  return sketchLoop();
}
__name(loopForNewText, "loopForNewText");
function sketchLoop() {
  if (loopOfThread) return loopOfThread;
  const wasm = globalThis.WebAssembly;
  const instance = new wasm.Instance(loopModule(wasm), {
    env: {
      abort: /* @__PURE__ */ __name(() => {
        throw new Error("the sketch loop aborted");
      }, "abort")
    }
  });
  const exports = instance.exports;
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
__name(sketchLoop, "sketchLoop");
var WASM_PAGE = 65536;
var LEXICON_SLOTS = 16;
var TABLES = { starting: 0, stopping: 256, openers: 512, firstKind: 768, secondKind: 1024, hasOpeners: 1280, keywordCount: 1284, keywords: 1288, size: 1536 };
var kindFlags = /* @__PURE__ */ __name((kind) => kind === void 0 ? 0 : 1 | (kind.triple ? 2 : 0) | (kind.escapes ? 4 : 0) | (kind.lines ? 8 : 0), "kindFlags");
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
__name(lexiconTables, "lexiconTables");
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
__name(compileSketchLexicon, "compileSketchLexicon");
var BACKSLASH = 92;
function stringKindAt(lexicon, quote, second, third) {
  for (const k of lexicon.opening[quote] ?? []) {
    if (!k.triple || second === quote && third === quote) return k;
  }
  return void 0;
}
__name(stringKindAt, "stringKindAt");
function wordHash(word) {
  let hash = SEED;
  for (const b of word) hash = step(hash, b);
  return finish(hash);
}
__name(wordHash, "wordHash");
function sketchBitsOf(hash, words) {
  const mask = words * 32 - 1;
  return [firstBit(hash, mask), secondBit(hash, mask)];
}
__name(sketchBitsOf, "sketchBitsOf");
function sketchMayHold(sketch, hash) {
  const mask = sketch.length * 32 - 1;
  const first = firstBit(hash, mask);
  const second = secondBit(hash, mask);
  return (sketch[first >>> 5] & 1 << (first & 31)) !== 0 && (sketch[second >>> 5] & 1 << (second & 31)) !== 0;
}
__name(sketchMayHold, "sketchMayHold");
function proseSpans(text, from, lexicon, strings) {
  const spans = [];
  const length = text.length;
  const next = startingPattern(lexicon);
  next.lastIndex = from;
  for (let found = next.exec(text); found !== null; found = next.exec(text)) {
    const i = found.index;
    if (text.charCodeAt(i) === SLASH) {
      const after = text.charCodeAt(i + 1);
      if (after === SLASH) {
        const end2 = text.indexOf("\n", i + 2);
        spans.push(i, end2 < 0 ? length : end2);
        if (end2 < 0) break;
        next.lastIndex = end2 + 1;
      } else if (after === STAR) {
        const end2 = text.indexOf("*/", i + 2);
        if (end2 < 0) return null;
        spans.push(i, end2 + 2);
        next.lastIndex = end2 + 2;
      }
      continue;
    }
    const end = stringEnd(text, i, lexicon);
    if (end < 0) return null;
    if (strings) spans.push(i, end + 1);
    next.lastIndex = end + 1;
  }
  return spans;
}
__name(proseSpans, "proseSpans");
function startingPattern(lexicon) {
  let pattern = startingPatterns.get(lexicon);
  if (!pattern) {
    let set = "";
    for (let b = 0; b < 256; b++) if (lexicon.starting[b] === 1) set += `\\x${b.toString(16).padStart(2, "0")}`;
    pattern = new RegExp(`[${set}]`, "g");
    startingPatterns.set(lexicon, pattern);
  }
  return pattern;
}
__name(startingPattern, "startingPattern");
var startingPatterns = /* @__PURE__ */ new WeakMap();
function withinSpans(spans, at) {
  const pairs = spans.length / 2;
  const k = partitionPoint(pairs, (i) => spans[2 * i + 1] <= at);
  return k < pairs && spans[2 * k] <= at;
}
__name(withinSpans, "withinSpans");
function stringEnd(text, start, lexicon) {
  const quote = text.charCodeAt(start);
  const kind = stringKindAt(lexicon, quote, text.charCodeAt(start + 1), text.charCodeAt(start + 2));
  if (kind === void 0) return -1;
  let escaped = false;
  for (let i = kind.triple ? start + 3 : start + 1; i < text.length; i++) {
    const b = text.charCodeAt(i);
    if (escaped) {
      escaped = false;
      if (lexicon.stopping[b] === 1 || b === NEWLINE && !kind.lines) return -1;
    } else if (b === BACKSLASH && kind.escapes) {
      escaped = true;
    } else if (b === quote && (!kind.triple || text.charCodeAt(i + 1) === quote && text.charCodeAt(i + 2) === quote)) {
      return kind.triple ? i + 2 : i;
    } else if (b === NEWLINE && !kind.lines) return -1;
  }
  return -1;
}
__name(stringEnd, "stringEnd");

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
__name(compileImportQualifiers, "compileImportQualifiers");
var ImportQualifiers = class {
  /**
   * `lexicon`: the file's language's, so that a name in a comment or a string (`"%d bytes"`) is not taken for a
   * writing of it. Its strings are trusted to hold no code: checked against the parser's bindings on real trees.
   */
  constructor(text, rules, lexicon) {
    this.text = text;
    this.rules = rules;
    this.lexicon = lexicon;
  }
  text;
  rules;
  lexicon;
  static {
    __name(this, "ImportQualifiers");
  }
  imported = null;
  headerEnd = 0;
  onlyQualifying = /* @__PURE__ */ new Map();
  /** Where the file's comments and strings lie past its header, once asked; null when the lexicon cannot tell. */
  prose;
  /**
   * Whether the separator ending at `end` (exclusive) follows a name that qualifies with a package: a word that
   * the file's imports bind, itself after no separator (not `x.bytes.Equal`), and written nowhere else but before
   * the separator (no local, parameter or declaration of the file takes the name).
   */
  qualifiesAt(end) {
    const before = this.wordBefore(end);
    if (!before) return false;
    const b = this.text;
    const separator = this.rules.separator;
    let j = before.start - 1;
    while (j >= 0 && (isBlankByte(b.charCodeAt(j)) || b[j] === "\n")) j--;
    if (j >= 0 && b.slice(j - separator.length + 1, j + 1) === separator) return false;
    const word = before.word;
    if (!this.importedNames().has(word)) return false;
    let only = this.onlyQualifying.get(word);
    if (only === void 0) {
      only = this.writtenOnlyQualifying(word);
      this.onlyQualifying.set(word, only);
    }
    return only;
  }
  /** The word before the separator ending at `end` (exclusive), past blanks: `sync` in `sync.Cond`; null if none. */
  qualifierBefore(end) {
    return this.wordBefore(end)?.word ?? null;
  }
  wordBefore(end) {
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
  qualifiersOf(sources) {
    const names = /* @__PURE__ */ new Set();
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
  eachImport(visit) {
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
      visit(line, m?.groups?.name ?? m?.groups?.last);
      if (!grouped && rules.open.test(line)) grouped = true;
      else if (grouped && rules.close.test(line)) grouped = false;
      start = end + 1;
    }
    return Math.min(start, b.length);
  }
  /** The names the header's imports bind (and where the header ends). */
  importedNames() {
    if (this.imported) return this.imported;
    const names = /* @__PURE__ */ new Set();
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
  writtenOnlyQualifying(word) {
    const b = this.text;
    const separator = this.rules.separator;
    const from = this.headerEnd;
    for (let at = b.indexOf(word, from); at >= 0; at = b.indexOf(word, at + 1)) {
      if (at > 0 && isWordByte(b.charCodeAt(at - 1))) continue;
      let k = at + word.length;
      if (k < b.length && isWordByte(b.charCodeAt(k))) continue;
      while (k < b.length && isBlankByte(b.charCodeAt(k))) k++;
      if (b.startsWith(separator, k)) continue;
      if (this.prose === void 0) this.prose = this.lexicon ? proseSpans(b, from, this.lexicon, true) : null;
      if (!withinSpans(this.prose ?? [], at)) return false;
    }
    return true;
  }
};

// src/core/languages.ts
function placementOf(spec, sites) {
  const keywords = (spec.sketchLexicon?.declaringKeywords ?? []).length > 0;
  const openers = (spec.sketchLexicon?.declarationOpeners ?? "").length > 0 && spec.definitionsAfterWords === true;
  const afterKeyword = /* @__PURE__ */ __name((site) => keywords && site.afterKeyword === true, "afterKeyword");
  const beforeOpener = /* @__PURE__ */ __name((site) => openers && site.beforeOpener === true, "beforeOpener");
  if (sites.length === 0 || !sites.every((site) => afterKeyword(site) || beforeOpener(site))) return spec.definitionsAfterWords === true ? "afterWords" : "anywhere";
  const someAfterKeyword = sites.some(afterKeyword);
  const someBeforeOpener = sites.some((site) => !afterKeyword(site));
  return someAfterKeyword && someBeforeOpener ? "afterKeywordOrBeforeOpener" : someAfterKeyword ? "afterKeyword" : "beforeOpener";
}
__name(placementOf, "placementOf");
var here = dirname(fileURLToPath(import.meta.url));
var require2 = createRequire(import.meta.url);
function languagesDirectory() {
  const candidates = [join(here, "languages"), resolve(here, "../languages")];
  for (const c of candidates) if (existsSync(join(c, "typescript", "language.json"))) return c;
  throw new Error(`language folders not found (looked in ${candidates.join(", ")})`);
}
__name(languagesDirectory, "languagesDirectory");
function wasmFile(pkg, file) {
  const bundled = join(here, "wasm", file);
  if (existsSync(bundled)) return bundled;
  return require2.resolve(`${pkg}/${file}`);
}
__name(wasmFile, "wasmFile");
var registry = null;
function sureDefinitionSitesOf(spec, sort) {
  return sureSitesBySort(spec)?.[sort] ?? [];
}
__name(sureDefinitionSitesOf, "sureDefinitionSitesOf");
var sureSitesBySort = compiledOnce(
  (spec) => spec.sureDefinitionSites,
  (all) => ({ members: all.filter((s) => s.declares === "members"), others: all.filter((s) => s.declares === "others") })
);
function languageNamed(name) {
  return languages().find((s) => s.name === name) ?? null;
}
__name(languageNamed, "languageNamed");
function definitionSitesOf(spec, sort) {
  return definitionRulesOf(spec, sort).sites;
}
__name(definitionSitesOf, "definitionSitesOf");
function definitionRulesOf(spec, sort) {
  let rules = rulesBySpec.get(spec);
  if (!rules) {
    const all = spec.definitionSites;
    const of = /* @__PURE__ */ __name((sites) => ({ sites, placed: placementOf(spec, sites ?? []) }), "of");
    const ofSort = /* @__PURE__ */ __name((one) => of(all?.filter((s) => s.declares === void 0 || s.declares === one)), "ofSort");
    rules = { all: of(all), members: ofSort("members"), others: ofSort("others") };
    rulesBySpec.set(spec, rules);
  }
  return rules[sort];
}
__name(definitionRulesOf, "definitionRulesOf");
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
__name(compiledOnce, "compiledOnce");
var sketchLexiconOf = compiledOnce((spec) => spec.sketchLexicon, compileSketchLexicon);
function sketchLexiconForPath(path) {
  return sketchLexiconOf(languageForPath(path));
}
__name(sketchLexiconForPath, "sketchLexiconForPath");
var importQualifiersOf = compiledOnce((spec) => spec.importQualifiers, compileImportQualifiers);
var exportedNamesOf = compiledOnce((spec) => spec.exportedNames, (pattern) => new RegExp(pattern, "u"));
function languages() {
  if (registry) return registry;
  const dir = languagesDirectory();
  const specs = [];
  for (const name of readdirSync(dir).sort()) {
    const descriptorPath = join(dir, name, "language.json");
    if (!existsSync(descriptorPath)) continue;
    const descriptor = JSON.parse(readFileSync(descriptorPath, "utf8"));
    const spec = { ...descriptor, wasmPath: wasmFile(descriptor.grammar.package, descriptor.grammar.wasm) };
    let querySource;
    Object.defineProperty(spec, "querySource", {
      enumerable: true,
      get: /* @__PURE__ */ __name(() => querySource ??= descriptor.queries.map((q) => readFileSync(join(dir, name, q), "utf8")).join("\n"), "get")
    });
    specs.push(spec);
  }
  registry = specs;
  return specs;
}
__name(languages, "languages");
var inheriting = /* @__PURE__ */ new Map();
var flowing = /* @__PURE__ */ new Map();
var provedInPackage = /* @__PURE__ */ new Map();
function inheritsMembers(spec) {
  return entryOf(inheriting, spec, () => /@heritage\b/.test(spec.querySource));
}
__name(inheritsMembers, "inheritsMembers");
function flowsTypes(spec) {
  return entryOf(flowing, spec, () => /@(?:heritage|returns|field|callback)\b/.test(spec.querySource));
}
__name(flowsTypes, "flowsTypes");
function receiversProvedInPackage(spec) {
  return entryOf(provedInPackage, spec, () => {
    const source = spec.querySource;
    const typedBindingsLeave = /@binding\.type\b/.test(source) && /@import\.(?:name|default)\b/.test(source);
    return !typedBindingsLeave && !flowsTypes(spec) && !inheritsMembers(spec);
  });
}
__name(receiversProvedInPackage, "receiversProvedInPackage");
var extensionParts = null;
function mayBeLanguageFile(path) {
  extensionParts ??= new Set(
    typeof define_ODIN_SLICE_EXTENSION_PARTS_default !== "undefined" ? define_ODIN_SLICE_EXTENSION_PARTS_default : languages().flatMap((spec) => spec.extensions.map((ext) => ext.slice(ext.lastIndexOf(".")).toLowerCase()))
  );
  const dot = path.lastIndexOf(".");
  if (dot < 0) return false;
  const last = path.slice(dot);
  return !last.includes("/") && extensionParts.has(last.toLowerCase());
}
__name(mayBeLanguageFile, "mayBeLanguageFile");
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
__name(languageForPath, "languageForPath");
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
__name(languageOfLastPart, "languageOfLastPart");
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
__name(matchLanguage, "matchLanguage");
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
__name(byLastPart, "byLastPart");

// src/core/repository.ts
init_define_ODIN_SLICE_EXTENSION_PARTS();
import { lstatSync as lstatSync2, readdirSync as readdirSync2, readFileSync as readFileSync2, realpathSync, statSync } from "node:fs";
import { isAbsolute, join as join2, relative, sep } from "node:path";

// src/core/fileStamp.ts
init_define_ODIN_SLICE_EXTENSION_PARTS();
import { lstatSync } from "node:fs";
var RACY_MS = 2e3;
function fileStamp(absolutePath) {
  const numbers = regularFileStampNumbers(absolutePath, true);
  return numbers === null ? null : stampOf(numbers);
}
__name(fileStamp, "fileStamp");
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
__name(regularFileStampNumbers, "regularFileStampNumbers");
function stampOf(n) {
  return `${n.folder ? "d" : "f"}:${n.dev}:${n.ino}:${n.size}:${n.mtimeMs}:${n.ctimeMs}`;
}
__name(stampOf, "stampOf");

// src/core/lines.ts
init_define_ODIN_SLICE_EXTENSION_PARTS();
function normalizeNewlines(text) {
  return text.includes("\r") ? text.replace(/\r\n?/g, "\n") : text;
}
__name(normalizeNewlines, "normalizeNewlines");
function splitLines(normalized) {
  if (normalized.length === 0) return [];
  const lines = normalized.split("\n");
  if (lines[lines.length - 1] === "") lines.pop();
  return lines;
}
__name(splitLines, "splitLines");
function sliceLines(lines, start, end) {
  return lines.slice(start - 1, end).join("\n");
}
__name(sliceLines, "sliceLines");

// src/core/repository.ts
var ALWAYS_SKIPPED = /* @__PURE__ */ new Set([".git", "node_modules", "vendor"]);
var OUTPUT_FOLDERS = /* @__PURE__ */ new Map([
  ["build", ["package.json", "build.gradle", "build.gradle.kts", "settings.gradle", "settings.gradle.kts", "setup.py", "pyproject.toml", "CMakeLists.txt"]],
  ["dist", ["package.json", "setup.py", "pyproject.toml", "setup.cfg"]],
  ["target", ["pom.xml", "Cargo.toml", "build.sbt", "project.clj"]]
]);
var SKIPPED_FOLDER_REASON = "in a vendored or generated folder, which the index skips";
function isSkippedFolder(parent, name, has) {
  if (ALWAYS_SKIPPED.has(name)) return true;
  const manifests = OUTPUT_FOLDERS.get(name);
  if (!manifests) return false;
  return parent === "" || manifests.some((manifest) => has(`${parent}/${manifest}`));
}
__name(isSkippedFolder, "isSkippedFolder");
var MAYBE_SKIPPED = new RegExp(`(?:^|/)(?:${[...ALWAYS_SKIPPED, ...OUTPUT_FOLDERS.keys()].map((name) => name.replace(/[.]/g, "\\.")).join("|")})/`);
function isInSkippedFolder(path, has) {
  if (!MAYBE_SKIPPED.test(path)) return false;
  const parts = path.split("/");
  for (let i = 0; i < parts.length - 1; i++) {
    if (isSkippedFolder(parts.slice(0, i).join("/"), parts[i], has)) return true;
  }
  return false;
}
__name(isInSkippedFolder, "isInSkippedFolder");
var DEFAULT_LIMITS = { maxFileBytes: 1024 * 1024, maxLineLength: 4096, maxFiles: 2e5 };
function readingRules(limits) {
  return `${limits.maxFileBytes}/${limits.maxLineLength}`;
}
__name(readingRules, "readingRules");
var TextFile = class {
  /**
   * `skipOf` says why the file is skipped, if it is, from the length of its longest line (in UTF-16 units; for a
   * file made from bytes, in bytes, which is never less).
   */
  constructor(path, text, skipOf = () => null) {
    this.path = path;
    let newline;
    if (typeof text === "string") {
      this.decoded = text;
      newline = /* @__PURE__ */ __name((from) => text.indexOf("\n", from), "newline");
    } else {
      this.bytes = text;
      newline = /* @__PURE__ */ __name((from) => text.indexOf(NEWLINE2, from), "newline");
    }
    let longest = 0;
    for (let from = 0; from < text.length; ) {
      this.starts.push(from);
      let nl = newline(from);
      if (nl < 0) nl = text.length;
      if (nl - from > longest) longest = nl - from;
      from = nl + 1;
    }
    this.skip = skipOf(longest);
  }
  path;
  static {
    __name(this, "TextFile");
  }
  binary = false;
  /** Where each line starts: in `text`, or in `bytes` for a file made from them. */
  starts = [];
  /** Why the indexer skips the file, if it does. */
  skip;
  split = null;
  /**
   * The bytes of a file made from them (they hold no carriage return, so their lines are the text's): a slice is
   * decoded alone, and the whole text only when asked for. A packet's slices come from files of thousands of
   * lines (the JDK's `Character.java`), each decoded whole before.
   */
  bytes = null;
  decoded = null;
  /** The whole text. */
  get text() {
    this.decoded ??= this.bytes.toString("utf8");
    return this.decoded;
  }
  /** The number of lines (a last line without its newline counts; the empty text has none). */
  get lineCount() {
    return this.starts.length;
  }
  /** Every line, without its newline (splitLines). */
  get lines() {
    this.split ??= splitLines(this.text);
    return this.split;
  }
  /** Lines start..end (1-based, inclusive) as sliceLines gives them. */
  slice(start, end) {
    const span = this.span(start, end);
    if (!span) return sliceLines(this.lines, start, end);
    return this.bytes ? this.bytes.toString("utf8", span.from, span.to) : this.text.slice(span.from, span.to);
  }
  /**
   * At least the UTF-8 bytes of JSON.stringify(this.slice(start, end)), found without decoding the slice: its
   * bytes (or, in a file made from text, its UTF-16 units, never more), one more for each newline's escape, and
   * the quotes. A budget can turn down a class of thousands of lines by this alone.
   */
  leastJsonBytes(start, end) {
    const span = this.span(start, end);
    return span ? 2 + (span.to - span.from) + (span.last - start) : 2;
  }
  /** Where lines start..end lie, the newline after the last excluded; null for a range sliceLines must cut. */
  span(start, end) {
    if (!Number.isInteger(start) || !Number.isInteger(end) || start < 1 || end < start || start > this.lineCount) return null;
    const last = Math.min(end, this.lineCount);
    const from = this.starts[start - 1];
    const bytes = this.bytes;
    if (bytes) {
      const to2 = last < this.lineCount ? this.starts[last] - 1 : bytes[bytes.length - 1] === NEWLINE2 ? bytes.length - 1 : bytes.length;
      return { from, to: to2, last };
    }
    const text = this.text;
    const to = last < this.lineCount ? this.starts[last] - 1 : text.endsWith("\n") ? text.length - 1 : text.length;
    return { from, to, last };
  }
};
var NEWLINE2 = 10;
var CARRIAGE_RETURN = 13;
var listings = /* @__PURE__ */ new Map();
var LISTINGS_KEPT = 4;
function listTree(root) {
  const last = listings.get(root);
  if (last?.folders && [...last.folders].every(([dir, stamp]) => fileStamp(join2(root, dir)) === stamp)) return last.files;
  const out = [];
  const folders = /* @__PURE__ */ new Map();
  let stamped = last !== void 0;
  const stack = [""];
  while (stack.length > 0) {
    const dir = stack.pop();
    if (stamped) {
      const stamp = fileStamp(join2(root, dir));
      if (stamp === null) stamped = false;
      else folders.set(dir, stamp);
    }
    let entries;
    try {
      entries = readdirSync2(join2(root, dir), { withFileTypes: true });
    } catch {
      continue;
    }
    for (const entry of entries) {
      const rel = dir === "" ? entry.name : `${dir}/${entry.name}`;
      if (entry.isDirectory()) {
        if (!isSkippedFolder(dir, entry.name, (path) => entries.some((e) => e.isFile() && `${dir}/${e.name}` === path))) stack.push(rel);
      } else if (entry.isFile()) {
        out.push(rel);
      }
    }
  }
  out.sort();
  listings.delete(root);
  listings.set(root, { folders: stamped ? folders : null, files: out });
  if (listings.size > LISTINGS_KEPT) listings.delete(listings.keys().next().value);
  return out;
}
__name(listTree, "listTree");
function toPosix(p) {
  return sep === "/" ? p : p.split(sep).join("/");
}
__name(toPosix, "toPosix");
var Repository = class _Repository {
  constructor(root, limits, listed) {
    this.listed = listed;
    this.root = root;
    this.limits = limits;
  }
  listed;
  static {
    __name(this, "Repository");
  }
  root;
  limits;
  fileList = null;
  beyond = 0;
  cache = /* @__PURE__ */ new Map();
  /**
   * Opens a tree by its canonical path; null when it is not a directory. `listed`: its files as the shell knows
   * them already (a fresh checkout's regular files, from git's index: see IndexCache.givenFiles), sorted and
   * outside skipped folders, so that the tree is not walked.
   */
  static open(root, limits = DEFAULT_LIMITS, listed = null) {
    let canonical;
    try {
      canonical = realpathSync.native(root);
      if (!statSync(canonical).isDirectory()) return null;
    } catch {
      return null;
    }
    return new _Repository(canonical, limits, listed);
  }
  /**
   * Turns a user-given path into a repository-relative POSIX path, refusing absolute paths, `..` that leaves
   * the root, NUL bytes, `.git` and any link whose target lies outside the root.
   */
  checkPath(given) {
    if (given.includes("\0")) return { ok: false, kind: "invalid_anchor", message: "the path contains a NUL byte" };
    if (given.length === 0) return { ok: false, kind: "invalid_anchor", message: "the path is empty" };
    if (isAbsolute(given) || /^[A-Za-z]:[\\/]/.test(given) || given.startsWith("\\")) {
      return { ok: false, kind: "path_outside_root", message: `absolute path ${JSON.stringify(given)} is not allowed` };
    }
    const segments = [];
    for (const segment of given.replace(/\\/g, "/").split("/")) {
      if (segment === "" || segment === ".") continue;
      if (segment === "..") {
        if (segments.length === 0) {
          return { ok: false, kind: "path_outside_root", message: `${JSON.stringify(given)} leaves the repository` };
        }
        segments.pop();
      } else segments.push(segment);
    }
    if (segments.length === 0) return { ok: false, kind: "invalid_anchor", message: "the path names the root itself" };
    if (segments[0] === ".git") {
      return { ok: false, kind: "invalid_anchor", message: "files under .git are not part of the source tree" };
    }
    const joined = join2(this.root, ...segments);
    let real;
    try {
      real = realpathSync.native(joined);
    } catch {
      if (this.leavesThroughLink(segments)) {
        return { ok: false, kind: "path_outside_root", message: `${segments.join("/")} goes through a link that does not resolve inside the repository` };
      }
      return { ok: false, kind: "invalid_anchor", message: `${segments.join("/")} does not exist at this commit` };
    }
    const rel = relative(this.root, real);
    if (rel === "" || rel.startsWith("..") || isAbsolute(rel)) {
      return { ok: false, kind: "path_outside_root", message: `${segments.join("/")} resolves outside the repository` };
    }
    const relPosix = toPosix(rel);
    if (relPosix.split("/")[0] === ".git") {
      return { ok: false, kind: "invalid_anchor", message: "files under .git are not part of the source tree" };
    }
    try {
      if (!statSync(real).isFile()) return { ok: false, kind: "invalid_anchor", message: `${relPosix} is not a file` };
    } catch {
      return { ok: false, kind: "invalid_anchor", message: `${relPosix} cannot be read` };
    }
    return { ok: true, path: relPosix };
  }
  /** Whether some prefix of the path is a link that resolves outside the root or not at all. */
  leavesThroughLink(segments) {
    for (let n = 1; n <= segments.length; n++) {
      const prefix = join2(this.root, ...segments.slice(0, n));
      let isLink;
      try {
        isLink = lstatSync2(prefix).isSymbolicLink();
      } catch {
        return false;
      }
      if (!isLink) continue;
      try {
        const rel = relative(this.root, realpathSync.native(prefix));
        if (rel.startsWith("..") || isAbsolute(rel)) return true;
      } catch {
        return true;
      }
    }
    return false;
  }
  /** Whether a relative path names anything in the tree (a file, a folder or a link, even a dangling one). */
  exists(given) {
    if (given.includes("\0") || isAbsolute(given)) return false;
    try {
      lstatSync2(join2(this.root, given));
      return true;
    } catch {
      return false;
    }
  }
  /** How many files the tree holds beyond `maxFiles`; they are never indexed (see `files`). */
  filesBeyondLimit() {
    this.files();
    return this.beyond;
  }
  /**
   * Every indexable file path, sorted; links are not followed and skipped folders are not entered. A tree with
   * more than `maxFiles` files is cut to the first ones in path order, so a huge tree costs bounded time and memory
   * and the packet says the index was partial, instead of the request running until something times out.
   */
  files() {
    if (this.fileList) return this.fileList;
    const out = this.listed ?? listTree(this.root);
    this.beyond = Math.max(0, out.length - this.limits.maxFiles);
    this.fileList = this.beyond > 0 ? out.slice(0, this.limits.maxFiles) : out;
    return this.fileList;
  }
  /** Whether a path lies in a folder the index skips (vendored or generated): see isSkippedFolder. */
  isInSkippedFolder(path) {
    return isInSkippedFolder(path, (file) => this.regularFile(file));
  }
  /** Whether a repository-relative path is a regular file of the tree (a link is not followed). */
  regularFile(path) {
    try {
      return lstatSync2(join2(this.root, path)).isFile();
    } catch {
      return false;
    }
  }
  /**
   * Reads a repository-relative path that `checkPath` produced or `files` listed; null when it cannot be read.
   */
  read(path) {
    const cached = this.cache.get(path);
    return cached !== void 0 ? cached : this.readWithBytes(path).file;
  }
  /**
   * `read`, with the bytes it read when it had to read them (null when the file was read before): what a blob id
   * is hashed from, so that a file is not read a second time for it.
   */
  readWithBytes(path) {
    const cached = this.cache.get(path);
    if (cached !== void 0) return { file: cached, bytes: null };
    const result = this.readUncached(path);
    this.cache.set(path, result.file);
    return result;
  }
  /**
   * The current bytes, never cached: the verifier re-reads what the builder read. Null when the file cannot be
   * read; undefined for a path that is not canonical inside the root.
   */
  readFresh(path) {
    return this.isCanonical(path) ? this.readChecked(path).file : void 0;
  }
  /**
   * readFresh for one check of a packet or an answer: each file is read from disk once for the whole check, however
   * many of its ranges are compared (a packet of seven slices of zod's 160 KB `types.ts` decoded it seven times).
   */
  freshReader() {
    const files = /* @__PURE__ */ new Map();
    return (path) => {
      if (!files.has(path)) files.set(path, this.readFresh(path));
      return files.get(path);
    };
  }
  isCanonical(path) {
    const checked = this.checkPath(path);
    return checked.ok && checked.path === path;
  }
  readUncached(path) {
    return this.isCanonical(path) ? this.readChecked(path) : { file: null, bytes: null };
  }
  /** A canonical path's file and bytes as they are on disk. */
  readChecked(path) {
    let buffer;
    try {
      buffer = readFileSync2(join2(this.root, path));
    } catch {
      return { file: null, bytes: null };
    }
    return { file: sourceFile(path, buffer, this.limits), bytes: buffer };
  }
};
function sourceFile(path, buffer, limits) {
  if (buffer.includes(0)) return { binary: true, path };
  const skipOf = /* @__PURE__ */ __name((longest) => {
    if (buffer.length > limits.maxFileBytes) return `larger than ${limits.maxFileBytes} bytes`;
    if (longest > limits.maxLineLength) return `has a line longer than ${limits.maxLineLength} characters (minified or generated)`;
    return null;
  }, "skipOf");
  if (!buffer.includes(CARRIAGE_RETURN)) {
    const file = new TextFile(path, buffer, skipOf);
    if (file.skip === null) return file;
  }
  return new TextFile(path, normalizeNewlines(buffer.toString("utf8")), skipOf);
}
__name(sourceFile, "sourceFile");

export {
  fileStamp,
  regularFileStampNumbers,
  stampOf,
  entryOf,
  partitionPoint,
  scratchBuffer,
  scratchOfAtLeast,
  readIntoScratch,
  releaseScratch,
  isWordByte,
  isBlankByte,
  declaredHash,
  keywordHash,
  openerHash,
  sketchWords,
  sketchLength,
  readForSketch,
  sketchReadInto,
  wordHash,
  sketchBitsOf,
  sketchMayHold,
  proseSpans,
  withinSpans,
  ImportQualifiers,
  languagesDirectory,
  wasmFile,
  sureDefinitionSitesOf,
  languageNamed,
  definitionSitesOf,
  definitionRulesOf,
  sketchLexiconOf,
  sketchLexiconForPath,
  importQualifiersOf,
  exportedNamesOf,
  languages,
  inheritsMembers,
  flowsTypes,
  receiversProvedInPackage,
  mayBeLanguageFile,
  languageForPath,
  normalizeNewlines,
  splitLines,
  SKIPPED_FOLDER_REASON,
  isInSkippedFolder,
  readingRules,
  Repository
};
