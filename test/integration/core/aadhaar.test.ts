import { afterEach, describe, expect, it } from 'vitest';
import { verhoeffCheckDigit } from '../../../src/shared/aadhaar';
import { createCountingFetch } from '../../helpers/counting-fetch';
import { createFakeClock } from '../../helpers/fake-clock';
import { startTestCompanion, type TestCompanion } from '../../helpers/companion';

const AADHAAR = `23412341234${verhoeffCheckDigit('23412341234')}`;
const INIT = '/abdm/na/v1/registration/aadhaar/init';

let app: TestCompanion | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

describe('Aadhaar registration through the core', () => {
  it('sends the number encrypted, answers with the masked number, and never keeps or logs it', async () => {
    const bodies: string[] = [];
    const counting = createCountingFetch();
    const watching = (async (input: Parameters<typeof fetch>[0], init?: RequestInit) => {
      if (typeof init?.body === 'string') bodies.push(init.body);
      return counting(input, init);
    }) as typeof fetch;
    app = await startTestCompanion({ fetch: watching });
    const result = await app.value('abdm:aadhaar-init', {
      aadhaar_number: `${AADHAAR.slice(0, 4)} ${AADHAAR.slice(4, 8)} ${AADHAAR.slice(8)}`,
    });
    expect(result).toMatchObject({
      maskedAadhaar: `XXXX XXXX ${AADHAAR.slice(8)}`,
      txnId: expect.any(String) as unknown,
    });
    expect(counting.count(INIT)).toBe(1);
    // On the wire: only the envelope. At rest: nowhere. In the log: nowhere.
    expect(bodies.some((body) => body.includes(AADHAAR))).toBe(false);
    expect(bodies.some((body) => body.includes('"ciphertext"'))).toBe(true);
    const dump = app.core.db
      .prepare("SELECT group_concat(sql, ' ') AS s FROM sqlite_master WHERE type = 'table'")
      .get() as { s: string };
    for (const table of dump.s.match(/CREATE TABLE (\w+)/g)!.map((t) => t.split(' ')[2]!)) {
      const rows = JSON.stringify(app.core.db.prepare(`SELECT * FROM ${table}`).all());
      expect(rows).not.toContain(AADHAAR);
    }
    expect(app.logText()).not.toContain(AADHAAR);
  });

  it('refuses a wrong number with the reason, sending nothing and never echoing it', async () => {
    const counting = createCountingFetch();
    app = await startTestCompanion({ fetch: counting });
    const typo = AADHAAR.slice(0, 11) + String((Number(AADHAAR[11]) + 1) % 10);
    const result = await app.call('abdm:aadhaar-init', { aadhaar_number: typo });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error.code).toBe('INVALID_ARGUMENT');
    expect(result.error.fields?.aadhaar_number).toMatch(/last digit does not match/);
    expect(JSON.stringify(result)).not.toContain(typo);
    expect(counting.count(INIT)).toBe(0);
    expect(app.logText()).not.toContain(typo);
  });

  it('says it needs a live connection when offline, and queues nothing', async () => {
    app = await startTestCompanion();
    app.core.network.setOsOnline(false);
    const result = await app.call('abdm:aadhaar-init', { aadhaar_number: AADHAAR });
    expect(result).toMatchObject({
      ok: false,
      error: {
        code: 'OFFLINE',
        message: expect.stringMatching(/needs a live connection/) as unknown,
      },
    });
    expect(app.core.outbox.counts()).toMatchObject({ pending: 0, inFlight: 0 });
  });

  it('sends one OTP a minute for one Aadhaar number: a second start within 60 s is refused here, in words', async () => {
    const counting = createCountingFetch();
    const clock = createFakeClock(Date.now());
    app = await startTestCompanion({ fetch: counting, clock });
    const start = () => app!.call('abdm:aadhaar-init', { aadhaar_number: AADHAAR });
    const [first, second] = await Promise.all([start(), start()]);
    // Sent at once, twice: one reaches the platform, the other is told one is under way.
    expect([first.ok, second.ok].sort()).toEqual([false, true]);
    expect(counting.count(INIT)).toBe(1);
    clock.advance(59_999);
    const early = await start();
    expect(early).toMatchObject({
      ok: false,
      error: { code: 'REJECTED', message: expect.stringMatching(/in 1 second;/) as unknown },
    });
    expect(JSON.stringify(early)).not.toContain(AADHAAR);
    expect(counting.count(INIT)).toBe(1);
    clock.advance(1);
    expect((await start()).ok).toBe(true);
    expect(counting.count(INIT)).toBe(2);
  });
});
