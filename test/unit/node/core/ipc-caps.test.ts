import { describe, expect, it } from 'vitest';
import {
  MAX_ARGUMENT_BYTES,
  MAX_ARGUMENT_DEPTH,
  MAX_ARGUMENT_NODES,
  MAX_LIST_ENTRIES,
  MAX_OBJECT_FIELDS,
  MAX_REPLY_FIELDS,
  SHAPE_REFUSALS,
  boundFields,
} from '../../../../src/main/core/ipc/argument-shape';
import { createDispatch, type HandlerTable } from '../../../../src/main/core/ipc/dispatch';
import { MAX_RECORD_PDF_BYTES } from '../../../../src/shared/records';
import { INVOKE_CHANNELS } from '../../../../src/shared/ipc/contract';
import type { Result } from '../../../../src/shared/result';
import { largestPadSave, twentySecondChunk } from '../../../helpers/largest-ipc-calls';
import { createMemoryLogger } from '../../../helpers/memory-log';

const ORIGIN = 'app://companion';

/**
 * A dispatch whose handlers record what reached them. `profile:save-extras` takes any value under
 * `extras` (its rules are checked in the core), so only the shape caps stand between an argument
 * and its handler there.
 */
function recordingDispatch() {
  const reached: { channel: string; args: unknown }[] = [];
  const handlers = Object.fromEntries(
    INVOKE_CHANNELS.map((channel) => [
      channel,
      (args: unknown) => {
        reached.push({ channel, args });
        return Promise.resolve({});
      },
    ]),
  ) as unknown as HandlerTable;
  const dispatch = createDispatch(handlers, {
    isAllowedOrigin: (origin) => origin === ORIGIN,
    logger: createMemoryLogger().logger,
  });
  return {
    reached,
    extras: (extras: unknown): Promise<Result<unknown>> =>
      dispatch('profile:save-extras', { extras }, ORIGIN),
    dispatch: (channel: string, args: unknown) => dispatch(channel, args, ORIGIN),
  };
}

const refusal = (message: string) => ({ ok: false, error: { code: 'INVALID_ARGUMENT', message } });

/** `{ extras: … }` nested `levels` deep in all (the argument itself is level 1). */
function nested(levels: number): unknown {
  let inner: unknown = {};
  for (let level = 2; level < levels; level += 1) inner = { a: inner };
  return inner;
}

describe('IPC argument caps', () => {
  it(`takes ${MAX_ARGUMENT_DEPTH} levels of nesting and refuses one more`, async () => {
    const d = recordingDispatch();
    expect((await d.extras(nested(MAX_ARGUMENT_DEPTH - 1))).ok).toBe(true);
    expect((await d.extras(nested(MAX_ARGUMENT_DEPTH))).ok).toBe(true);
    expect(await d.extras(nested(MAX_ARGUMENT_DEPTH + 1))).toEqual(refusal(SHAPE_REFUSALS.tooDeep));
    expect(d.reached).toHaveLength(2);
    expect(SHAPE_REFUSALS.tooDeep).toBe(
      'The request is nested more than 16 levels deep, so the app refused it.',
    );
  });

  it(`takes ${MAX_ARGUMENT_NODES} values in all and refuses one more`, async () => {
    const d = recordingDispatch();
    // The argument, `extras` (a list of 30 lists) and their entries: 2 + 30 + entries values.
    const lists = (values: number) => {
      let left = values - 2 - 30;
      return Array.from({ length: 30 }, () => {
        const entries = Math.min(left, MAX_LIST_ENTRIES);
        left -= entries;
        return Array.from({ length: entries }, (_, i) => i);
      });
    };
    expect((await d.extras(lists(MAX_ARGUMENT_NODES - 1))).ok).toBe(true);
    expect((await d.extras(lists(MAX_ARGUMENT_NODES))).ok).toBe(true);
    expect(await d.extras(lists(MAX_ARGUMENT_NODES + 1))).toEqual(refusal(SHAPE_REFUSALS.tooMany));
    expect(d.reached).toHaveLength(2);
    expect(SHAPE_REFUSALS.tooMany).toBe(
      'The request holds more than 25,000 values, so the app refused it.',
    );
  });

  it(`takes ${MAX_LIST_ENTRIES} entries in one list and refuses one more`, async () => {
    const d = recordingDispatch();
    const list = (entries: number) => Array.from({ length: entries }, () => ({}));
    expect((await d.extras(list(MAX_LIST_ENTRIES - 1))).ok).toBe(true);
    expect((await d.extras(list(MAX_LIST_ENTRIES))).ok).toBe(true);
    expect(await d.extras(list(MAX_LIST_ENTRIES + 1))).toEqual(refusal(SHAPE_REFUSALS.tooLong));
    expect(d.reached).toHaveLength(2);
    expect(SHAPE_REFUSALS.tooLong).toBe(
      'A list in the request has more than 1,000 entries, so the app refused it.',
    );
    // A sparse list of a billion entries: refused by its length, without reading any.
    const sparse: unknown[] = [];
    sparse.length = 1_000_000_000;
    expect(await d.extras(sparse)).toEqual(refusal(SHAPE_REFUSALS.tooLong));
  });

  it(`takes ${MAX_OBJECT_FIELDS} fields in one object and refuses one more`, async () => {
    const d = recordingDispatch();
    const wide = (fields: number) =>
      Object.fromEntries(Array.from({ length: fields }, (_, i) => [`k${i}`, i]));
    expect((await d.extras(wide(MAX_OBJECT_FIELDS - 1))).ok).toBe(true);
    expect((await d.extras(wide(MAX_OBJECT_FIELDS))).ok).toBe(true);
    expect(await d.extras(wide(MAX_OBJECT_FIELDS + 1))).toEqual(refusal(SHAPE_REFUSALS.tooWide));
    // The argument itself is an object too: the 199,000 keys on a no-argument channel.
    const huge = wide(199_000);
    expect(await d.dispatch('sync:get-status', huge)).toEqual(refusal(SHAPE_REFUSALS.tooWide));
    expect(d.reached).toHaveLength(2);
    expect(SHAPE_REFUSALS.tooWide).toBe(
      'A part of the request has more than 100 fields, so the app refused it.',
    );
  });

  it(`takes ${MAX_ARGUMENT_BYTES} bytes of binary data and text and refuses one more`, async () => {
    const d = recordingDispatch();
    expect((await d.extras(new Uint8Array(MAX_ARGUMENT_BYTES - 1))).ok).toBe(true);
    expect((await d.extras(new Uint8Array(MAX_ARGUMENT_BYTES))).ok).toBe(true);
    expect(await d.extras(new Uint8Array(MAX_ARGUMENT_BYTES + 1))).toEqual(
      refusal(SHAPE_REFUSALS.tooLarge),
    );
    // Text counts a byte a character, and adds up with the binary data.
    const half = MAX_ARGUMENT_BYTES / 2;
    expect((await d.extras(['x'.repeat(half), new Uint8Array(half)])).ok).toBe(true);
    expect(await d.extras(['x'.repeat(half), new Uint8Array(half + 1)])).toEqual(
      refusal(SHAPE_REFUSALS.tooLarge),
    );
    expect(d.reached).toHaveLength(3);
    expect(SHAPE_REFUSALS.tooLarge).toBe(
      'The request is larger than 26,000,000 bytes, so the app refused it.',
    );
  });

  it('counts a typed array by its byteLength, as one value, never entry by entry', async () => {
    const d = recordingDispatch();
    // Twice as many entries as the value cap: taken, since its entries are not values.
    const bytes = new Uint8Array(MAX_ARGUMENT_NODES * 2);
    expect((await d.extras(bytes)).ok).toBe(true);
    // Four bytes an entry: one entry past a quarter of the byte cap is refused; so is the buffer.
    const words = new Int32Array(MAX_ARGUMENT_BYTES / 4 + 1);
    expect(await d.extras(words)).toEqual(refusal(SHAPE_REFUSALS.tooLarge));
    expect(await d.extras(words.buffer)).toEqual(refusal(SHAPE_REFUSALS.tooLarge));
    expect(await d.extras(new DataView(words.buffer))).toEqual(refusal(SHAPE_REFUSALS.tooLarge));
  });

  it('lets the largest real calls through: a 20 s chunk, a pad of 500 findings, a 25 MB PDF for the record', async () => {
    const d = recordingDispatch();
    const chunk = twentySecondChunk();
    expect(chunk.bytes.byteLength).toBe(640_044);
    expect(await d.dispatch('recording:save-chunk', chunk)).toEqual({ ok: true, value: {} });
    const pad = largestPadSave();
    expect(pad.pad.findings).toHaveLength(500);
    expect(await d.dispatch('pad:save-draft', pad)).toEqual({ ok: true, value: {} });
    const upload = {
      documentType: 'lr',
      destination: 'record',
      patientId: 'pt-1',
      fileName: 'report.pdf',
      mediaType: 'application/pdf',
      bytes: new Uint8Array(MAX_RECORD_PDF_BYTES),
    };
    expect(await d.dispatch('documents:upload', upload)).toEqual({ ok: true, value: {} });
    expect(d.reached.map((r) => r.channel)).toEqual([
      'recording:save-chunk',
      'pad:save-draft',
      'documents:upload',
    ]);
    const saved = d.reached[0]!.args as { bytes: Uint8Array };
    expect(Buffer.from(saved.bytes).equals(chunk.bytes)).toBe(true);
  });
});

describe('error replies', () => {
  const fields = (count: number) =>
    Object.fromEntries(Array.from({ length: count }, (_, i) => [`f${i}`, 'is not valid']));

  it(`carry at most ${MAX_REPLY_FIELDS} field messages, each key and message cut short`, () => {
    expect(Object.keys(boundFields(fields(MAX_REPLY_FIELDS - 1)))).toHaveLength(19);
    expect(Object.keys(boundFields(fields(MAX_REPLY_FIELDS)))).toHaveLength(20);
    expect(Object.keys(boundFields(fields(MAX_REPLY_FIELDS + 1)))).toHaveLength(20);
    const long = boundFields({ ['k'.repeat(101)]: 'm'.repeat(301) });
    expect(Object.keys(long)[0]).toHaveLength(100);
    expect(Object.values(long)[0]).toHaveLength(300);
  });

  it('a pad save with hundreds of bad fields answers with the first twenty', async () => {
    const d = recordingDispatch();
    const pad = largestPadSave();
    const bad = { ...pad, pad: { ...pad.pad, findings: pad.pad.findings.map(() => ({})) } };
    const reply = await d.dispatch('pad:save-draft', bad);
    expect(reply.ok).toBe(false);
    if (reply.ok) return;
    expect(Object.keys(reply.error.fields ?? {})).toHaveLength(MAX_REPLY_FIELDS);
  });
});
