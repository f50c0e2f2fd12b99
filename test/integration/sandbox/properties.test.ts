import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  DATE_PROPERTY_GROUP_ID,
  NOTE_PROPERTY_GROUP_ID,
  PROPERTIES_LOOKUP_PATH,
  PROPERTY_CONTEXTS,
  PROPERTY_CONTEXT_SCOPES,
  PropertiesLookupResponseSchema,
  SANDBOX_SINCE_PROPERTY_GROUP_ID,
  SINCE_UNITS,
  SYM_DIAG_SEARCH_PATH,
  SymDiagSearchResponseSchema,
  contextOfScope,
  propertiesLookupParams,
  type PropertyCatalogueEntry,
  type PropertyContext,
  type SymDiagSearchItem,
  type SymDiagSearchResponse,
} from '../../../src/shared/properties';
import {
  loadPropertiesCatalogue,
  parsePropertiesCatalogue,
} from '../../../src/sandbox/properties-catalogue';
import { startSandbox, type Sandbox } from '../../../src/sandbox/server';
import catalogueFile from '../../../resources/sandbox/properties-catalogue.json';
import { call, login, unauthorized, type Answer } from './helpers';

let sandbox: Sandbox;
let token: string;

beforeAll(async () => {
  sandbox = await startSandbox();
});
beforeEach(async () => {
  sandbox.faults.reset();
  token = (await login(sandbox)).access_token;
});
afterAll(async () => {
  await sandbox.close();
});

/** Params as a record (one value each) or as pairs (to repeat one). */
type Params = Record<string, string> | [string, string][];

function withQuery(path: string, params: Params): string {
  const query = new URLSearchParams(params).toString();
  return query === '' ? path : `${path}?${query}`;
}

async function lookupAnswer(params: Params = {}): Promise<Answer> {
  return call(sandbox, 'GET', withQuery(PROPERTIES_LOOKUP_PATH, params), { token });
}

async function lookup(params: Params = {}): Promise<PropertyCatalogueEntry[]> {
  const answer = await lookupAnswer(params);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return PropertiesLookupResponseSchema.parse(answer.body).data;
}

async function searchAnswer(params: Params): Promise<Answer> {
  return call(sandbox, 'GET', withQuery(SYM_DIAG_SEARCH_PATH, params), { token });
}

async function search(params: Params): Promise<SymDiagSearchResponse> {
  const answer = await searchAnswer(params);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return SymDiagSearchResponseSchema.parse(answer.body);
}

const names = (items: readonly { name: string }[]): string[] => items.map((item) => item.name);
const ids = (items: readonly { id: string }[]): string[] => items.map((item) => item.id);

function contextOf(entry: PropertyCatalogueEntry): PropertyContext | undefined {
  return contextOfScope(entry.resource, entry.category);
}

function expectBadRequest(answer: Answer, mentions: string): void {
  expect(answer.status).toBe(400);
  expect(Object.keys(answer.body as object)).toEqual(['error']);
  const { error } = answer.body as { error: { message: string; code: string } };
  expect(Object.keys(error).sort()).toEqual(['code', 'message']);
  expect(error.code).toBe('INVALID_REQUEST');
  expect(error.message).toContain(mentions);
}

/** The search's 400: medical-db.json's GenericErr `{error, code}`. */
function expectSearchBadRequest(answer: Answer, mentions: string): void {
  expect(answer.status).toBe(400);
  expect(Object.keys(answer.body as object).sort()).toEqual(['code', 'error']);
  const body = answer.body as { error: string; code: number };
  expect(body.code).toBe(400);
  expect(body.error).toContain(mentions);
}

describe('auth and faults', () => {
  it.each([
    [PROPERTIES_LOOKUP_PATH, unauthorized],
    // medical-db.json: the search's errors are GenericErr `{error, code}`.
    [`${SYM_DIAG_SEARCH_PATH}?q=fever`, (error: string) => ({ code: 401, error })],
  ] as const)('%s answers 401 without a token and with a bad one', async (path, body) => {
    expect(await call(sandbox, 'GET', path)).toEqual({
      status: 401,
      body: body('authorization header is missing'),
    });
    expect(await call(sandbox, 'GET', path, { token: 'garbage.not-a.jwt' })).toEqual({
      status: 401,
      body: body('access token is invalid'),
    });
  });

  it('authenticates before it validates parameters', async () => {
    const answer = await call(sandbox, 'GET', `${PROPERTIES_LOOKUP_PATH}?resource=Nope`);
    expect(answer.status).toBe(401);
  });

  it('is subject to faults like every platform route', async () => {
    sandbox.faults.set({ failRate: 1 });
    expect(await lookupAnswer()).toEqual({
      status: 500,
      body: { error: { message: 'internal server error', code: 'SERVER_ERROR' } },
    });
    expect((await searchAnswer({ q: 'fever' })).status).toBe(500);
  });

  it('answers 405 to a method the routes do not take', async () => {
    const answer = await call(sandbox, 'POST', PROPERTIES_LOOKUP_PATH, { token, body: {} });
    expect(answer.status).toBe(405);
  });
});

describe('properties lookup', () => {
  it('answers {data, msg} with the whole catalogue when no filter is given', async () => {
    const answer = await lookupAnswer();
    expect(answer.status).toBe(200);
    expect(Object.keys(answer.body as object).sort()).toEqual(['data', 'msg']);
    const data = PropertiesLookupResponseSchema.parse(answer.body).data;
    expect(data).toEqual(loadPropertiesCatalogue());
    expect(new Set(ids(data)).size).toBe(data.length);
    const count = (context: PropertyContext): number =>
      data.filter((entry) => contextOf(entry) === context).length;
    expect(count('symptoms')).toBeGreaterThanOrEqual(40);
    expect(count('diagnosis')).toBeGreaterThanOrEqual(30);
    expect(count('examination_findings')).toBeGreaterThanOrEqual(20);
    expect(count('procedures')).toBeGreaterThanOrEqual(15);
    expect(data.every((entry) => contextOf(entry) !== undefined)).toBe(true);
  });

  it.each(PROPERTY_CONTEXTS)(
    'the mapping table scopes %s to a non-empty list of its own entries',
    async (context) => {
      const data = await lookup(propertiesLookupParams(context));
      expect(data.length).toBeGreaterThan(0);
      const { resource, category } = PROPERTY_CONTEXT_SCOPES[context];
      for (const entry of data)
        expect([entry.resource, entry.category]).toEqual([resource, category]);
    },
  );

  it('maps the contexts onto the FHIR resources of the pad', () => {
    expect(PROPERTY_CONTEXT_SCOPES).toEqual({
      symptoms: { resource: 'Observation', category: 'symptom' },
      diagnosis: { resource: 'Condition', category: 'encounter-diagnosis' },
      examination_findings: { resource: 'Observation', category: 'exam' },
      procedures: { resource: 'ServiceRequest', category: 'procedure' },
    });
    for (const context of PROPERTY_CONTEXTS) {
      const { resource, category } = PROPERTY_CONTEXT_SCOPES[context];
      expect(contextOfScope(resource, category)).toBe(context);
    }
    expect(contextOfScope('Condition', 'symptom')).toBeUndefined();
  });

  it.each([
    ['Observation', ['examination_findings', 'symptoms']],
    ['Condition', ['diagnosis']],
    ['ServiceRequest', ['procedures']],
  ])('filters by resource=%s alone', async (resource, contexts) => {
    const data = await lookup({ resource });
    expect([...new Set(data.map(contextOf))].sort()).toEqual(contexts);
  });

  it.each([
    ['symptom', 'symptoms'],
    ['encounter-diagnosis', 'diagnosis'],
    ['exam', 'examination_findings'],
    ['procedure', 'procedures'],
  ])('filters by category=%s alone', async (category, context) => {
    const data = await lookup({ category });
    expect(data.length).toBeGreaterThan(0);
    expect(new Set(data.map(contextOf))).toEqual(new Set([context]));
  });

  it('answers an empty list for a valid resource and category that never go together', async () => {
    expect(await lookup({ resource: 'Condition', category: 'symptom' })).toEqual([]);
  });

  it('gives symptoms, diagnoses and findings Since + Note, procedures Date + Note', async () => {
    for (const entry of await lookup()) {
      const kinds = entry.property_groups.map((group) => group.kind);
      const expected = contextOf(entry) === 'procedures' ? ['date', 'note'] : ['since', 'note'];
      expect(kinds.slice(0, 2), entry.id).toEqual(expected);
      expect(
        kinds.filter((kind) => kind !== 'select'),
        entry.id,
      ).toEqual(expected);
    }
  });

  it('uses the platform ids for Note and Date, and exactly Hour..Year for Since', async () => {
    const groups = (await lookup()).flatMap((entry) => entry.property_groups);
    for (const group of groups) {
      switch (group.kind) {
        case 'note':
          expect(group).toEqual({ id: NOTE_PROPERTY_GROUP_ID, name: 'Note', kind: 'note' });
          break;
        case 'date':
          expect(group).toEqual({ id: DATE_PROPERTY_GROUP_ID, name: 'Date', kind: 'date' });
          break;
        case 'since':
          expect(group.id).toBe(SANDBOX_SINCE_PROPERTY_GROUP_ID);
          expect(group.units).toEqual(['Hour', 'Day', 'Week', 'Month', 'Year']);
          expect(group.units).toEqual([...SINCE_UNITS]);
          break;
        case 'select':
          expect(group.options.length).toBeGreaterThan(1);
          break;
      }
    }
    expect(NOTE_PROPERTY_GROUP_ID).toBe('pg-5243973452');
    expect(DATE_PROPERTY_GROUP_ID).toBe('pg-31705165');
  });

  it('gives every diagnosis, and nothing else, an ICD-10 code', async () => {
    for (const entry of await lookup()) {
      if (contextOf(entry) === 'diagnosis')
        expect(entry.icd10_code, entry.id).toMatch(/^[A-Z]\d\d/);
      else expect(entry, entry.id).not.toHaveProperty('icd10_code');
    }
  });

  it('returns just the procedures named in procedures, in catalogue order', async () => {
    const data = await lookup({ procedures: 'proc-nebulisation,proc-ecg' });
    expect(ids(data)).toEqual(['proc-ecg', 'proc-nebulisation']);
    expect(names(data)).toEqual(['Electrocardiogram (ECG)', 'Nebulisation']);
  });

  it('trims blanks around procedure ids and ignores a repeated id', async () => {
    const data = await lookup({ procedures: ' proc-wound-dressing , proc-ecg,proc-ecg' });
    expect(ids(data)).toEqual(['proc-ecg', 'proc-wound-dressing']);
  });

  it('leaves unknown procedure ids, and ids of non-procedures, out of the answer', async () => {
    expect(ids(await lookup({ procedures: 'proc-ecg,proc-unknown' }))).toEqual(['proc-ecg']);
    expect(await lookup({ procedures: 'proc-unknown' })).toEqual([]);
    expect(await lookup({ procedures: 'sym-fever,dx-malaria' })).toEqual([]);
  });

  it('combines procedures with resource and category', async () => {
    const params = propertiesLookupParams('procedures', ['proc-ecg', 'proc-spirometry']);
    expect(params).toEqual({
      resource: 'ServiceRequest',
      category: 'procedure',
      procedures: 'proc-ecg,proc-spirometry',
    });
    expect(ids(await lookup(params))).toEqual(['proc-ecg', 'proc-spirometry']);
    expect(await lookup({ procedures: 'proc-ecg', resource: 'Observation' })).toEqual([]);
  });

  it('ignores parameters it does not know', async () => {
    expect(await lookup({ resource: 'Condition', page: '2' })).toEqual(
      await lookup({ resource: 'Condition' }),
    );
  });

  it.each<[string, Params, string]>([
    ['a resource in the wrong case', { resource: 'observation' }, 'resource'],
    ['the Procedure resource, which the enum lacks', { resource: 'Procedure' }, 'resource'],
    ['an empty resource', { resource: '' }, 'resource'],
    [
      'a repeated resource',
      [
        ['resource', 'Observation'],
        ['resource', 'Condition'],
      ],
      'resource',
    ],
    ['an unknown category', { category: 'diagnosis' }, 'category'],
    ['an empty category', { category: '' }, 'category'],
    [
      'a repeated category',
      [
        ['category', 'exam'],
        ['category', 'exam'],
      ],
      'category',
    ],
    ['an empty procedures list', { procedures: '' }, 'procedures'],
    ['an empty procedure id', { procedures: 'proc-ecg,,proc-spirometry' }, 'procedures'],
    ['a trailing comma in procedures', { procedures: 'proc-ecg,' }, 'procedures'],
    [
      'a repeated procedures',
      [
        ['procedures', 'proc-ecg'],
        ['procedures', 'proc-ecg'],
      ],
      'procedures',
    ],
  ])('answers 400 INVALID_REQUEST for %s', async (_case, params, mentions) => {
    expectBadRequest(await lookupAnswer(params), mentions);
  });

  it('names the allowed values in the message', async () => {
    const answer = await lookupAnswer({ resource: 'Patient' });
    expect(answer.body).toEqual({
      error: {
        message: 'resource must be one of Observation, Condition, ServiceRequest, not "Patient"',
        code: 'INVALID_REQUEST',
      },
    });
  });
});

/** 0 prefix, 1 word start, 2 inside a word: an independent check of the ranking. */
function rank(name: string, text: string): number {
  const lower = name.toLowerCase();
  if (lower.startsWith(text)) return 0;
  return lower.split(/[^a-z0-9]+/).some((word) => word.startsWith(text)) ? 1 : 2;
}

function expectRanked(items: readonly SymDiagSearchItem[], text: string): void {
  const ranks = items.map((item) => rank(item.name, text));
  expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
  for (const item of items) expect(item.name.toLowerCase()).toContain(text);
}

describe('symptom / diagnosis search', () => {
  it('answers {symptoms, diagnoses} with the fields medical-db.json requires', async () => {
    const answer = await searchAnswer({ q: 'pain' });
    expect(answer.status).toBe(200);
    const body = answer.body as Record<string, { id: string; name: string }[]>;
    expect(Object.keys(body).sort()).toEqual(['diagnoses', 'symptoms']);
    for (const item of body.symptoms ?? []) {
      expect(Object.keys(item).sort()).toEqual(['common_name', 'id', 'name']);
    }
    for (const item of body.diagnoses ?? []) {
      expect(Object.keys(item).sort()).toEqual([
        'common_name',
        'icd10_code',
        'icd10_name',
        'id',
        'name',
      ]);
    }
    expect(ids(body.symptoms ?? []).every((id) => id.startsWith('sym-'))).toBe(true);
    expect(ids(body.diagnoses ?? []).every((id) => id.startsWith('dx-'))).toBe(true);
  });

  it('ranks a name that starts with the text before one where a later word does', async () => {
    const { symptoms, diagnoses } = await search({ q: 'cough' });
    expect(names(symptoms)).toEqual(['Cough', 'Dry cough', 'Productive cough']);
    expect(diagnoses).toEqual([]);
    expect(names((await search({ q: 'fever' })).diagnoses)).toEqual([
      'Dengue fever',
      'Typhoid fever',
      'Viral fever',
    ]);
  });

  it('ranks word starts before matches inside a word', async () => {
    const { symptoms, diagnoses } = await search({ q: 'ache' });
    expect(names(symptoms)).toEqual(['Body ache', 'Headache', 'Toothache']);
    expect(names(diagnoses)).toEqual(['Tension-type headache']);
  });

  it('ranks every answer prefix, then word start, then substring', async () => {
    for (const q of ['a', 'e', 'in', 'ti', 'pa', 'acute', 'r']) {
      const { symptoms, diagnoses } = await search({ q, limit: '100' });
      expect(symptoms.length + diagnoses.length, q).toBeGreaterThan(0);
      expectRanked(symptoms, q);
      expectRanked(diagnoses, q);
    }
  });

  it('matches without regard to case, and collapses blanks in q', async () => {
    const lower = await search({ q: 'low back' });
    expect(ids(lower.symptoms)).toEqual(['sym-low-back-pain']);
    expect(ids(lower.diagnoses)).toEqual(['dx-low-back-pain']);
    expect(await search({ q: '  LOW   Back ' })).toEqual(lower);
  });

  it('answers two empty lists when nothing matches', async () => {
    expect(await search({ q: 'zzzz' })).toEqual({ symptoms: [], diagnoses: [] });
  });

  it('caps each list at 20 by default and at limit when given', async () => {
    const all = await search({ q: 'a', limit: '100' });
    expect(all.symptoms.length).toBeGreaterThan(20);
    expect(all.diagnoses.length).toBeGreaterThan(20);
    const byDefault = await search({ q: 'a' });
    expect(byDefault.symptoms).toEqual(all.symptoms.slice(0, 20));
    expect(byDefault.diagnoses).toEqual(all.diagnoses.slice(0, 20));
    const five = await search({ q: 'a', limit: '5' });
    expect(five.symptoms).toEqual(all.symptoms.slice(0, 5));
    expect(five.diagnoses).toEqual(all.diagnoses.slice(0, 5));
    expect((await search({ q: 'a', limit: '1' })).symptoms).toHaveLength(1);
  });

  it('searches one catalogue when s_type is given, both when absent', async () => {
    const both = await search({ q: 'pain' });
    expect(both.symptoms.length).toBeGreaterThan(0);
    expect(both.diagnoses.length).toBeGreaterThan(0);
    expect(await search({ q: 'pain', s_type: 'symptom' })).toEqual({
      symptoms: both.symptoms,
      diagnoses: [],
    });
    expect(await search({ q: 'pain', s_type: 'diagnosis' })).toEqual({
      symptoms: [],
      diagnoses: both.diagnoses,
    });
  });

  it('does not search examination findings or procedures', async () => {
    expect(await search({ q: 'pallor' })).toEqual({ symptoms: [], diagnoses: [] });
    expect(await search({ q: 'nebulisation' })).toEqual({ symptoms: [], diagnoses: [] });
  });

  it.each<[string, Params, string]>([
    ['a missing q', {}, 'q'],
    ['an empty q', { q: '' }, 'q'],
    ['a blank q', { q: '   ' }, 'q'],
    ['a q over 100 characters', { q: 'a'.repeat(101) }, 'q'],
    [
      'a repeated q',
      [
        ['q', 'fever'],
        ['q', 'cough'],
      ],
      'q',
    ],
    ['limit 0', { q: 'a', limit: '0' }, 'limit'],
    ['a negative limit', { q: 'a', limit: '-1' }, 'limit'],
    ['limit 101', { q: 'a', limit: '101' }, 'limit'],
    ['a fractional limit', { q: 'a', limit: '1.5' }, 'limit'],
    ['a limit in exponent form', { q: 'a', limit: '1e2' }, 'limit'],
    ['a non-numeric limit', { q: 'a', limit: 'ten' }, 'limit'],
    ['an empty limit', { q: 'a', limit: '' }, 'limit'],
    ['an unknown s_type', { q: 'a', s_type: 'symptoms' }, 's_type'],
    ['an s_type in the wrong case', { q: 'a', s_type: 'Diagnosis' }, 's_type'],
    ['an empty s_type', { q: 'a', s_type: '' }, 's_type'],
  ])('answers 400 for %s', async (_case, params, mentions) => {
    expectSearchBadRequest(await searchAnswer(params), mentions);
  });

  it('accepts limit 100, the maximum', async () => {
    expect((await searchAnswer({ q: 'a', limit: '100' })).status).toBe(200);
  });
});

type CatalogueFile = typeof catalogueFile;

/** The seed with one change, for the refusals of the loader. */
function broken(change: (file: CatalogueFile) => void): unknown {
  const file = structuredClone(catalogueFile);
  change(file);
  return file;
}

function firstOf<T>(list: readonly T[]): T {
  const [first] = list;
  if (first === undefined) throw new Error('empty list in the seed');
  return first;
}

describe('seed catalogue', () => {
  it('validates, and resolves every entry with its context scope', () => {
    const entries = parsePropertiesCatalogue(catalogueFile);
    expect(entries.length).toBeGreaterThanOrEqual(105);
    expect(entries.map(contextOf).every((context) => context !== undefined)).toBe(true);
  });

  it.each<[string, (file: CatalogueFile) => void, string]>([
    [
      'a duplicate entry id',
      (file) => {
        firstOf(file.contexts.diagnosis.entries).id = 'sym-fever';
      },
      'duplicate id',
    ],
    [
      'an unknown property group',
      (file) => {
        file.contexts.procedures.property_groups.push('pg-missing');
      },
      'unknown property group',
    ],
    [
      'Since units other than Hour..Year',
      (file) => {
        const since = firstOf(file.property_groups);
        since.units = ['Day', 'Week', 'Month', 'Year'];
      },
      'units',
    ],
    [
      'a Note group with another id',
      (file) => {
        const note = file.property_groups.find((group) => group.kind === 'note');
        if (note) note.id = 'pg-1';
      },
      'pg-5243973452',
    ],
    [
      'procedures without the Date group',
      (file) => {
        file.contexts.procedures.property_groups = [NOTE_PROPERTY_GROUP_ID];
      },
      'pg-31705165',
    ],
    [
      'a diagnosis without an ICD-10 code',
      (file) => {
        Object.assign(firstOf(file.contexts.diagnosis.entries), { icd10_code: undefined });
      },
      'icd10_code',
    ],
    [
      'an id with a comma',
      (file) => {
        firstOf(file.contexts.procedures.entries).id = 'proc-a,b';
      },
      'ids',
    ],
    [
      'an unknown key',
      (file) => {
        Object.assign(firstOf(file.contexts.symptoms.entries), { colour: 'red' });
      },
      'colour',
    ],
  ])('refuses %s', (_case, change, mentions) => {
    expect(() => parsePropertiesCatalogue(broken(change))).toThrow(mentions);
  });
});
