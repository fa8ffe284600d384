import { createHash } from 'node:crypto';
import path from 'node:path';

// The "wild" sets (pages whose markup other people wrote, harvested from public repositories and
// labelled by hand) stay outside the repository, like the real-site corpus: one folder per set
// under WILD_DIR (default: ../wild next to the repository), overridable per set.

export type Half = 'A' | 'B';

/** Where a wild set lives: its own variable, else WILD_DIR/<set>, else ../wild/<set>. */
export function wildSetDir(set: 'extract' | 'offerings', override?: string): string {
  const own = set === 'extract' ? process.env.WILD_EXTRACT_DIR : process.env.WILD_OFFERINGS_DIR;
  const root = process.env.WILD_DIR ?? path.join(import.meta.dirname, '../../../wild');
  return path.resolve(override ?? own ?? path.join(root, set));
}

/**
 * A stable split by a hash of a page's key: A may be looked at and tuned on, B stays blind.
 * Adding pages never moves an existing page between halves. (Each set keeps the key it was split
 * by: the extract set hashes the page id, the offerings set its file name.)
 */
export function halfOf(key: string): Half {
  return createHash('sha1').update(key).digest()[0]! % 2 === 0 ? 'A' : 'B';
}
