import { platformError, type SandboxResponse } from './responses';

/** A parsed parameter, or the 400 answer that names it. */
export type ParamResult<T> = { ok: true; value: T } | { ok: false; response: SandboxResponse };

export function badParam(message: string): { ok: false; response: SandboxResponse } {
  return { ok: false, response: platformError(400, message) };
}

/**
 * The one value of an optional parameter, undefined when absent. A parameter given twice is
 * refused: the platform does not say which copy wins, so a client must not rely on either.
 */
export function singleParam(query: URLSearchParams, name: string): ParamResult<string | undefined> {
  const values = query.getAll(name);
  if (values.length > 1) return badParam(`${name} must be given at most once`);
  return { ok: true, value: values[0] };
}

/** An optional parameter that must be one of `allowed` (case-sensitive, as FHIR codes are). */
export function enumParam<T extends string>(
  query: URLSearchParams,
  name: string,
  allowed: readonly T[],
): ParamResult<T | undefined> {
  const single = singleParam(query, name);
  if (!single.ok) return single;
  const value = single.value;
  if (value === undefined) return { ok: true, value: undefined };
  if ((allowed as readonly string[]).includes(value)) return { ok: true, value: value as T };
  return badParam(`${name} must be one of ${allowed.join(', ')}, not ${JSON.stringify(value)}`);
}
