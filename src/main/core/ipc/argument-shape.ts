/**
 * A cheap look at an IPC argument before any schema sees it. The renderer is trusted code, but a
 * compromised or buggy page can send anything the structured clone carries: an object of 199,000
 * keys, a million-entry array or ten thousand nested arrays would each stall the main process (or
 * overflow a recursive validator's stack) in the schema. They are refused here, in time bounded by
 * the caps below, before anything else reads them.
 *
 * The caps follow the largest arguments the app really sends (measured with
 * test/helpers/largest-ipc-calls.ts; docs/security.md has the figures):
 * - a pad save of 500 findings with a full plan: 15,639 values, 8 levels, 18 fields in one object;
 * - a 20 s recording chunk: a Uint8Array of 640,044 bytes (structured-cloned, not base64);
 * - a PDF for the patient's record at the Records API's 25,000,000-byte limit.
 */

/** Objects and arrays nested inside each other, the argument itself being level 1 (pad: 8). */
export const MAX_ARGUMENT_DEPTH = 16;
/** Values of every kind in the argument, itself included (pad of 500 findings: 15,639). */
export const MAX_ARGUMENT_NODES = 25_000;
/** Fields (own keys) of any one object (a fully written medicine: 18). */
export const MAX_OBJECT_FIELDS = 100;
/**
 * Entries of any one list (the 500 findings of the largest pad). With the value cap alone, a pad
 * save of 25,000 empty findings passed the caps and cost the schema about a second of refusals;
 * at most 1,000 entries a list keeps the schema's worst case near a few hundred ms (npm run bench,
 * ipc_worst_under_caps).
 */
export const MAX_LIST_ENTRIES = 1_000;
/**
 * Bytes of binary data (typed arrays and ArrayBuffers, by `byteLength`) plus characters of text,
 * all told: the largest PDF the patient's record takes (25,000,000 bytes, MAX_RECORD_PDF_BYTES in
 * shared/records.ts) with room for its name; a 20 s chunk is 640,044 bytes.
 */
export const MAX_ARGUMENT_BYTES = 26_000_000;
/** Field messages an error reply carries back, each key and message cut short. */
export const MAX_REPLY_FIELDS = 20;

/** 40000 -> "40,000", without loading locale data on the core's start. */
const grouped = (n: number): string => String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ',');

export const SHAPE_REFUSALS = {
  notObject: 'The request’s argument must be an object.',
  tooDeep: `The request is nested more than ${MAX_ARGUMENT_DEPTH} levels deep, so the app refused it.`,
  tooMany: `The request holds more than ${grouped(MAX_ARGUMENT_NODES)} values, so the app refused it.`,
  tooWide: `A part of the request has more than ${MAX_OBJECT_FIELDS} fields, so the app refused it.`,
  tooLong: `A list in the request has more than ${grouped(MAX_LIST_ENTRIES)} entries, so the app refused it.`,
  tooLarge: `The request is larger than ${grouped(MAX_ARGUMENT_BYTES)} bytes, so the app refused it.`,
} as const;

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null) return false;
  const prototype: unknown = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}

/** Bytes of a typed array, DataView or ArrayBuffer, counted by `byteLength`, never walked. */
function binaryBytes(value: object): number | undefined {
  if (ArrayBuffer.isView(value) || value instanceof ArrayBuffer) return value.byteLength;
  return undefined;
}

/** Undefined when the argument may go on to its schema; otherwise a sentence saying why not. */
export function argumentShapeProblem(args: unknown): string | undefined {
  if (args === undefined || args === null) return undefined;
  if (!isPlainObject(args)) return SHAPE_REFUSALS.notObject;
  // Iterative (two parallel stacks), so no input can exhaust the call stack.
  const values: unknown[] = [args];
  const depths: number[] = [1];
  let nodes = 1;
  let bytes = 0;
  while (values.length > 0) {
    const value = values.pop();
    const depth = depths.pop()!;
    if (typeof value === 'string') {
      bytes += value.length;
      if (bytes > MAX_ARGUMENT_BYTES) return SHAPE_REFUSALS.tooLarge;
      continue;
    }
    if (typeof value !== 'object' || value === null) continue;
    const binary = binaryBytes(value);
    if (binary !== undefined) {
      bytes += binary;
      if (bytes > MAX_ARGUMENT_BYTES) return SHAPE_REFUSALS.tooLarge;
      continue;
    }
    if (depth > MAX_ARGUMENT_DEPTH) return SHAPE_REFUSALS.tooDeep;
    let children: unknown[];
    if (Array.isArray(value)) {
      // The length is checked before any entry is read: a sparse array of length 10^9 costs nothing.
      if (value.length > MAX_LIST_ENTRIES) return SHAPE_REFUSALS.tooLong;
      children = value;
    } else {
      const keys = Object.keys(value);
      if (keys.length > MAX_OBJECT_FIELDS) return SHAPE_REFUSALS.tooWide;
      const record = value as Record<string, unknown>;
      children = keys.map((key) => record[key]);
    }
    nodes += children.length;
    if (nodes > MAX_ARGUMENT_NODES) return SHAPE_REFUSALS.tooMany;
    for (const child of children) {
      values.push(child);
      depths.push(depth + 1);
    }
  }
  return undefined;
}

/** Bounds what an error reply may carry back: a few fields, each short. */
export function boundFields(fields: Record<string, string>): Record<string, string> {
  const bounded: Record<string, string> = {};
  for (const [key, message] of Object.entries(fields).slice(0, MAX_REPLY_FIELDS)) {
    bounded[key.slice(0, 100)] = message.length > 300 ? `${message.slice(0, 299)}…` : message;
  }
  return bounded;
}
