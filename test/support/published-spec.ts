import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The platform's published OpenAPI files (spec/published/, vendored byte for byte from the shared
 * folder) read as data: operations by method and path template, and the examples published for
 * their answers. Schemas are compiled by ./published-schema.
 */

export const PUBLISHED_DIR = path.resolve(import.meta.dirname, '../../spec/published');

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
const METHODS: readonly HttpMethod[] = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'];

export type JsonObject = Record<string, unknown>;

export interface PublishedDoc {
  file: string;
  json: JsonObject;
}

export interface PublishedOperation {
  doc: PublishedDoc;
  method: HttpMethod;
  pathTemplate: string;
  /** The OpenAPI operation object. */
  operation: JsonObject;
}

export interface ResponseExample {
  /** The response key as published: `200`, `4XX`, `default`. */
  status: string;
  mediaType: string;
  /** `example` for an inline example, otherwise the key in `examples`. */
  name: string;
  value: unknown;
}

const cache = new Map<string, PublishedDoc>();

function isObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The OpenAPI files (webhook-samples.json is a list of payloads, not an OpenAPI file). */
export function publishedFiles(): string[] {
  return readdirSync(PUBLISHED_DIR)
    .filter((name) => name.endsWith('.json'))
    .filter((name) => isObject(JSON.parse(readFileSync(path.join(PUBLISHED_DIR, name), 'utf8'))))
    .sort();
}

export function loadPublished(file: string): PublishedDoc {
  let doc = cache.get(file);
  if (!doc) {
    const json: unknown = JSON.parse(readFileSync(path.join(PUBLISHED_DIR, file), 'utf8'));
    if (!isObject(json) || !isObject(json.paths)) {
      throw new Error(`${file} is not an OpenAPI file (it has no paths)`);
    }
    doc = { file, json };
    cache.set(file, doc);
  }
  return doc;
}

/** Every operation a file publishes, in file order. */
export function operationsOf(file: string): PublishedOperation[] {
  const doc = loadPublished(file);
  const found: PublishedOperation[] = [];
  for (const [pathTemplate, item] of Object.entries(doc.json.paths as JsonObject)) {
    if (!isObject(item)) continue;
    for (const method of METHODS) {
      const operation = item[method.toLowerCase()];
      if (isObject(operation)) found.push({ doc, method, pathTemplate, operation });
    }
  }
  return found;
}

/** Splits `POST /voice/v1/sessions/{session_id}` into method and path template. */
export function parseOperationKey(key: string): { method: HttpMethod; pathTemplate: string } {
  const [method, pathTemplate, ...rest] = key.trim().split(/\s+/);
  const upper = method?.toUpperCase() as HttpMethod;
  if (!METHODS.includes(upper) || !pathTemplate?.startsWith('/') || rest.length > 0) {
    throw new Error(`"${key}" is not "METHOD /path/{template}"`);
  }
  return { method: upper, pathTemplate };
}

export function findOperation(file: string, key: string): PublishedOperation | undefined {
  const { method, pathTemplate } = parseOperationKey(key);
  return operationsOf(file).find((op) => op.method === method && op.pathTemplate === pathTemplate);
}

/** Like findOperation, but an absent operation is an error that says where it was looked for. */
export function getOperation(file: string, key: string): PublishedOperation {
  const op = findOperation(file, key);
  if (!op) throw new Error(`${file} publishes no operation ${key}`);
  return op;
}

/** The files (if any) that publish `key`. */
export function filesPublishing(key: string): string[] {
  return publishedFiles().filter((file) => findOperation(file, key) !== undefined);
}

export function responsesOf(op: PublishedOperation): Record<string, JsonObject> {
  const responses = op.operation.responses;
  if (!isObject(responses)) return {};
  const out: Record<string, JsonObject> = {};
  for (const [status, response] of Object.entries(responses)) {
    if (isObject(response)) out[status] = response;
  }
  return out;
}

/** The response key that covers an HTTP status: exact, then `4XX`-style range, then `default`. */
export function responseKeyFor(op: PublishedOperation, status: number): string | undefined {
  const responses = responsesOf(op);
  const range = `${Math.floor(status / 100)}XX`;
  return [String(status), range, range.toLowerCase(), 'default'].find((key) => key in responses);
}

/** A `$ref` to `#/components/...` of the same file, followed; other values as they are. */
export function deref(doc: PublishedDoc, value: unknown): unknown {
  let current = value;
  for (let hops = 0; isObject(current) && typeof current.$ref === 'string'; hops += 1) {
    const ref = current.$ref;
    if (!ref.startsWith('#/') || hops > 20) throw new Error(`${doc.file}: cannot follow ${ref}`);
    current = ref
      .slice(2)
      .split('/')
      .map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'))
      .reduce<unknown>((node, part) => (isObject(node) ? node[part] : undefined), doc.json);
  }
  return current;
}

/**
 * The examples published for the operation's answers: only media-type level `example` and
 * `examples{}` count. Examples inside schemas (on properties, or in an `allOf` member) are
 * annotations of single fields, not answers.
 */
export function responseExamples(op: PublishedOperation): ResponseExample[] {
  const out: ResponseExample[] = [];
  for (const [status, response] of Object.entries(responsesOf(op))) {
    const content = deref(op.doc, response.content);
    if (!isObject(content)) continue;
    for (const [mediaType, media] of Object.entries(content)) {
      if (!isObject(media)) continue;
      if ('example' in media)
        out.push({ status, mediaType, name: 'example', value: media.example });
      const examples = media.examples;
      if (!isObject(examples)) continue;
      for (const [name, entry] of Object.entries(examples)) {
        const example = deref(op.doc, entry);
        if (isObject(example) && 'value' in example) {
          out.push({ status, mediaType, name, value: example.value });
        }
      }
    }
  }
  return out;
}

/** The schema of one media type of an answer, `$ref`s left for the validator to resolve. */
export function responseSchema(
  op: PublishedOperation,
  statusKey: string,
  mediaType = 'application/json',
): unknown {
  const response = responsesOf(op)[statusKey];
  const content = deref(op.doc, response?.content);
  const media = isObject(content) ? content[mediaType] : undefined;
  return isObject(media) ? media.schema : undefined;
}

export function requestSchema(op: PublishedOperation, mediaType = 'application/json'): unknown {
  const body = deref(op.doc, op.operation.requestBody);
  const content = isObject(body) ? body.content : undefined;
  const media = isObject(content) ? content[mediaType] : undefined;
  return isObject(media) ? media.schema : undefined;
}
