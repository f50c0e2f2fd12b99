import { describe, expect, it } from 'vitest';
import { createDeliveryStore } from '../../../../src/main/core/webhooks/delivery-store';
import {
  KEPT_COPY_BYTES,
  KEPT_TOTAL_BYTES,
  LISTENER_CAPACITY,
  type ReceivedDelivery,
} from '../../../../src/shared/webhooks/listen';

const COPY = 64 * 1024;
const TOTAL = 2 * 1024 * 1024;

let next = 0;
function summary(sizeBytes: number, ok = true): ReceivedDelivery {
  next += 1;
  return {
    id: `d-${next}`,
    receivedAt: '2026-11-21T09:00:00.000Z',
    sizeBytes,
    verdict: ok
      ? {
          ok: true,
          kind: 'verified',
          matched: 'raw',
          timestampUnit: 'seconds',
          ageMs: 0,
          message: 'Verified.',
        }
      : { ok: false, kind: 'missing-header', message: 'Unsigned.' },
    verifiedBy: ok ? 'wh-1' : null,
    path: ok ? '/webhooks' : null,
    event: null,
    keptBytes: 0,
    forward: null,
  };
}

/** A JSON body of exactly `size` bytes naming a patient. */
function body(size: number): Buffer {
  const head = '{"data":{"name":"Asha Rao","pad":"';
  const tail = '"}}';
  return Buffer.from(head + 'x'.repeat(size - head.length - tail.length) + tail);
}

describe('what the listener keeps of its deliveries', () => {
  it('states its limits as 64 KB a copy, 2 MB in all, 200 deliveries', () => {
    expect([KEPT_COPY_BYTES, KEPT_TOTAL_BYTES, LISTENER_CAPACITY]).toEqual([COPY, TOTAL, 200]);
  });

  it('keeps a verified body whole up to 64 KB, and cuts one byte over, saying so in words', () => {
    const store = createDeliveryStore();
    for (const size of [COPY - 1, COPY]) {
      const s = summary(size);
      store.add(s, body(size));
      expect(store.summaries()[0]!.keptBytes).toBe(size);
      expect(store.body(s.id, false)).toMatchObject({ redacted: true, cut: false });
      expect(store.body(s.id, false)!.body).toContain('"name": "[redacted]"');
      expect(store.body(s.id, false)!.body).not.toContain('Asha Rao');
      expect(store.body(s.id, true)!.body).toBe(body(size).toString());
    }
    const over = summary(COPY + 1);
    store.add(over, body(COPY + 1));
    expect(store.summaries()[0]!.keptBytes).toBe(COPY);
    const shown = store.body(over.id, true)!;
    expect(shown.cut).toBe(true);
    expect(
      shown.body.startsWith(
        body(COPY + 1)
          .subarray(0, COPY)
          .toString(),
      ),
    ).toBe(true);
    expect(shown.body).toMatch(
      /\[cut: the last 1 of its 65537 bytes were not kept; the listener keeps 65536 bytes of a body\]$/,
    );
    // A cut body cannot be redacted: it is withheld unless patient data is asked for.
    const redacted = store.body(over.id, false)!;
    expect(redacted.body).not.toContain('Asha Rao');
    expect(redacted).toMatchObject({ redacted: true, cut: true });
  });

  it('keeps only the summary of an unverified delivery', () => {
    const store = createDeliveryStore();
    const s = summary(900_000, false);
    store.add(s, null);
    expect(store.keptBytes()).toBe(0);
    expect(store.summaries()[0]).toMatchObject({ sizeBytes: 900_000, keptBytes: 0 });
    expect(store.body(s.id, true)!.body).toBe(
      'Not kept: only verified deliveries keep their body (this one: 900000 bytes).',
    );
    expect(JSON.stringify(store.summaries()).length).toBeLessThan(1000);
  });

  it('keeps 2 MB of copies in all: at the limit nothing goes, one byte over the oldest goes', () => {
    const store = createDeliveryStore();
    const ids: string[] = [];
    for (let i = 0; i < TOTAL / COPY - 1; i += 1) {
      const s = summary(COPY);
      ids.push(s.id);
      store.add(s, body(COPY));
    }
    const under = summary(COPY - 1);
    store.add(under, body(COPY - 1));
    expect(store.keptBytes()).toBe(TOTAL - 1);
    expect(store.summaries()).toHaveLength(32);
    const at = summary(1);
    store.add(at, Buffer.from('1'));
    expect(store.keptBytes()).toBe(TOTAL);
    expect(store.summaries()).toHaveLength(33);
    expect(store.body(ids[0]!, true)).toBeDefined();
    store.add(summary(1), Buffer.from('2'));
    // One byte over: the oldest delivery (64 KB) goes, and only it.
    expect(store.keptBytes()).toBe(TOTAL + 1 - COPY);
    expect(store.summaries()).toHaveLength(33);
    expect(store.body(ids[0]!, true)).toBeUndefined();
    expect(store.body(ids[1]!, true)).toBeDefined();
  });

  it('keeps the last 200 summaries', () => {
    const store = createDeliveryStore();
    const ids: string[] = [];
    for (let i = 0; i < 201; i += 1) {
      const s = summary(10 + i, false);
      ids.push(s.id);
      store.add(s, null);
      expect(store.summaries()).toHaveLength(Math.min(i + 1, 200));
    }
    expect(store.summaries()[0]!.sizeBytes).toBe(210);
    expect(store.summaries().at(-1)!.id).toBe(ids[1]);
  });
});
