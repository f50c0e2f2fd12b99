import { afterEach, describe, expect, it } from 'vitest';
import { seedAppointments } from '../../../src/sandbox/clinic-seed';
import { localDay } from '../../../src/sandbox/clinic-store';
import { todayQueue } from '../../../src/shared/today-queue';
import { startTestCompanion, type TestCompanion } from '../../helpers/companion';
import { startTokenProxy } from '../../helpers/token-proxy';

let app: TestCompanion | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

describe('tokens and walk-ins from the platform’s list of the day', () => {
  it('keeps a token the platform sends, shows none where it sends none or garbage, and marks walk-ins', async () => {
    const ids = seedAppointments(localDay(Date.now())).map((a) => a.appointment_id);
    const tokens: Record<string, unknown> = {
      [ids[1]!]: 12,
      [ids[2]!]: '7',
      [ids[3]!]: 'seven',
      [ids[4]!]: 0,
    };
    app = await startTestCompanion({ front: (sandbox) => startTokenProxy(sandbox.url, tokens) });
    const today = await app.value('consultation:today', {});
    const byId = new Map(today.queue.appointments.map((a) => [a.id, a]));
    expect(ids.slice(0, 6).map((id) => byId.get(id)?.token)).toEqual([
      undefined,
      12,
      7,
      undefined,
      undefined,
      undefined,
    ]);
    // The seed makes every fourth appointment a walk-in (the published channel "Walkin").
    expect(ids.map((id) => byId.get(id)?.walkIn === true)).toEqual(
      seedAppointments(localDay(Date.now())).map((a) => a.channel === 'Walkin'),
    );
    // Not every appointment has a token: the queue follows the booked times.
    const queue = todayQueue(today.queue.appointments, Date.now());
    expect(queue.order).toBe('time');
    expect(queue.rows.map((row) => row.appointment.id)).toEqual(ids);

    // Kept on this computer: after a restart, offline, the saved list still has the tokens.
    await app.restart();
    app.core.network.setOsOnline(false);
    const again = await app.value('queue:today', {});
    expect(again.source).toBe('saved');
    expect(again.appointments.find((a) => a.id === ids[1])?.token).toBe(12);
  });
});
