// The budget's estimate of a packet as it grows, without serializing the whole packet for every candidate tried:
// the JSON of a packet is that of its frame with empty lists, plus each element's JSON and a comma between
// neighbours, whatever their order. So the estimate of a packet with one more slice is a sum, and trying
// every candidate in turn costs as much as serializing each once.
import { orderedEdge, orderedOmission, orderedSlice, serializePacket, type Omission, type Packet, type Slice, type UncertainEdge } from "./packet.js";
import type { SliceHead } from "./sliceSource.js";

/** The frame of a packet: all but its lists and the estimate it states of itself. */
export type MeasuredFrame = Omit<Packet, "budget" | "slices" | "uncertain_edges" | "omissions"> & {
  budget: { limit_estimated_tokens: number };
};

/** UTF-8 bytes of each element's JSON, and how many elements: what one list adds to the packet. */
export interface ListSize {
  bytes: number;
  count: number;
}

export const EMPTY_LIST: ListSize = { bytes: 0, count: 0 };

export function withElement(list: ListSize, bytes: number): ListSize {
  return { bytes: list.bytes + bytes, count: list.count + 1 };
}

/** Sizes of the slices measured so far: a request offers the same slice to the budget round after round. */
const sliceSizes = new WeakMap<Slice | SliceHead, number>();

/** The UTF-8 bytes of a slice's JSON. */
export function sliceBytes(s: Slice): number {
  let bytes = sliceSizes.get(s);
  if (bytes === undefined) {
    // The content counted where it stands rather than copied escaped.
    bytes = sliceHeadBytes(s) + jsonStringBytes(s.content);
    sliceSizes.set(s, bytes);
  }
  return bytes;
}

/** The UTF-8 bytes of a slice's JSON but those of its content's (quotes included). */
export function sliceHeadBytes(head: SliceHead): number {
  let bytes = sliceSizes.get(head);
  if (bytes === undefined) {
    const { file, start_line, end_line, symbol, hop, relationship, certainty } = head;
    bytes = Buffer.byteLength(JSON.stringify(orderedSlice({ file, start_line, end_line, symbol, hop, relationship, certainty, content: "" })), "utf8") - 2;
    sliceSizes.set(head, bytes);
  }
  return bytes;
}

/**
 * sliceHeadBytes of a head of an empty symbol, certain, starting at line 1, worked out rather than serialized:
 * the budget asks it of each file of a level, round after round, for the least slice the file can give. Its JSON
 * is a frame that depends on the relationship alone, and the file, end line and hop written into it.
 */
export function leastHeadBytes(file: string, endLine: number, hop: number, relationship: SliceHead["relationship"]): number {
  let frame = leastHeadFrames.get(relationship);
  if (frame === undefined) {
    // Measured once with an empty file and one-digit numbers.
    frame = sliceHeadBytes({ file: "", start_line: 1, end_line: 1, symbol: "", hop: 0, relationship, certainty: "certain" }) - jsonStringBytes("") - 2;
    leastHeadFrames.set(relationship, frame);
  }
  return frame + jsonStringBytes(file) + decimalDigits(endLine) + decimalDigits(hop);
}

const leastHeadFrames = new Map<SliceHead["relationship"], number>();

/** The digits of a whole number that is not negative, as JSON writes it. */
function decimalDigits(n: number): number {
  let digits = 1;
  for (let rest = n; rest >= 10; rest = Math.floor(rest / 10)) digits++;
  return digits;
}

/** The UTF-8 bytes of JSON.stringify(text): its quotes, its escapes and its characters. */
export function jsonStringBytes(text: string): number {
  let bytes = 2;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c < 0x80) {
      // `"` and `\` and the control characters with a short escape take two bytes; the other controls \u00XX.
      if (c >= 0x20) bytes += c === 0x22 || c === 0x5c ? 2 : 1;
      else bytes += c === 0x08 || c === 0x09 || c === 0x0a || c === 0x0c || c === 0x0d ? 2 : 6;
    } else if (c < 0x800) bytes += 2;
    else if (c >= 0xd800 && c < 0xdc00 && i + 1 < text.length && (text.charCodeAt(i + 1) & 0xfc00) === 0xdc00) {
      // A surrogate pair: one character of four bytes.
      bytes += 4;
      i++;
    } else if (c >= 0xd800 && c < 0xe000) bytes += 6;
    else bytes += 3;
  }
  return bytes;
}

export function edgeJson(e: UncertainEdge): string {
  return JSON.stringify(orderedEdge(e));
}

export function omissionBytes(o: Omission): number {
  return Buffer.byteLength(JSON.stringify(orderedOmission(o)), "utf8");
}

export class PacketMeasure {
  /** Bytes of the frame with empty lists, by the number of digits of the estimate it states. */
  private readonly frameBytes = new Map<number, number>();

  constructor(private readonly frame: MeasuredFrame) {}

  /**
   * The estimated tokens of a packet with these lists: the least fixed point of the estimate that states itself,
   * found as the full serialization finds it (from 0 upwards).
   */
  tokens(slices: ListSize, edges: ListSize, omissions: ListSize): number {
    const lists = listBytes(slices) + listBytes(edges) + listBytes(omissions);
    let used = 0;
    for (;;) {
      const next = Math.ceil((this.frameSize(used) + lists) / 4);
      if (next === used) return used;
      used = next;
    }
  }

  private frameSize(used: number): number {
    // The estimate is a whole number written in digits: only how many there are changes the size.
    const digits = String(used).length;
    let bytes = this.frameBytes.get(digits);
    if (bytes === undefined) {
      const empty: Packet = {
        ...this.frame,
        budget: { limit_estimated_tokens: this.frame.budget.limit_estimated_tokens, used_estimated_tokens: used },
        slices: [],
        uncertain_edges: [],
        omissions: [],
      };
      bytes = Buffer.byteLength(serializePacket(empty), "utf8");
      this.frameBytes.set(digits, bytes);
    }
    return bytes;
  }
}

/** What a list's elements add inside its brackets: their JSON and the commas between them. */
function listBytes(list: ListSize): number {
  return list.count === 0 ? 0 : list.bytes + list.count - 1;
}
