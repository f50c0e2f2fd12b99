import type { Quantity, Resource } from 'fhir/r4';

/*
 * FHIR JSON with decimals as typed. A FHIR decimal carries its precision in its text ("98.40" is
 * measured to two places; docs/clinical-conventions.md), but a JavaScript number has no trailing zeros,
 * so JSON.stringify writes 98.4. The export builds plain FHIR objects (numbers where FHIR has
 * decimals, so any FHIR library reads them) and remembers, beside each Quantity it makes, the
 * text its value came from; `bundleToJson` writes that text verbatim.
 *
 * The texts are kept in a WeakMap keyed by the Quantity object, not in the object: nothing extra
 * reaches the FHIR JSON, and a Quantity that was copied (spread, structuredClone) or whose value
 * was changed since is written as an ordinary number. Only plain decimal texts (digits, one
 * optional point) are ever written raw, so the output is always valid JSON.
 */

const DECIMAL_TEXT = /^-?(0|[1-9]\d*)(\.\d+)?$/;

const decimalTexts = new WeakMap<object, string>();

/**
 * A Quantity whose `value` is the decimal `text` ("98.40"); bundleToJson writes it as typed.
 * Throws when `text` is not a plain decimal (a caller's bug: vitals are checked before this).
 */
export function decimalQuantity(text: string, rest: Omit<Quantity, 'value'>): Quantity {
  if (!DECIMAL_TEXT.test(text)) throw new Error(`Not a plain decimal: ${JSON.stringify(text)}`);
  const quantity: Quantity = { value: Number(text), ...rest };
  decimalTexts.set(quantity, text);
  return quantity;
}

/** The decimal text kept for this Quantity's value, if it still matches the value. */
export function decimalTextOf(quantity: object): string | undefined {
  const text = decimalTexts.get(quantity);
  const value = (quantity as { value?: unknown }).value;
  return text !== undefined && value === Number(text) ? text : undefined;
}

function writeValue(value: unknown, indent: string, step: string): string | undefined {
  if (value === null) return 'null';
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') {
    return JSON.stringify(value);
  }
  if (typeof value === 'object') {
    return Array.isArray(value)
      ? writeArray(value, indent, step)
      : writeObject(value as Record<string, unknown>, indent, step);
  }
  // undefined, functions, symbols and bigints: left out, as JSON.stringify leaves them out.
  return undefined;
}

function writeArray(items: readonly unknown[], indent: string, step: string): string {
  if (items.length === 0) return '[]';
  const inner = indent + step;
  const parts = items.map((item) => writeValue(item, inner, step) ?? 'null');
  return step === ''
    ? `[${parts.join(',')}]`
    : `[\n${inner}${parts.join(`,\n${inner}`)}\n${indent}]`;
}

function writeObject(object: Record<string, unknown>, indent: string, step: string): string {
  const inner = indent + step;
  const raw = decimalTextOf(object);
  const parts: string[] = [];
  for (const [key, value] of Object.entries(object)) {
    const written = key === 'value' && raw !== undefined ? raw : writeValue(value, inner, step);
    if (written !== undefined)
      parts.push(`${JSON.stringify(key)}:${step === '' ? '' : ' '}${written}`);
  }
  if (parts.length === 0) return '{}';
  return step === ''
    ? `{${parts.join(',')}}`
    : `{\n${inner}${parts.join(`,\n${inner}`)}\n${indent}}`;
}

/**
 * The resource as FHIR JSON, laid out as JSON.stringify(resource, null, space) would, except that
 * each Quantity made by decimalQuantity has its value written exactly as typed (98.40, not 98.4).
 */
export function bundleToJson(resource: Resource, space = 0): string {
  const step = ' '.repeat(Math.max(0, Math.min(10, Math.floor(space))));
  return writeValue(resource, '', step) ?? 'null';
}
