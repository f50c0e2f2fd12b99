import type { Db } from '../db/connection';
import type { PadStatus, PadVersionLink } from '../../../shared/pad-view';

export interface NewAmendment {
  id: string;
  account: string;
  padSealed: Buffer;
  createdAt: number;
  amends: string;
  version: number;
}

/**
 * The versions of a prescription in the pads table (migration 0026): an amendment is a pad of its
 * own that names the pad it amends. A pad is amended at most once; the chain is walked from the
 * first version (the one its consultation names) to the newest.
 */
export interface PadAmendments {
  /** Joins the caller's transaction. */
  insert(row: NewAmendment): void;
  linkOf(id: string): PadVersionLink | undefined;
  /** The amendment of a pad, if it has one, with its status. */
  amendmentOf(id: string): { id: string; status: PadStatus } | undefined;
  /** The first version of the prescription this pad belongs to (the pad itself when it amends nothing). */
  originOf(id: string): string;
}

/** Deeper than any real chain: a guard against a loop a damaged file could hold. */
const MAX_CHAIN = 1000;

export function createPadAmendments(db: Db): PadAmendments {
  const insert = db.prepare(
    `INSERT INTO pads (id, account, status, revision, pad_sealed, created_at, updated_at, amends, version)
     VALUES (@id, @account, 'draft', 1, @padSealed, @createdAt, @createdAt, @amends, @version)`,
  );
  const link = db.prepare<[string], { version: number; amends: string | null }>(
    'SELECT version, amends FROM pads WHERE id = ?',
  );
  const amendment = db.prepare<[string], { id: string; status: PadStatus }>(
    'SELECT id, status FROM pads WHERE amends = ?',
  );
  return {
    insert(row) {
      insert.run(row);
    },
    linkOf(id) {
      const found = link.get(id);
      if (found === undefined) return undefined;
      const by = amendment.get(id)?.id;
      return {
        version: found.version,
        ...(found.amends === null ? {} : { amends: found.amends }),
        ...(by === undefined ? {} : { amendedBy: by }),
      };
    },
    amendmentOf: (id) => amendment.get(id),
    originOf(id) {
      let current = id;
      for (let step = 0; step < MAX_CHAIN; step += 1) {
        const earlier = link.get(current)?.amends;
        if (earlier === undefined || earlier === null) return current;
        current = earlier;
      }
      return current;
    },
  };
}
