/** What the chaos runner and its worker agree on. */
export { mulberry32 as seededRandom } from '../../src/sandbox/faults';

export const CHAOS_CLIENT_ID = 'sandbox-client';
export const CHAOS_ACCOUNT = `sandbox|${CHAOS_CLIENT_ID}`;

/** Operation `i` of a run: every fifth deletes the webhook the previous operation registered. */
export type ChaosOp =
  | { index: number; kind: 'register'; endpoint: string; withSigningKey: boolean }
  | { index: number; kind: 'delete'; of: number };

export function chaosOp(index: number, seed: number): ChaosOp {
  if (index % 5 === 4) return { index, kind: 'delete', of: index - 1 };
  return {
    index,
    kind: 'register',
    endpoint: endpointFor(index, seed),
    withSigningKey: index % 7 === 0,
  };
}

export function endpointFor(index: number, seed: number): string {
  return `https://chaos.example/${seed}/${index}`;
}

export function indexOfEndpoint(endpoint: string, seed: number): number | undefined {
  const prefix = `https://chaos.example/${seed}/`;
  if (!endpoint.startsWith(prefix)) return undefined;
  const index = Number(endpoint.slice(prefix.length));
  return Number.isInteger(index) ? index : undefined;
}
