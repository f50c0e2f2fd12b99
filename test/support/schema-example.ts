import { deref, type JsonObject, type PublishedDoc } from './published-spec';

/**
 * An answer assembled from the examples a schema gives its single fields (`example`, or the first
 * of `examples`), for answers that publish no example of their own: webhooks.json and
 * abdm-registration.json document every answer field by field only. A field without an example
 * is left out; undefined when nothing in the schema has one. Tests say which examples were
 * assembled rather than published.
 */
export function exampleFromSchema(doc: PublishedDoc, schema: unknown, depth = 0): unknown {
  const node = deref(doc, schema);
  if (typeof node !== 'object' || node === null || depth > 12) return undefined;
  const s = node as JsonObject;
  if ('example' in s) return s.example;
  if (Array.isArray(s.examples) && s.examples.length > 0) return s.examples[0] as unknown;
  if (Array.isArray(s.allOf)) {
    const parts = s.allOf.map((part) => exampleFromSchema(doc, part, depth + 1));
    const objects = parts.filter(isPlainObject);
    return objects.length > 0 ? Object.assign({}, ...objects) : parts.find((p) => p !== undefined);
  }
  for (const key of ['oneOf', 'anyOf'] as const) {
    const branches = s[key];
    if (!Array.isArray(branches)) continue;
    for (const branch of branches) {
      const value = exampleFromSchema(doc, branch, depth + 1);
      if (value !== undefined) return value;
    }
  }
  if (isPlainObject(s.properties)) {
    const out: JsonObject = {};
    for (const [name, property] of Object.entries(s.properties)) {
      const value = exampleFromSchema(doc, property, depth + 1);
      if (value !== undefined) out[name] = value;
    }
    return Object.keys(out).length > 0 ? out : undefined;
  }
  if (s.type === 'array' && s.items !== undefined) {
    const item = exampleFromSchema(doc, s.items, depth + 1);
    return item === undefined ? undefined : [item];
  }
  return undefined;
}

function isPlainObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
