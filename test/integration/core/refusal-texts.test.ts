import { afterEach, describe, expect, it } from 'vitest';
import type { Fetch } from '../../../src/main/core/platform/http';
import { WITHHELD_TEXT } from '../../../src/main/core/outbox/error-text';
import { startTestCompanion, type TestCompanion } from '../../helpers/companion';
import { until } from '../../helpers/until';
import { storedBytes } from '../../helpers/stored-bytes';

// The platform's refusal can quote a patient. It is shown to the user, and kept at rest only
// sealed with the data key (or not at all where there is no keychain).

const PATIENT = 'Asha Rao, UHID 55120';
const FAST = { sync: { debounceMs: 5, backoff: { baseMs: 10, maxMs: 20 } } } as const;
const REGISTRATION = {
  event_names: ['appointment.created' as const],
  endpoint: 'https://audit.clinic.example/quoted',
  protocol: 'https' as const,
};

/** A platform refusing webhook registrations and deletions with a sentence that names a patient. */
const quoting: Fetch = async (input, init) => {
  const url = new URL(input instanceof Request ? input.url : String(input));
  if (
    (init?.method === 'POST' && url.pathname.endsWith('/webhook/subscriptions')) ||
    (init?.method === 'DELETE' && url.pathname.includes('/webhook/subscriptions/'))
  ) {
    return new Response(
      JSON.stringify({
        error: { code: 'INVALID_REQUEST', message: `endpoint already used for patient ${PATIENT}` },
      }),
      { status: 400, headers: { 'content-type': 'application/json' } },
    );
  }
  return fetch(input, init);
};

let app: TestCompanion | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

/** Every byte of the database, its WAL included, after a checkpoint. */
async function refused(target: TestCompanion, change: 'register' | 'delete' = 'register') {
  target.core.network.setOsOnline(false);
  if (change === 'register') await target.value('webhooks:register', REGISTRATION);
  // Without a keychain a registration is not queued at all (its endpoint is kept only sealed).
  else await target.value('webhooks:delete', { id: 'wh-quoted' });
  target.core.network.setOsOnline(true);
  await until(
    async () =>
      (await target.value('sync:list', {})).items.some((item) => item.state === 'rejected'),
    'the registration to be refused',
  );
  return (await target.value('sync:list', {})).items[0]!;
}

describe('the platform’s refusal text', () => {
  it('is shown on the Sync screen but never stored in clear', async () => {
    app = await startTestCompanion({ fetch: quoting, core: FAST });
    const item = await refused(app);
    expect(item.lastError).toContain(PATIENT);
    expect(item.message).toContain(PATIENT);
    expect(storedBytes(app)).not.toContain('Asha Rao');
    // After a restart it still reads.
    await app.restart();
    expect((await app.value('sync:list', {})).items[0]?.lastError).toContain(PATIENT);
  });

  it('is withheld, not kept in clear, where there is no keychain', async () => {
    app = await startTestCompanion({ fetch: quoting, core: FAST });
    app.keychain.setAvailable(false);
    const item = await refused(app, 'delete');
    expect(item.lastError).toBe(WITHHELD_TEXT);
    expect(storedBytes(app)).not.toContain('Asha Rao');
  });

  it('is sealed at start when an earlier version left it in clear', async () => {
    app = await startTestCompanion({ core: FAST });
    const { id } = app.core.outbox.enqueue({
      operation: 'webhook.register',
      orderingKey: 'webhook:https://audit.clinic.example/legacy',
      account: 'legacy',
      payload: { input: REGISTRATION },
    });
    app.core.db
      .prepare('UPDATE outbox SET last_error = ? WHERE id = ?')
      .run(`refused: patient ${PATIENT}`, id);
    app.core.db
      .prepare("INSERT INTO outbox_log (outbox_id, at, event, detail) VALUES (?, 0, 'rejected', ?)")
      .run(id, `refused: patient ${PATIENT}`);
    await app.restart();
    expect(storedBytes(app)).not.toContain('Asha Rao');
    expect(app.core.outbox.get(id)?.lastError).toBe(`refused: patient ${PATIENT}`);
    expect(app.core.outbox.log(id).at(-1)?.detail).toBe(`refused: patient ${PATIENT}`);
  });
});
