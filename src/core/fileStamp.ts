// A file's or folder's identity on disk, for knowing it unchanged without reading it (as git's index does).
import { lstatSync, type BigIntStats } from "node:fs";

/** Device, inode, kind, size and change times in nanoseconds, as one string. */
export type FileStamp = string;

/**
 * How far an entry's last change must lie behind the moment it is stamped for the stamp to be trusted: an entry
 * changed again within its file system's timestamp resolution would keep the same stamp.
 */
const RACY_NS = 2_000_000_000n;

/**
 * The stamp of a regular file or a folder (never followed through a link), or null when there is none, or when
 * it changed too recently for its stamp to prove anything. The inode's change time moves with every write and
 * cannot be set back, so an equal stamp later means the same bytes (a folder: the same entries).
 */
export function fileStamp(absolutePath: string): FileStamp | null {
  let st: BigIntStats;
  try {
    st = lstatSync(absolutePath, { bigint: true });
  } catch {
    return null;
  }
  const kind = st.isFile() ? "f" : st.isDirectory() ? "d" : null;
  if (kind === null) return null;
  const changed = st.mtimeNs > st.ctimeNs ? st.mtimeNs : st.ctimeNs;
  if (changed > BigInt(Date.now()) * 1_000_000n - RACY_NS) return null;
  return `${kind}:${st.dev}:${st.ino}:${st.size}:${st.mtimeNs}:${st.ctimeNs}`;
}
