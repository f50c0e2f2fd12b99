import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase, type Db } from '../../../../src/main/core/db/connection';
import type { OutboxRowEvent } from '../../../../src/main/core/outbox/outbox-events';
import {
  createOutboxRepository,
  type OutboxRepository,
} from '../../../../src/main/core/outbox/outbox-repository';
import { createFakeClock } from '../../../helpers/fake-clock';
import { makeTempDir } from '../../../helpers/temp-dir';

let temp: ReturnType<typeof makeTempDir>;
let db: Db;
let outbox: OutboxRepository;
let seen: OutboxRowEvent[];
let listenerErrors: unknown[];

beforeEach(() => {
  temp = makeTempDir();
  db = openDatabase(path.join(temp.dir, 'app.sqlite'));
  listenerErrors = [];
  outbox = createOutboxRepository(db, createFakeClock(), {
    onListenerError: (error) => listenerErrors.push(error),
  });
  seen = [];
  outbox.onRowState((event) => seen.push(event));
});
afterEach(() => {
  db.close();
  temp.remove();
});

const enqueue = (key: string) =>
  outbox.enqueue({ operation: 'pad.finalize', orderingKey: key, account: 'a', payload: { n: 1 } });

describe('outbox row-state events', () => {
  it('tells listeners each state a row moves through, after the change is committed', () => {
    const row = enqueue('pad:1');
    outbox.claimReady(5, 'a');
    outbox.markRetry(row.id, 0, 'offline');
    outbox.claimReady(5, 'a');
    outbox.markRejected(row.id, 'refused');
    outbox.retry(row.id);
    outbox.discard(row.id, 'by the user');
    expect(seen.map((event) => event.state)).toEqual([
      'in_flight',
      'pending',
      'in_flight',
      'rejected',
      'pending',
      'discarded',
    ]);
    expect(seen[0]).toEqual({
      id: row.id,
      operation: 'pad.finalize',
      orderingKey: 'pad:1',
      state: 'in_flight',
    });
    // Committed before the listener heard of it: what it reads agrees with the event.
    expect(outbox.get(row.id)?.state).toBe('discarded');
  });

  it('announces nothing for a transition that did not apply', () => {
    const row = enqueue('pad:1');
    expect(outbox.markDone(row.id)).toBe(false); // not in flight
    expect(seen).toEqual([]);
  });

  it('announces rows put back to pending after a crash', () => {
    const row = enqueue('pad:1');
    outbox.claimReady(5, 'a');
    seen.length = 0;
    outbox.recoverInFlight();
    expect(seen).toEqual([
      { id: row.id, operation: 'pad.finalize', orderingKey: 'pad:1', state: 'pending' },
    ]);
  });

  it('a listener that throws stops neither the outbox nor the other listeners', () => {
    outbox.onRowState(() => {
      throw new Error('listener broke');
    });
    const after: string[] = [];
    outbox.onRowState((event) => after.push(event.state));
    const row = enqueue('pad:1');
    outbox.claimReady(5, 'a');
    expect(outbox.markDone(row.id)).toBe(true);
    expect(after).toEqual(['in_flight', 'done']);
    expect(listenerErrors).toHaveLength(2);
  });

  it('an unsubscribed listener hears nothing more', () => {
    const heard: string[] = [];
    const stop = outbox.onRowState((event) => heard.push(event.state));
    enqueue('pad:1');
    outbox.claimReady(5, 'a');
    stop();
    outbox.makeDue();
    outbox.recoverInFlight();
    expect(heard).toEqual(['in_flight']);
  });
});

describe('outbox deliveries (what features read instead of the table)', () => {
  it('gives the state, attempts and failure text of the rows asked for, and nothing for unknown ids', () => {
    const first = enqueue('doc:1');
    const second = enqueue('doc:2');
    outbox.claimReady(5, 'a');
    outbox.markRejected(second.id, 'The file is too large.');
    const found = outbox.deliveries([first.id, second.id, 9999]);
    expect(found.get(first.id)).toEqual({ state: 'in_flight', attempts: 1, lastError: undefined });
    expect(found.get(second.id)).toEqual({
      state: 'rejected',
      attempts: 1,
      lastError: 'The file is too large.',
    });
    expect(found.has(9999)).toBe(false);
    expect(outbox.deliveries([]).size).toBe(0);
  });

  it('answers for more ids than SQLite binds parameters', () => {
    const made = db.transaction(() =>
      Array.from({ length: 40_000 }, (_, n) => enqueue(`k:${n}`).id),
    )();
    const found = outbox.deliveries(made);
    expect(found.size).toBe(40_000);
  });

  it('names the first refused or unsendable row of an ordering key', () => {
    const a = enqueue('rec:1');
    enqueue('rec:1');
    expect(outbox.firstStuck('rec:1')).toBeUndefined();
    outbox.claimReady(5, 'a');
    outbox.markDead(a.id, 'The audio is damaged.');
    expect(outbox.firstStuck('rec:1')).toEqual({
      id: a.id,
      state: 'dead',
      lastError: 'The audio is damaged.',
    });
    expect(outbox.firstStuck('rec:2')).toBeUndefined();
  });
});

describe('outbox dependencies (a change that names a patient created offline)', () => {
  const patient = () =>
    outbox.enqueue({
      operation: 'patient.create',
      orderingKey: 'patient:p1',
      account: 'a',
      payload: {},
    });
  const dependent = (dependsOn: number) =>
    outbox.enqueue({
      operation: 'pad.finalize',
      orderingKey: 'pad:1',
      account: 'a',
      payload: {},
      dependsOn,
    });

  it('holds the dependent change back until its dependency is done', () => {
    const create = patient();
    const pad = dependent(create.id);
    expect(outbox.get(pad.id)?.dependsOn).toBe(create.id);
    expect(outbox.claimReady(5, 'a').map((row) => row.id)).toEqual([create.id]);
    expect(outbox.claimReady(5, 'a')).toEqual([]);
    outbox.markRetry(create.id, 0, 'offline');
    // Still held while its dependency waits for another attempt.
    expect(outbox.claimReady(5, 'a').map((row) => row.id)).toEqual([create.id]);
    outbox.markDone(create.id);
    expect(outbox.claimReady(5, 'a').map((row) => row.id)).toEqual([pad.id]);
  });

  it('keeps holding it while the dependency is refused, and lets it go once that is discarded', () => {
    const create = patient();
    const pad = dependent(create.id);
    outbox.claimReady(5, 'a');
    outbox.markRejected(create.id, 'The mobile number is not valid.');
    expect(outbox.claimReady(5, 'a')).toEqual([]);
    expect(outbox.nextDueAt('a')).toBeUndefined();
    outbox.discard(create.id, 'by the user');
    expect(outbox.claimReady(5, 'a').map((row) => row.id)).toEqual([pad.id]);
  });
});
