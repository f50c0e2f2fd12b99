import { Ajv, type ErrorObject, type ValidateFunction } from 'ajv';
import addFormatsModule from 'ajv-formats';
import {
  deref,
  getOperation,
  requestSchema,
  responseKeyFor,
  responseSchema,
  type PublishedDoc,
  type PublishedOperation,
} from './published-spec';

/**
 * Published schemas compiled with ajv, adapted to OpenAPI 3.0 only as far as the files need:
 * - `nullable: true` (ajv knows it when `type` is present, which the files always give);
 * - `example` allowed as an annotation (OpenAPI's single-value form of `examples`);
 * - formats through ajv-formats, whose full set includes OpenAPI's `binary`, and records.json's
 *   `epoch` (an integer time in seconds since 1970, not negative);
 * - `$ref: #/components/schemas/...` resolved against the same file;
 * - strictRequired off: patient-directory.json's create says `oneOf: [{required: [fn]}, {required:
 *   [fln]}]` with the properties defined beside the `oneOf`, which is valid JSON Schema.
 * - strictTypes off: OpenAPI schemas give `properties` without `type: object` and branches of
 *   `anyOf` without a type. Unknown keywords and unknown formats still fail to compile.
 */

// ajv-formats is CommonJS; under Node's ESM loader its function may sit on `default`.
const addFormats = ((addFormatsModule as unknown as { default?: unknown }).default ??
  addFormatsModule) as typeof addFormatsModule;

export interface ValidationResult {
  ok: boolean;
  /** Each problem as `<instance path> <what>`, e.g. `/user_status must be equal to one of ...`. */
  problems: string[];
}

export type Validator = (value: unknown) => ValidationResult;

const ajvs = new Map<string, Ajv>();

function ajvFor(doc: PublishedDoc): Ajv {
  let ajv = ajvs.get(doc.file);
  if (!ajv) {
    ajv = new Ajv({
      strict: true,
      strictTypes: false,
      strictRequired: false,
      allErrors: true,
      discriminator: true,
    });
    addFormats(ajv);
    ajv.addFormat('epoch', {
      type: 'number',
      validate: (value: number) => Number.isInteger(value) && value >= 0,
    });
    ajv.addKeyword({ keyword: 'example' });
    // The file's components under a root of their own, so `#/components/schemas/X` in any
    // schema compiled below resolves against the same file.
    ajv.addKeyword({ keyword: 'components' });
    ajv.addSchema({ $id: rootId(doc), components: doc.json.components ?? {} });
    ajvs.set(doc.file, ajv);
  }
  return ajv;
}

const rootId = (doc: PublishedDoc): string => `published:${doc.file}`;

/** Rewrites local `#/...` refs to the file's root id, so a schema compiled alone finds them. */
function anchorRefs(doc: PublishedDoc, schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map((item) => anchorRefs(doc, item));
  if (typeof schema !== 'object' || schema === null) return schema;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(schema)) {
    out[key] =
      key === '$ref' && typeof value === 'string' && value.startsWith('#/')
        ? `${rootId(doc)}${value}`
        : anchorRefs(doc, value);
  }
  return out;
}

export function describeProblem(error: ErrorObject): string {
  const where = error.instancePath === '' ? '(the body)' : error.instancePath;
  const params = error.params as Record<string, unknown>;
  const detail =
    typeof params.additionalProperty === 'string'
      ? ` (${params.additionalProperty})`
      : Array.isArray(params.allowedValues)
        ? ` (${params.allowedValues.map((value) => JSON.stringify(value)).join(', ')})`
        : '';
  return `${where} ${error.message ?? 'is not valid'}${detail}`;
}

/**
 * The schema with `additionalProperties: false` on every object schema that lists its properties
 * and says nothing about others, followed through `$ref`s (inlined). Members of an `allOf` stay
 * open, since each names only part of the object. For checking that an answer carries nothing the
 * file does not publish; readers of answers must never need this.
 */
export function closeSchema(doc: PublishedDoc, schema: unknown, open = false, depth = 0): unknown {
  if (depth > 30) throw new Error(`${doc.file}: schema nests too deep to close`);
  if (Array.isArray(schema)) return schema.map((item) => closeSchema(doc, item, open, depth + 1));
  if (typeof schema !== 'object' || schema === null) return schema;
  const node = deref(doc, schema) as Record<string, unknown>;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(node)) {
    if (key === 'properties' && typeof value === 'object' && value !== null) {
      out[key] = Object.fromEntries(
        Object.entries(value).map(([name, sub]) => [name, closeSchema(doc, sub, false, depth + 1)]),
      );
    } else if (key === 'example' || key === 'examples' || key === 'enum' || key === 'default') {
      out[key] = value;
    } else {
      out[key] = closeSchema(doc, value, key === 'allOf', depth + 1);
    }
  }
  if (!open && 'properties' in node && !('additionalProperties' in node)) {
    out.additionalProperties = false;
    // A name the schema requires is published even where its `properties` forgot it (the doctor
    // profile's Personal requires `salutation` and lists no such property).
    const listed = out['properties'] as Record<string, unknown>;
    for (const name of Array.isArray(node['required']) ? (node['required'] as unknown[]) : []) {
      if (typeof name === 'string' && !(name in listed)) listed[name] = {};
    }
  }
  return out;
}

export function compileSchema(doc: PublishedDoc, schema: unknown): Validator {
  const validate: ValidateFunction = ajvFor(doc).compile(
    anchorRefs(doc, schema) as Record<string, unknown>,
  );
  return (value) => {
    const ok = validate(value);
    return { ok, problems: ok ? [] : (validate.errors ?? []).map(describeProblem) };
  };
}

/** The request body's validator; throws when the operation publishes no body of that type. */
export function requestValidator(
  op: PublishedOperation,
  mediaType = 'application/json',
): Validator {
  const schema = requestSchema(op, mediaType);
  if (schema === undefined) {
    throw new Error(
      `${op.doc.file} ${op.method} ${op.pathTemplate} publishes no ${mediaType} body`,
    );
  }
  return compileSchema(op.doc, schema);
}

/**
 * The validator for an answer with this HTTP status (exact key, then `4XX`, then `default`);
 * undefined when the operation publishes no schema for it.
 */
export function responseValidator(
  op: PublishedOperation,
  status: number,
  options: { mediaType?: string; closed?: boolean } = {},
): Validator | undefined {
  const key = responseKeyFor(op, status);
  const schema = key === undefined ? undefined : responseSchema(op, key, options.mediaType);
  if (schema === undefined) return undefined;
  return compileSchema(op.doc, options.closed ? closeSchema(op.doc, schema) : schema);
}

/** Shorthand for tests: the validator of `file`'s `METHOD /path` request body. */
export function publishedRequestValidator(file: string, key: string): Validator {
  return requestValidator(getOperation(file, key));
}

interface Parameter {
  name: string;
  in: string;
  required?: boolean;
  schema?: unknown;
}

function parametersOf(op: PublishedOperation): Parameter[] {
  const list = op.operation.parameters;
  if (!Array.isArray(list)) return [];
  return list.filter(
    (p): p is Parameter =>
      typeof p === 'object' &&
      p !== null &&
      typeof (p as Parameter).name === 'string' &&
      typeof (p as Parameter).in === 'string',
  );
}

/** A query value as its schema's type reads it (`limit=20` is the integer 20). */
function typedValue(text: string, schema: unknown): unknown {
  const type = (schema as { type?: unknown } | undefined)?.type;
  if ((type === 'integer' || type === 'number') && /^-?\d+(\.\d+)?$/.test(text)) {
    return Number(text);
  }
  if (type === 'boolean' && (text === 'true' || text === 'false')) return text === 'true';
  return text;
}

/**
 * What a request gets wrong about the operation's published query and header parameters:
 * required ones missing, values their schema refuses. Headers are matched without case.
 */
export function parameterProblems(
  op: PublishedOperation,
  request: { query: URLSearchParams; headers: Record<string, string> },
): string[] {
  const headers = new Map(
    Object.entries(request.headers).map(([name, value]) => [name.toLowerCase(), value]),
  );
  const problems: string[] = [];
  for (const parameter of parametersOf(op)) {
    let value: string | undefined;
    if (parameter.in === 'query') value = request.query.get(parameter.name) ?? undefined;
    else if (parameter.in === 'header') value = headers.get(parameter.name.toLowerCase());
    else continue;
    const label = `${parameter.in} parameter ${parameter.name}`;
    if (value === undefined) {
      if (parameter.required) problems.push(`${label} is required and missing`);
      continue;
    }
    if (parameter.schema === undefined) continue;
    const checked = compileSchema(op.doc, parameter.schema)(typedValue(value, parameter.schema));
    problems.push(
      ...checked.problems.map((problem) => `${label} ${problem.replace(/^\(the body\) /, '')}`),
    );
  }
  return problems;
}
