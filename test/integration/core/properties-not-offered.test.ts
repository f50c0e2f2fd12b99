import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { createFinding, writeNote, writeSince } from '../../../src/shared/pad/finding';
import { addFinding, addProcedure, type Pad } from '../../../src/shared/pad/pad';
import { createProcedure, writeDate } from '../../../src/shared/pad/procedure';
import {
  DATE_PROPERTY_GROUP_ID,
  NOTE_PROPERTY_GROUP_ID,
  PROPERTIES_LOOKUP_PATH,
  PROPERTY_CONTEXTS,
  SINCE_UNITS,
} from '../../../src/shared/properties';
import {
  DEFAULT_SINCE_PROPERTY_GROUP_ID,
  PROPERTIES_NOT_OFFERED,
} from '../../../src/shared/properties-defaults';
import { startTestCompanion, type TestCompanion } from '../../helpers/companion';
import { startNotOfferedProxy, type NotOfferedProxy } from '../../helpers/not-offered-proxy';
import { RECORDING_FAST, phase, record } from '../../helpers/recording';
import { until } from '../../helpers/until';

/*
 * A platform that does not offer the properties lookup (it is in the seed contract and in no
 * published file): the sandbox behind a loopback proxy that answers `GET
 * /v1/sym-and-diag/properties` 404 like an unrouted server, everything else passed through.
 */

let app: TestCompanion | undefined;
let proxy: NotOfferedProxy | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
  proxy = undefined;
});

async function withoutLookup(
  options: Parameters<typeof startTestCompanion>[0] = {},
): Promise<TestCompanion> {
  return startTestCompanion({
    core: { sync: { debounceMs: 5, backoff: { baseMs: 10, maxMs: 20 } } },
    ...options,
    front: async (sandbox) => {
      proxy = await startNotOfferedProxy(sandbox.url, [PROPERTIES_LOOKUP_PATH]);
      return proxy;
    },
  });
}

function edited<T>(result: { ok: true; value: T } | { ok: false }): T {
  if (!result.ok) throw new Error('the test pad edit was refused');
  return result.value;
}

function padded(result: { ok: true; pad: Pad } | { ok: false }): Pad {
  if (!result.ok) throw new Error('the test pad edit was refused');
  return result.pad;
}

describe('a platform that does not offer the properties lookup', () => {
  it('gives every context its default groups, asks once, and is not counted as offline', async () => {
    app = await withoutLookup();
    // The pad loads the four contexts at once, as the window does.
    const views = await Promise.all(
      PROPERTY_CONTEXTS.map((context) => app!.value('properties:lookup', { context })),
    );
    for (const [index, view] of views.entries()) {
      const context = PROPERTY_CONTEXTS[index]!;
      expect(view, context).toMatchObject({ items: [], source: 'defaults', fetchedAt: null });
      expect(view.defaults?.message).toBe(PROPERTIES_NOT_OFFERED);
      const ids = view.defaults?.groups.map((group) => group.id);
      expect(ids, context).toEqual(
        context === 'procedures'
          ? [DATE_PROPERTY_GROUP_ID, NOTE_PROPERTY_GROUP_ID]
          : [DEFAULT_SINCE_PROPERTY_GROUP_ID, NOTE_PROPERTY_GROUP_ID],
      );
    }
    const since = views[0]!.defaults!.groups[0]!;
    expect(since).toMatchObject({ kind: 'since', units: [...SINCE_UNITS] });
    // One request for the four contexts, and none for the next consultation's four.
    expect(proxy!.refused()).toEqual([`GET ${PROPERTIES_LOOKUP_PATH}`]);
    await Promise.all(
      PROPERTY_CONTEXTS.map((context) => app!.value('properties:lookup', { context })),
    );
    expect(proxy!.refused()).toHaveLength(1);
    // The platform answered: online, not offline.
    expect((await app.value('connection:get-status', {})).state).toBe('online');
    // The published search still works beside it.
    const found = await app.value('properties:search', { context: 'symptoms', text: 'fe' });
    expect(found.source).toBe('live');
    expect(found.items.length).toBeGreaterThan(0);
  });

  it('a pad is written with Since, Note and Date and finalized, and reaches the platform', async () => {
    app = await withoutLookup();
    const symptoms = await app.value('properties:lookup', { context: 'symptoms' });
    const sinceId = symptoms.defaults!.groups.find((group) => group.kind === 'since')!.id;
    const [fever] = (await app.value('properties:search', { context: 'symptoms', text: 'fe' }))
      .items;
    // A consultation of the day's queue: its patient is known to the platform.
    const today = await app.value('consultation:today', {});
    const consultation = await app.value('consultation:start', {
      appointmentId: today.queue.appointments[1]!.id,
    });
    const current = await app.value('pad:get', { id: consultation.padId });
    let finding = createFinding({
      localId: randomUUID(),
      kind: 'symptom',
      name: fever!.name,
      id: fever!.id,
    });
    finding = edited(writeSince(finding, sinceId, { value: '3', unit: 'Day' }));
    finding = edited(writeNote(finding, 'Worse at night'));
    let procedure = createProcedure({ localId: randomUUID(), name: 'Nebulisation' });
    procedure = edited(writeDate(procedure, '2025-03-14'));
    procedure = edited(writeNote(procedure, 'Two sittings'));
    let pad = padded(addFinding(current.pad, finding));
    pad = padded(addProcedure(pad, procedure));
    await app.value('pad:save-draft', { pad });
    const finalized = await app.value('pad:finalize', { id: pad.id });
    expect(finalized.status).toBe('finalized');
    expect(finalized.pad.findings[0]!.properties).toEqual({
      [DEFAULT_SINCE_PROPERTY_GROUP_ID]: { value: 3, unit: 'Day' },
      [NOTE_PROPERTY_GROUP_ID]: 'Worse at night',
    });
    expect(finalized.pad.procedures[0]!.properties).toEqual({
      [DATE_PROPERTY_GROUP_ID]: '2025-03-14',
      [NOTE_PROPERTY_GROUP_ID]: 'Two sittings',
    });
    await until(
      async () => (await app!.value('pad:get', { id: pad.id })).sync.state === 'sent',
      'the prescription to reach the platform',
    );
    const status = await app.value('sync:get-status', {});
    expect(status).toMatchObject({ waiting: 0 });
    expect(app.core.outbox.counts().dead).toBe(0);
    expect(proxy!.refused()).toEqual([`GET ${PROPERTIES_LOOKUP_PATH}`]);
  });

  it('a Since of the wrong shape under the default group is still refused at finalize', async () => {
    app = await withoutLookup();
    const current = await app.value('pad:get-current', {});
    const finding = {
      ...createFinding({ localId: randomUUID(), kind: 'symptom', name: 'Cough' }),
      properties: { [DEFAULT_SINCE_PROPERTY_GROUP_ID]: { value: 1.5, unit: 'Day' } },
    };
    const pad = padded(addFinding(current.pad, finding));
    await app.value('pad:save-draft', { pad });
    const refused = await app.error('pad:finalize', { id: pad.id });
    expect(refused.fields?.[`findings.${finding.localId}.since.value`]).toBeDefined();
  });

  it("the scribe's accepted Since goes into the default Since group", async () => {
    app = await withoutLookup({ core: RECORDING_FAST, sandbox: { transcriptionDelayMs: 50 } });
    const target = app;
    const today = await target.value('consultation:today', {});
    const consultation = await target.value('consultation:start', {
      appointmentId: today.queue.appointments[2]!.id,
    });
    await target.value('consultation:record-consent', { id: consultation.id });
    const session = await target.value('recording:start', { consultationId: consultation.id });
    await record(target, session.id, 2);
    await target.value('recording:stop', { sessionId: session.id });
    await phase(target, session.id, 'completed');
    // The pad reads the lookup when it opens: not offered here.
    expect((await target.value('properties:lookup', { context: 'symptoms' })).source).toBe(
      'defaults',
    );
    const padId = consultation.padId;
    const listed = await target.value('scribe:suggestions', { padId });
    const fever = listed.suggestions.find(
      (s) => s.suggestion.kind === 'symptom' && s.suggestion.name === 'Fever',
    )!.suggestion;
    await target.value('scribe:decide', { padId, id: fever.id, decision: 'accepted' });
    const { pad } = await target.value('pad:get', { id: padId });
    const onPad = pad.findings.find((finding) => finding.name === 'Fever')!;
    expect(onPad.properties[DEFAULT_SINCE_PROPERTY_GROUP_ID]).toEqual({ value: 3, unit: 'Day' });
  });
});
