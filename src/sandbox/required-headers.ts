import type { IncomingHttpHeaders } from 'node:http';
import abdm from '../../spec/published/abdm-registration.json';
import auth from '../../spec/published/auth.json';
import doctor from '../../spec/published/doctor-appointments-prescriptions.json';
import medicalDb from '../../spec/published/medical-db.json';
import directory from '../../spec/published/patient-directory.json';
import records from '../../spec/published/records.json';
import voice from '../../spec/published/voice-v2.json';
import webhooks from '../../spec/published/webhooks.json';
import { platformError, type SandboxResponse } from './responses';
import type { Caller, Checked } from './sessions';

/**
 * The header parameters each published operation marks `required: true`, read from the published
 * files themselves (spec/published/), so the sandbox refuses what the platform would: a /dr/v1 call
 * without `auth`, a Records call without `X-Pt-Id`, a document list without `accept`.
 */

const FILES: Record<string, unknown> = {
  'abdm-registration.json': abdm,
  'auth.json': auth,
  'doctor-appointments-prescriptions.json': doctor,
  'medical-db.json': medicalDb,
  'patient-directory.json': directory,
  'records.json': records,
  'voice-v2.json': voice,
  'webhooks.json': webhooks,
};

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

export interface RequiredHeader {
  /** As the file writes it (`X-Pt-Id`, `auth`). */
  name: string;
  /** The values its schema allows, when it lists them (`accept`: `application/json`). */
  allowed?: string[];
}

export interface PublishedHeaderRule {
  file: string;
  method: string;
  /** The path template as published, `{param}`s included. */
  template: string;
  headers: RequiredHeader[];
  pattern: RegExp;
  /** How many `{param}` segments: the most literal template wins when several match. */
  params: number;
}

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** `#/components/parameters/X` followed within the same file. */
function resolve(file: Json, value: unknown): unknown {
  if (!isObject(value) || typeof value.$ref !== 'string' || !value.$ref.startsWith('#/')) {
    return value;
  }
  return value.$ref
    .slice(2)
    .split('/')
    .reduce<unknown>((node, part) => (isObject(node) ? node[part] : undefined), file);
}

function requiredHeaders(file: Json, parameters: unknown[]): RequiredHeader[] {
  const out: RequiredHeader[] = [];
  for (const entry of parameters) {
    const parameter = resolve(file, entry);
    if (!isObject(parameter) || parameter.in !== 'header' || parameter.required !== true) continue;
    if (typeof parameter.name !== 'string') continue;
    const values = isObject(parameter.schema) ? parameter.schema.enum : undefined;
    out.push({
      name: parameter.name,
      ...(Array.isArray(values) ? { allowed: values.map(String) } : {}),
    });
  }
  return out;
}

function patternOf(template: string): RegExp {
  const path = template.split('?')[0] ?? template;
  const source = path
    .split(/(\{[^}]+\})/)
    .map((part) => (part.startsWith('{') ? '[^/]+' : part.replace(/[.*+?^$()|[\]\\]/g, '\\$&')))
    .join('');
  return new RegExp(`^${source}$`);
}

/** Every published operation with at least one required header, from the files above. */
export function publishedHeaderRules(
  files: Record<string, unknown> = FILES,
): PublishedHeaderRule[] {
  const rules: PublishedHeaderRule[] = [];
  for (const [name, json] of Object.entries(files)) {
    if (!isObject(json) || !isObject(json.paths)) continue;
    for (const [template, item] of Object.entries(json.paths)) {
      if (!isObject(item)) continue;
      const shared: unknown[] = Array.isArray(item.parameters) ? item.parameters : [];
      for (const method of METHODS) {
        const operation = item[method];
        if (!isObject(operation)) continue;
        const own: unknown[] = Array.isArray(operation.parameters) ? operation.parameters : [];
        const headers = requiredHeaders(json, [...shared, ...own]);
        if (headers.length === 0) continue;
        rules.push({
          file: name,
          method: method.toUpperCase(),
          template,
          headers,
          pattern: patternOf(template),
          params: (template.match(/\{[^}]+\}/g) ?? []).length,
        });
      }
    }
  }
  return rules;
}

/** The published operation a request is, if it has required headers (the most literal match). */
export function ruleFor(
  rules: readonly PublishedHeaderRule[],
  method: string,
  pathname: string,
): PublishedHeaderRule | undefined {
  return rules
    .filter((rule) => rule.method === method && rule.pattern.test(pathname))
    .sort((a, b) => a.params - b.params)[0];
}

function headerValue(headers: IncomingHttpHeaders, name: string): string | undefined {
  const value = headers[name.toLowerCase()];
  const text = Array.isArray(value) ? value.join(', ') : value;
  return text === undefined || text.trim() === '' ? undefined : text.trim();
}

/** A media-range list (`application/json, text/plain;q=0.5`) names one of `allowed`. */
function allows(value: string, allowed: string[]): boolean {
  const wanted = new Set(allowed.map((entry) => entry.toLowerCase()));
  return value
    .split(',')
    .map((part) => (part.split(';')[0] ?? '').trim().toLowerCase())
    .some((part) => wanted.has(part));
}

/**
 * Checks a signed-in request against the operation's required headers: a missing `auth` is 401
 * (it carries the access token, which must be valid and the caller's own), any other missing or
 * disallowed header 400. `Authorization` is checked by the pipeline before this. Undefined when
 * the request may go on.
 */
export async function checkRequiredHeaders(
  rule: PublishedHeaderRule | undefined,
  request: { headers: IncomingHttpHeaders; caller: Caller },
  authenticate: (header: string) => Promise<Checked<Caller>>,
): Promise<SandboxResponse | undefined> {
  if (!rule) return undefined;
  for (const header of rule.headers) {
    const lower = header.name.toLowerCase();
    if (lower === 'authorization') continue;
    const value = headerValue(request.headers, lower);
    if (lower === 'auth') {
      if (value === undefined) {
        return platformError(
          401,
          `the auth header is required on ${rule.method} ${rule.template}: send the access token in it`,
        );
      }
      if (/\s/.test(value)) {
        return platformError(401, 'the auth header must hold the access token alone, no prefix');
      }
      const checked = await authenticate(`Bearer ${value}`);
      if (!checked.ok) return platformError(401, `the auth header: ${checked.message}`);
      if (checked.value.clientId !== request.caller.clientId) {
        return platformError(401, 'the auth header carries another client’s access token');
      }
      continue;
    }
    if (value === undefined) {
      return platformError(
        400,
        `the ${header.name} header is required on ${rule.method} ${rule.template}`,
      );
    }
    if (header.allowed && !allows(value, header.allowed)) {
      return platformError(
        400,
        `the ${header.name} header must be ${header.allowed.join(' or ')} on ${rule.method} ${rule.template}`,
      );
    }
  }
  return undefined;
}
