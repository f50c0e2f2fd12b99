import { afterEach, describe, expect, it } from 'vitest';
import { PROPERTIES_LOOKUP_PATH, SINCE_UNITS } from '../../../src/shared/properties';
import { createCountingFetch } from '../../helpers/counting-fetch';
import { startTestCompanion, type TestCompanion } from '../../helpers/companion';

let app: TestCompanion | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

describe('symptom and diagnosis properties through the core', () => {
  it('looks up every context live, with Since units and Note/Date groups, and caches it', async () => {
    app = await startTestCompanion();
    for (const context of [
      'symptoms',
      'diagnosis',
      'examination_findings',
      'procedures',
    ] as const) {
      const view = await app.value('properties:lookup', { context });
      expect(view.source).toBe('live');
      expect(view.items.length).toBeGreaterThan(5);
      expect(view.items.every((item) => item.context === context)).toBe(true);
    }
    const symptoms = await app.value('properties:lookup', { context: 'symptoms' });
    const since = symptoms.items[0]!.groups.find((group) => group.kind === 'since');
    expect(since).toMatchObject({ units: [...SINCE_UNITS] });
    const procedures = await app.value('properties:lookup', { context: 'procedures' });
    const kinds = procedures.items[0]!.groups.map((group) => group.kind);
    expect(kinds).toEqual(expect.arrayContaining(['date', 'note']));
  });

  it('serves the saved groups offline, by context and id, saying so', async () => {
    const counting = createCountingFetch();
    app = await startTestCompanion({ fetch: counting });
    const live = await app.value('properties:lookup', { context: 'symptoms' });
    const fever = live.items[0]!;
    app.sandbox.faults.set({ offline: true });
    const cached = await app.value('properties:lookup', { context: 'symptoms', ids: [fever.id] });
    expect(cached).toMatchObject({ source: 'cache', items: [fever] });
    expect(cached.staleReason?.code).toBe('OFFLINE');
    await app.restart();
    app.core.network.setOsOnline(false);
    const before = counting.count(PROPERTIES_LOOKUP_PATH);
    const afterRestart = await app.value('properties:lookup', { context: 'symptoms' });
    const byId = (items: { id: string }[]) => [...items].sort((a, b) => a.id.localeCompare(b.id));
    expect(byId(afterRestart.items)).toEqual(byId(live.items));
    // Known offline: answered from the saved copy without trying the platform.
    expect(counting.count(PROPERTIES_LOOKUP_PATH)).toBe(before);
  });

  it('asks the platform for procedures by id', async () => {
    app = await startTestCompanion();
    const all = await app.value('properties:lookup', { context: 'procedures' });
    const [first, second] = all.items;
    const two = await app.value('properties:lookup', {
      context: 'procedures',
      ids: [first!.id, second!.id],
    });
    expect(two.items.map((item) => item.id).sort()).toEqual([first!.id, second!.id].sort());
  });

  it('searches live, and the saved catalogue when offline (prefix matches first)', async () => {
    app = await startTestCompanion();
    const live = await app.value('properties:search', { context: 'symptoms', text: 'fe' });
    expect(live.source).toBe('live');
    expect(live.items.length).toBeGreaterThan(0);
    await app.value('properties:lookup', { context: 'symptoms' });
    app.sandbox.faults.set({ offline: true });
    const offline = await app.value('properties:search', { context: 'symptoms', text: 'FE' });
    expect(offline.source).toBe('cache');
    expect(offline.items.length).toBeGreaterThan(0);
    const names = offline.items.map((item) => item.name.toLowerCase());
    const firstContains = names.findIndex((name) => !name.startsWith('fe'));
    if (firstContains >= 0)
      expect(names.slice(firstContains).every((n) => !n.startsWith('fe'))).toBe(true);
    expect(names.every((name) => name.includes('fe'))).toBe(true);
  });

  it('refuses an empty search in words, before anything is sent', async () => {
    app = await startTestCompanion();
    const result = await app.call('properties:search', { context: 'symptoms', text: '   ' });
    expect(result).toMatchObject({
      ok: false,
      error: { code: 'INVALID_ARGUMENT', fields: { text: 'Type at least one letter to search.' } },
    });
  });

  it('leaves out a property group of a kind this app does not know, and keeps the rest', async () => {
    // A newer platform adds a group kind: the answer must still be usable.
    const addingKind = (async (input: Parameters<typeof fetch>[0], init?: RequestInit) => {
      const response = await fetch(input, init);
      const url = new URL(input instanceof Request ? input.url : input.toString());
      if (url.pathname !== PROPERTIES_LOOKUP_PATH || !response.ok) return response;
      const body = (await response.json()) as { data: { property_groups: unknown[] }[] };
      body.data[0]!.property_groups.push({ id: 'pg-new-1', name: 'Laterality', kind: 'body-site' });
      return new Response(JSON.stringify(body), { status: 200, headers: response.headers });
    }) as typeof fetch;
    app = await startTestCompanion({ fetch: addingKind });
    const view = await app.value('properties:lookup', { context: 'symptoms' });
    expect(view.items.length).toBeGreaterThan(5);
    const first = view.items[0]!;
    expect(first.groups.map((group) => group.id)).not.toContain('pg-new-1');
    expect(first.groups.some((group) => group.kind === 'since')).toBe(true);
  });
});
