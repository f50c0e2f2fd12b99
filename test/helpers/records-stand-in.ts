import { randomUUID } from 'node:crypto';
import {
  parameterProblems,
  requestValidator,
  responseValidator,
} from '../support/published-schema';
import { getOperation, type HttpMethod } from '../support/published-spec';
import type { StandIn, StandInAnswer, StandInRequest } from './not-offered-proxy';

/**
 * The Records API of `spec/published/records.json`, answered by a small stand-in in front of the
 * sandbox (put there by the not-offered proxy) until the sandbox answers these routes itself. It
 * is strict the way a platform that does only what it publishes is: each request is checked
 * against the published parameters and request schema (a refusal is a 400 naming the problems),
 * and each answer it gives is checked against the published response schema, closed (an answer
 * of its own that the file does not allow is a bug in this helper, and throws).
 *
 * The presigned form points back at the proxy (`/__records-upload/<document id>`), takes a
 * multipart POST with the form's fields and the file, answers 204, and refuses a request that
 * carries platform credentials.
 */

const FILE = 'records.json';
const DOCS = '/mr/api/v1/docs';
const UPLOAD = '/__records-upload/';

export interface StoredRecord {
  patientOid: string;
  documentId: string;
  dt: string;
  title: string | undefined;
  tags: string[];
  documentDate: number;
  /** The multipart body the upload POSTed (fields and file), once uploaded. */
  upload?: Buffer;
  deleted: boolean;
}

export interface RecordsStandIn extends StandIn {
  records(): StoredRecord[];
  /** Every request it answered: `METHOD path status`. */
  log(): string[];
}

function checked(
  method: HttpMethod,
  template: string,
  status: number,
  json: unknown,
): StandInAnswer {
  const validate = responseValidator(getOperation(FILE, `${method} ${template}`), status, {
    closed: true,
  });
  const problems = validate?.(json).problems ?? [];
  if (problems.length > 0) {
    throw new Error(`the Records stand-in answered outside ${FILE}: ${problems.join('; ')}`);
  }
  return { status, json };
}

/** The published parameters and body of the request; the problems, or none. */
function refusals(method: HttpMethod, template: string, request: StandInRequest): string[] {
  const op = getOperation(FILE, `${method} ${template}`);
  const problems = parameterProblems(op, {
    query: request.url.searchParams,
    headers: request.headers,
  });
  if (!/^Bearer \S+$/.test(request.headers.authorization ?? '')) {
    problems.push('the bearer token is missing');
  }
  if (method === 'POST') {
    let body: unknown;
    try {
      body = JSON.parse(request.body.toString('utf8'));
    } catch {
      return [...problems, 'the body is not JSON'];
    }
    problems.push(...requestValidator(op)(body).problems);
  }
  return problems;
}

export function createRecordsStandIn(): RecordsStandIn {
  const stored = new Map<string, StoredRecord>();
  const log: string[] = [];

  function answer(request: StandInRequest): StandInAnswer {
    const path = request.url.pathname;
    const method = request.method as HttpMethod;
    const done = (result: StandInAnswer) => {
      log.push(`${method} ${path} ${result.status}`);
      return result;
    };
    if (path.startsWith(UPLOAD)) {
      const record = stored.get(path.slice(UPLOAD.length));
      const credentialed = 'authorization' in request.headers || 'auth' in request.headers;
      if (method !== 'POST' || !record || credentialed) return done({ status: 400 });
      if (!/^multipart\/form-data; boundary=/.test(request.headers['content-type'] ?? '')) {
        return done({ status: 400 });
      }
      record.upload = request.body;
      return done({ status: 204 });
    }
    const id = path.startsWith(`${DOCS}/`) ? decodeURIComponent(path.slice(DOCS.length + 1)) : '';
    const template = id ? `${DOCS}/{id}` : DOCS;
    const problems = refusals(method, template, request);
    if (problems.length > 0) {
      return done({ status: 400, json: { error: true, message: problems.join('; ') } });
    }
    const patientOid = request.headers['x-pt-id'] ?? '';
    if (!id && method === 'POST') {
      const { batch_request: batches } = JSON.parse(request.body.toString('utf8')) as {
        batch_request: {
          document_id?: string;
          dt?: string;
          title?: string;
          tg?: string[];
          dd_e?: number;
        }[];
      };
      const batch_response = batches.map((batch) => {
        const documentId = batch.document_id ?? randomUUID();
        stored.set(documentId, {
          patientOid,
          documentId,
          dt: batch.dt ?? 'ot',
          title: batch.title,
          tags: batch.tg ?? [],
          documentDate: batch.dd_e ?? 0,
          deleted: false,
        });
        const form = { url: `${request.self}${UPLOAD}${documentId}`, fields: { key: documentId } };
        return { document_id: documentId, forms: [form] };
      });
      return done(checked(method, template, 200, { error: false, message: '', batch_response }));
    }
    const mine = [...stored.values()].filter(
      (record) => record.patientOid === patientOid && !record.deleted && record.upload,
    );
    if (!id && method === 'GET') {
      const items = mine.map((record) => ({
        record: {
          item: {
            document_id: record.documentId,
            document_type: record.dt,
            upload_date: record.documentDate,
            metadata: {
              document_date: record.documentDate,
              tags: record.tags,
              ...(record.title ? { title: record.title } : {}),
            },
          },
        },
      }));
      return done(checked(method, template, 200, { items }));
    }
    const record = mine.find((each) => each.documentId === id);
    const known = stored.get(id);
    if (method === 'DELETE') {
      if (!known || known.deleted || known.patientOid !== patientOid) return done({ status: 404 });
      known.deleted = true;
      return done({ status: 200 });
    }
    if (method === 'GET' && record) {
      return done(
        checked(method, template, 200, {
          dt: record.dt,
          document_date_epoch: record.documentDate,
          tags: record.tags,
        }),
      );
    }
    return done({ status: 404 });
  }

  return {
    handles: (path) => path === DOCS || path.startsWith(`${DOCS}/`) || path.startsWith(UPLOAD),
    answer,
    records: () => [...stored.values()],
    log: () => [...log],
  };
}
