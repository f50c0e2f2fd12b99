/**
 * Polls `check` every 10 ms until it holds; fails naming `what` after `timeoutMs`.
 *
 * Not a speed limit: a condition that holds returns at once, so the bound only decides when a
 * wait that will never end is reported, in words. The default stays under the integration and
 * unit projects' 30 s test timeout (vitest.config.ts) so the report names what was awaited, and
 * well above what a flow takes on a loaded machine: an upload flow of 2.5 s alone took over 10 s
 * (the earlier default) while two whole suites ran at once on two cores.
 */
export async function until(
  check: () => boolean | Promise<boolean>,
  what: string,
  timeoutMs = 25_000,
): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}
