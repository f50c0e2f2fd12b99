import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase, type Db } from '../../../../src/main/core/db/connection';
import {
  createOutboxRepository,
  type OutboxRepository,
} from '../../../../src/main/core/outbox/outbox-repository';
import { createFakeClock } from '../../../helpers/fake-clock';
import { makeTempDir } from '../../../helpers/temp-dir';

let temp: ReturnType<typeof makeTempDir>;
let db: Db;
let outbox: OutboxRepository;

beforeEach(() => {
  temp = makeTempDir();
  db = openDatabase(path.join(temp.dir, 'app.sqlite'));
  outbox = createOutboxRepository(db, createFakeClock());
});
afterEach(() => {
  db.close();
  temp.remove();
});

describe('outbox openOf', () => {
  it('answers the open rows of the operations named, oldest first, and nothing else', () => {
    const add = (operation: string) =>
      outbox.enqueue({ operation, orderingKey: `k-${operation}`, account: 'a', payload: {} }).id;
    const register = add('webhook.register');
    add('pad.finalize');
    const removal = add('webhook.delete');
    const settled = add('webhook.register');
    expect(outbox.discard(settled, 'test')).toBe(true);
    expect(outbox.openOf(['webhook.register', 'webhook.delete']).map((row) => row.id)).toEqual([
      register,
      removal,
    ]);
    expect(outbox.openOf([])).toEqual([]);
  });
});
