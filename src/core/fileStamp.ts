// A file's or folder's identity on disk, for knowing it unchanged without reading it (as git's index does).
import { lstatSync, type Stats } from "node:fs";

/** Kind, device, inode, size and change times, as one string. */
export type FileStamp = string;

/**
 * How far an entry's last change must lie behind the moment it is stamped for the stamp to be trusted: an entry
 * changed again within its file system's timestamp resolution would keep the same stamp.
 */
const RACY_MS = 2000;

/**
 * The stamp of a regular file or a folder (never followed through a link), or null when there is none, or when
 * it changed too recently for its stamp to prove anything. The inode's change time moves with every write and
 * cannot be set back, so an equal stamp later means the same bytes (a folder: the same entries). Times are taken
 * in milliseconds with their fraction (a quarter of a microsecond at today's dates): a later change lies at least
 * the racy interval after the stamped one, and the numbers' stats cost a request on a large tree a third of the
 * exact nanoseconds' (15,000 files stamped for every cached request).
 */
export function fileStamp(absolutePath: string): FileStamp | null {
  const numbers = regularFileStampNumbers(absolutePath, true);
  return numbers === null ? null : stampOf(numbers);
}

/** What a stamp is made of, as numbers (a thread that shares them in memory rebuilds the stamp with stampOf). */
export interface StampNumbers {
  folder: boolean;
  dev: number;
  ino: number;
  size: number;
  mtimeMs: number;
  ctimeMs: number;
}

/**
 * The numbers of a regular file's stamp (or a folder's, with `folders`), or null where fileStamp gives none:
 * no such entry, another kind, or changed too recently.
 */
export function regularFileStampNumbers(absolutePath: string, folders = false): StampNumbers | null {
  let st: Stats | undefined;
  try {
    st = lstatSync(absolutePath, { throwIfNoEntry: false });
  } catch {
    return null;
  }
  if (st === undefined) return null;
  const folder = st.isDirectory();
  if (!(st.isFile() || (folders && folder))) return null;
  if (Math.max(st.mtimeMs, st.ctimeMs) > Date.now() - RACY_MS) return null;
  return { folder, dev: st.dev, ino: st.ino, size: st.size, mtimeMs: st.mtimeMs, ctimeMs: st.ctimeMs };
}

export function stampOf(n: StampNumbers): FileStamp {
  return `${n.folder ? "d" : "f"}:${n.dev}:${n.ino}:${n.size}:${n.mtimeMs}:${n.ctimeMs}`;
}
