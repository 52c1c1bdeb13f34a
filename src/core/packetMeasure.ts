// The budget's estimate of a packet as it grows, without serializing the whole packet for every candidate tried:
// the JSON of a packet is that of its frame with empty lists, plus each element's JSON and a comma between
// neighbours, whatever their order. So the estimate of a packet with one more slice is a sum, and trying
// every candidate in turn costs as much as serializing each once.
import { orderedEdge, orderedOmission, orderedSlice, serializePacket, type Omission, type Packet, type Slice, type UncertainEdge } from "./packet.js";

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
const sliceSizes = new WeakMap<Slice, number>();

export function sliceBytes(s: Slice): number {
  let bytes = sliceSizes.get(s);
  if (bytes === undefined) {
    bytes = Buffer.byteLength(JSON.stringify(orderedSlice(s)), "utf8");
    sliceSizes.set(s, bytes);
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
