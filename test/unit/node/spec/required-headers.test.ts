import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { systemClock } from '../../../../src/main/core/clock';
import { sealCompactText } from '../../../../src/main/core/crypto/compact-seal';
import type { DataKeys } from '../../../../src/main/core/crypto/data-key-store';
import { createDataVault, type DataVault } from '../../../../src/main/core/crypto/data-vault';
import { bodyContext, padFinalizeOperation } from '../../../../src/main/core/pad/pad-finalize';
import type { PadRepository, PadRow } from '../../../../src/main/core/pad/pad-repository';
import { CHECK_GROUPS } from '../../../../src/main/core/platform/check/check-steps';
import { runChecks } from '../../../../src/main/core/platform/check/run-checks';
import {
  ANSWERING_BASE_URL,
  answeringBackend,
  answeringFetch,
  requestsSentBy,
  type AnsweredRequest,
} from '../../../published/answering-platform';
import { APP_OPERATIONS } from '../../../published/app-operations';
import { pathPattern } from '../../../published/recording-fetch';
import {
  deref,
  getOperation,
  operationsOf,
  publishedFiles,
  responseExamples,
  type JsonObject,
  type PublishedOperation,
} from '../../../support/published-spec';

/**
 * The headers each published operation requires, derived from the files themselves (never typed
 * here): its header parameters marked `required: true` (path level and operation level, `$ref`s
 * followed, the operation's own winning), plus the header its security scheme names (`Authorization`
 * for a bearer scheme, the named header of an apiKey scheme). Then every request the core sends
 * for an operation the app calls is checked to carry each of them.
 */

const isObject = (value: unknown): value is JsonObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);

interface RequiredHeader {
  name: string;
  /** `Bearer <token>` for a bearer scheme; any non-empty value otherwise. */
  bearer: boolean;
}

function requiredHeaderParameters(op: PublishedOperation): RequiredHeader[] {
  const pathItem = deref(op.doc, (op.doc.json.paths as JsonObject)[op.pathTemplate]);
  const byName = new Map<string, { name: string; required: boolean }>();
  const levels = [isObject(pathItem) ? pathItem.parameters : undefined, op.operation.parameters];
  for (const level of levels) {
    for (const entry of list(level)) {
      const parameter = deref(op.doc, entry);
      if (!isObject(parameter) || parameter.in !== 'header') continue;
      if (typeof parameter.name !== 'string') continue;
      byName.set(parameter.name.toLowerCase(), {
        name: parameter.name,
        required: parameter.required === true,
      });
    }
  }
  return [...byName.values()]
    .filter((parameter) => parameter.required)
    .map(({ name }) => ({ name, bearer: false }));
}

/** The headers one security scheme puts on a request. */
function schemeHeaders(op: PublishedOperation, schemeName: string): RequiredHeader[] {
  const components = op.doc.json.components;
  const schemes = isObject(components) ? components.securitySchemes : undefined;
  const scheme = deref(op.doc, isObject(schemes) ? schemes[schemeName] : undefined);
  if (!isObject(scheme)) throw new Error(`${op.doc.file}: no security scheme ${schemeName}`);
  if (scheme.type === 'http' && String(scheme.scheme).toLowerCase() === 'bearer') {
    return [{ name: 'Authorization', bearer: true }];
  }
  if (scheme.type === 'apiKey' && scheme.in === 'header' && typeof scheme.name === 'string') {
    return [{ name: scheme.name, bearer: false }];
  }
  return [];
}

/**
 * What the operation's security requires: its own `security`, else the file's. Alternatives are
 * either-or, so only the headers every alternative names are required (an empty one: none).
 */
function securityHeaders(op: PublishedOperation): RequiredHeader[] {
  const security = 'security' in op.operation ? op.operation.security : op.doc.json.security;
  const alternatives = list(security).filter(isObject);
  if (alternatives.length === 0) return [];
  const sets = alternatives.map((alternative) =>
    Object.keys(alternative).flatMap((name) => schemeHeaders(op, name)),
  );
  return sets[0]!.filter((header) =>
    sets.every((set) =>
      set.some((other) => other.name.toLowerCase() === header.name.toLowerCase()),
    ),
  );
}

function requiredHeaders(op: PublishedOperation): RequiredHeader[] {
  const headers = new Map<string, RequiredHeader>();
  for (const header of [...requiredHeaderParameters(op), ...securityHeaders(op)]) {
    const key = header.name.toLowerCase();
    headers.set(key, { name: header.name, bearer: header.bearer || !!headers.get(key)?.bearer });
  }
  return [...headers.values()];
}

/** What a request lacks of the headers an operation requires, in words. */
function missingHeaders(required: RequiredHeader[], request: AnsweredRequest): string[] {
  const problems: string[] = [];
  for (const header of required) {
    const value = request.headers[header.name.toLowerCase()];
    if (value === undefined || value.trim() === '') {
      problems.push(`${request.method} ${request.url.pathname} lacks the header ${header.name}`);
    } else if (header.bearer && !/^Bearer \S+$/.test(value)) {
      problems.push(
        `${request.method} ${request.url.pathname}: ${header.name} is not a bearer token`,
      );
    }
  }
  return problems;
}

/** The published operation a request is for: the one whose template matches with most literal text. */
function publishedOperationOf(request: AnsweredRequest): PublishedOperation | undefined {
  const matches = publishedFiles()
    .flatMap((file) => operationsOf(file))
    .filter(
      (op) =>
        op.method === request.method && pathPattern(op.pathTemplate).test(request.url.pathname),
    );
  const literal = (op: PublishedOperation) => op.pathTemplate.replace(/\{[^}]+\}/g, '').length;
  return matches.sort((a, b) => literal(b) - literal(a))[0];
}

/** The first published 2xx JSON example of the operation, so the app's reader goes as far as it can. */
function successAnswer(op: PublishedOperation): { status: number; json: unknown } {
  const example = responseExamples(op).find(
    (entry) => /^2\d\d$/.test(entry.status) && entry.mediaType.includes('json'),
  );
  return example
    ? { status: Number(example.status), json: example.value }
    : { status: 200, json: {} };
}

/** A vault over a key held in memory (the keychain is the edge replaced here). */
function memoryVault(): DataVault {
  let keys: DataKeys | undefined = { key: randomBytes(32), others: [] };
  return createDataVault({
    load: () => keys,
    create: (key) => {
      keys = { key, others: [] };
    },
  } as Parameters<typeof createDataVault>[0]);
}

describe('the headers the published files require', () => {
  it('are derived from the files: parameters marked required, and the bearer scheme', () => {
    const names = (file: string, key: string) =>
      requiredHeaders(getOperation(file, key))
        .map((header) => header.name)
        .sort();
    const doctors = 'doctor-appointments-prescriptions.json';
    expect(names(doctors, 'GET /dr/v1/prescription/{prescription_id}')).toEqual(['auth']);
    expect(names(doctors, 'GET /dr/v1/appointment')).toEqual(['Authorization']);
    expect(names(doctors, 'POST /dr/v1/appointment/{appointment_id}/complete')).toEqual(['auth']);
    expect(names('records.json', 'POST /mr/api/v1/docs')).toEqual(['Authorization', 'X-Pt-Id']);
    // DELETE names X-Pt-Id without requiring it.
    expect(names('records.json', 'DELETE /mr/api/v1/docs/{id}')).toEqual(['Authorization']);
    expect(names('patient-directory.json', 'GET /profiles/v1/patient/search')).toEqual([
      'Authorization',
      'client-id',
    ]);
    expect(names('auth.json', 'POST /connect-auth/v1/account/login')).toEqual([]);
    expect(names('voice-v2.json', 'GET /voice/v1/.well-known/medscribealliance')).toEqual([]);
  });
});

describe('requests the core sends carry the headers their published operation requires', () => {
  it('every operation of APP_OPERATIONS, through the app’s own functions', async () => {
    for (const entry of APP_OPERATIONS) {
      const key = `${entry.method} ${entry.pathTemplate}`;
      const op = getOperation(entry.file, key);
      const answer = successAnswer(op);
      const pattern = pathPattern(entry.pathTemplate);
      const sent = (await requestsSentBy(() => entry.read(answer.status, answer.json))).filter(
        (request) => request.method === entry.method && pattern.test(request.url.pathname),
      );
      expect(sent.length, `the app sent no ${key}`).toBeGreaterThan(0);
      for (const request of sent) {
        expect(missingHeaders(requiredHeaders(op), request), key).toEqual([]);
      }
    }
  });

  it('the connection check (Settings → Test connection and check-platform), every group', async () => {
    const tokens = answeringFetch(200, {
      access_token: 'check-access',
      expires_in: 1800,
      refresh_token: 'check-refresh',
      refresh_expires_in: 86400,
    });
    // Every step's request is answered 404 after the sign-in: steps stop at their first request,
    // which is what is checked here (the prescription step reads 404 as its success).
    const notFound = answeringFetch(404, { error: 'not found' });
    const sent = await requestsSentBy(() =>
      runChecks({
        account: { baseUrl: ANSWERING_BASE_URL, clientId: 'check-client', clientSecret: 's' },
        fetch: (input, init) =>
          (input instanceof Request ? input.url : input.toString()).endsWith('/account/login')
            ? tokens(input, init)
            : notFound(input, init),
        groups: CHECK_GROUPS,
        write: true,
        testPatientOid: 'pt-check',
        sampleAudio: [],
        clock: systemClock,
      }),
    );
    const held = sent.flatMap((request) => {
      const op = publishedOperationOf(request);
      return op ? [{ request, op }] : [];
    });
    expect(held.map(({ op }) => `${op.method} ${op.pathTemplate}`)).toEqual(
      expect.arrayContaining([
        'GET /dr/v1/prescription/{prescription_id}',
        'GET /mr/api/v1/docs',
        'POST /mr/api/v1/docs',
      ]),
    );
    for (const { request, op } of held) {
      expect(missingHeaders(requiredHeaders(op), request), op.pathTemplate).toEqual([]);
    }
  });

  it('the unpublished prescription PUT: the headers every published operation on its path requires', async () => {
    const padId = '3f1c6c2e-8a4b-4d7e-9c1a-2b3c4d5e6f70';
    const vault = memoryVault();
    const body = {
      id: padId,
      patient_id: null,
      examination_findings: [],
      prescription_details: [],
    };
    const row = {
      id: padId,
      status: 'finalized',
      revision: 1,
      bodySealed: sealCompactText(vault, JSON.stringify(body), bodyContext(padId, 1)),
    } as PadRow;
    const operation = padFinalizeOperation({
      repository: { get: () => row } as unknown as PadRepository,
      vault,
      clock: systemClock,
    });
    const sent = await requestsSentBy(() =>
      operation.send(
        { padId, revision: 1 },
        {
          backend: answeringBackend(200, { id: padId }),
          idempotencyKey: 'finalize-key',
          signal: new AbortController().signal,
        },
      ),
    );
    const put = sent.filter((request) => request.method === 'PUT');
    expect(put.map((request) => request.url.pathname)).toEqual([`/dr/v1/prescription/${padId}`]);
    const siblings = publishedFiles()
      .flatMap((file) => operationsOf(file))
      .filter((op) => pathPattern(op.pathTemplate).test(put[0]!.url.pathname));
    expect(siblings.length, 'the path is published for another method').toBeGreaterThan(0);
    for (const op of siblings) {
      expect(missingHeaders(requiredHeaders(op), put[0]!), op.pathTemplate).toEqual([]);
    }
  });
});
