/**
 * The open rows a page at a time, keyset by id: a page is the rows after a cursor (the last id of
 * the previous page), so reading page 50 costs what page 1 costs, and rows that settle between
 * two pages shift nothing (no row is skipped or shown twice, as an offset would).
 */
import type { Db } from '../db/connection';
import type { ErrorText } from './error-text';
import { rowOf, type StoredRow } from './outbox-reads';
import type { OutboxRow, OutboxState } from './outbox-row';

/** The Sync screen's groups, and `all`: every open row. */
export type OutboxGroup = 'attention' | 'waiting' | 'all';

export const GROUP_STATES: Record<OutboxGroup, readonly OutboxState[]> = {
  attention: ['rejected', 'dead'],
  waiting: ['pending', 'in_flight'],
  all: ['pending', 'in_flight', 'rejected', 'dead'],
};

/** One line of a page: a row, or the first row of a bundle with how many of its rows are in the group. */
export interface OutboxLine {
  row: OutboxRow;
  /** For a bundle's first row: its rows in the group, by state. */
  members?: Partial<Record<OutboxState, number>>;
}

export interface OutboxPageRequest {
  group: OutboxGroup;
  /** The id the previous page ended with; 0 for the first page. */
  after: number;
  limit: number;
  /**
   * Operations shown as one line per ordering key (a recording's steps): only the first row of
   * each key in the group is a line. Empty: every row is a line.
   */
  bundled: readonly string[];
}

export interface OutboxPage {
  lines: OutboxLine[];
  /** The cursor of the next page; undefined when this page is the last. */
  nextCursor: number | undefined;
}

/**
 * The rows of one state after a cursor, bundle members after the first left out. Served by the
 * partial index `outbox_open_by_state_id` (state, id) of migration 0016, and the bundle check by
 * `outbox_open_by_key` (ordering_key, id): O(log n + page) whatever the table holds.
 */
export const PAGE_OF_STATE_SQL = `SELECT o.* FROM outbox o
   WHERE o.state = @state AND o.state NOT IN ('done', 'discarded') AND o.id > @after
     AND (o.operation NOT IN (SELECT value FROM json_each(@bundled))
          OR NOT EXISTS (
            SELECT 1 FROM outbox p
            WHERE p.ordering_key = o.ordering_key AND p.id < o.id
              AND p.state NOT IN ('done', 'discarded')
              AND p.state IN (SELECT value FROM json_each(@states))
              AND p.operation IN (SELECT value FROM json_each(@bundled))))
   ORDER BY o.id
   LIMIT @limit`;

const MEMBERS_SQL = `SELECT state, count(*) AS n FROM outbox
   WHERE ordering_key = @key AND state NOT IN ('done', 'discarded')
     AND state IN (SELECT value FROM json_each(@states))
     AND operation IN (SELECT value FROM json_each(@bundled))
   GROUP BY state`;

export interface OutboxPages {
  page(request: OutboxPageRequest): OutboxPage;
}

export function createOutboxPages(db: Db, errorText: ErrorText): OutboxPages {
  const ofState = db.prepare<
    [{ state: OutboxState; after: number; limit: number; bundled: string; states: string }],
    StoredRow
  >(PAGE_OF_STATE_SQL);
  const members = db.prepare<
    [{ key: string; bundled: string; states: string }],
    { state: OutboxState; n: number }
  >(MEMBERS_SQL);

  return {
    page({ group, after, limit, bundled }) {
      const states = JSON.stringify(GROUP_STATES[group]);
      const bundledJson = JSON.stringify(bundled);
      const bundledSet = new Set(bundled);
      // One read per state, then merged by id: each is a range of the (state, id) index.
      const rows = GROUP_STATES[group]
        .flatMap((state) =>
          ofState.all({ state, after, limit: limit + 1, bundled: bundledJson, states }),
        )
        .sort((a, b) => a.id - b.id);
      const shown = rows.slice(0, limit);
      const lines = shown.map((stored): OutboxLine => {
        const row = rowOf(stored, errorText);
        if (!bundledSet.has(row.operation)) return { row };
        const counts: Partial<Record<OutboxState, number>> = {};
        for (const { state, n } of members.all({
          key: row.orderingKey,
          bundled: bundledJson,
          states,
        })) {
          counts[state] = n;
        }
        return { row, members: counts };
      });
      return {
        lines,
        nextCursor: rows.length > limit ? shown[shown.length - 1]!.id : undefined,
      };
    },
  };
}
