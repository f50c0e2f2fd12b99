import { isPlatformError } from './errors';
import { send, type Fetch } from './http';

export const PROBE_TIMEOUT_MS = 3_000;

/**
 * Is the platform reachable? One unauthenticated GET of the base URL: any HTTP answer, even a
 * 404, proves the host is there; no answer within the time limit means it is not. Costs no token
 * and changes nothing.
 */
export async function probePlatform(
  fetchImpl: Fetch,
  baseUrl: string,
  timeoutMs = PROBE_TIMEOUT_MS,
): Promise<boolean> {
  try {
    await send(fetchImpl, {
      method: 'GET',
      url: baseUrl,
      what: 'Checking the connection',
      timeoutMs,
    });
    return true;
  } catch (error) {
    if (isPlatformError(error)) return false;
    throw error;
  }
}
