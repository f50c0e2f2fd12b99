/**
 * A cheap look at an IPC argument before any schema sees it. The renderer is trusted code, but a
 * compromised or buggy page can send anything the structured clone carries: an 11 MB typed array
 * where an object belongs makes a schema list eleven million unknown keys, and ten thousand
 * nested arrays overflow a recursive validator's stack. Both are refused here in bounded time.
 */

/** Deeper than any argument of the contract (a pad draft is about six levels). */
export const MAX_ARGUMENT_DEPTH = 32;
/** Objects, arrays and their entries, all told; typed arrays and strings count as one each. */
export const MAX_ARGUMENT_NODES = 200_000;

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null) return false;
  const prototype: unknown = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}

/** A leaf: never walked into (bytes are checked by their channel's schema). */
const isBinary = (value: unknown): boolean =>
  ArrayBuffer.isView(value) || value instanceof ArrayBuffer;

/** Undefined when the argument may go on to its schema; otherwise a sentence saying why not. */
export function argumentShapeProblem(args: unknown): string | undefined {
  if (args === undefined || args === null) return undefined;
  if (!isPlainObject(args)) return 'The request’s argument must be an object.';
  // Iterative, so no input can exhaust the stack.
  const stack: { value: unknown; depth: number }[] = [{ value: args, depth: 1 }];
  let nodes = 0;
  while (stack.length > 0) {
    const { value, depth } = stack.pop()!;
    nodes += 1;
    if (nodes > MAX_ARGUMENT_NODES) return 'The request holds too many values.';
    if (typeof value !== 'object' || value === null || isBinary(value)) continue;
    if (depth > MAX_ARGUMENT_DEPTH) return 'The request is nested too deeply.';
    const children = Array.isArray(value) ? value : Object.values(value);
    if (nodes + children.length > MAX_ARGUMENT_NODES) return 'The request holds too many values.';
    for (const child of children) stack.push({ value: child, depth: depth + 1 });
  }
  return undefined;
}

/** Bounds what an error reply may carry back: a few fields, each short. */
export function boundFields(fields: Record<string, string>): Record<string, string> {
  const bounded: Record<string, string> = {};
  for (const [key, message] of Object.entries(fields).slice(0, 20)) {
    bounded[key.slice(0, 100)] = message.length > 300 ? `${message.slice(0, 299)}…` : message;
  }
  return bounded;
}
