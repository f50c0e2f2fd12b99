/**
 * The address a rotated registration uses. The platform refuses a second registration of the same
 * endpoint and has no update call, so the new registration names the same receiver with a query
 * parameter (`eka_rotation=<n>`), which a receiver ignores. ASSUMPTION (README): the platform
 * compares endpoints as whole URLs, query included, as the sandbox does.
 */
export const ROTATION_PARAM = 'eka_rotation';

export function rotatedEndpoint(endpoint: string, stamp: number): string {
  if (endpoint.startsWith('arn:')) return endpoint;
  const url = new URL(endpoint);
  url.searchParams.set(ROTATION_PARAM, String(stamp));
  return url.href;
}
