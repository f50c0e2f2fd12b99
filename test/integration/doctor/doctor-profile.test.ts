import { afterEach, describe, expect, it } from 'vitest';
import { createFakeClock } from '../../helpers/fake-clock';
import { startTestCompanion, type TestCompanion } from '../../helpers/companion';

let app: TestCompanion | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

const SEEDED = {
  id: '174000000000001',
  name: 'Dr. Meera Iyer',
  degrees: ['MBBS', 'MD (General Medicine)'],
  speciality: 'General Physician',
  clinics: [
    {
      id: 'cln_0001',
      name: 'Jayanagar Family Clinic',
      addressLines: ['12, 9th Main Road, Jayanagar 4th Block', 'Bengaluru, Karnataka 560011'],
      phone: '+918026531234',
    },
  ],
  defaultClinicId: 'cln_0001',
};

describe('the doctor’s profile through the core', () => {
  it('reads the business’s doctor from the platform on first use and saves it', async () => {
    app = await startTestCompanion();
    const first = await app.value('doctor:get-profile', {});
    expect(first).toMatchObject({ source: 'platform', profile: SEEDED, registrations: [] });
    expect(first.problem).toBeUndefined();
    expect(Date.parse(first.fetchedAt!)).toBeGreaterThan(0);
    // Asked again: the saved copy, without waiting for the platform.
    const again = await app.value('doctor:get-profile', {});
    expect(again).toMatchObject({ source: 'saved', profile: SEEDED, fetchedAt: first.fetchedAt });
  });

  it('offline: shows the saved copy with when it was read and why it was not read again', async () => {
    const clock = createFakeClock(Date.parse('2026-11-26T09:00:00Z'));
    app = await startTestCompanion({ clock });
    const read = await app.value('doctor:refresh', {});
    expect(read.fetchedAt).toBe('2026-11-26T09:00:00.000Z');
    clock.advance(3 * 3_600_000);
    app.sandbox.faults.set({ offline: true });
    await app.restart();
    const offline = await app.value('doctor:refresh', {});
    expect(offline).toMatchObject({ source: 'saved', profile: SEEDED });
    expect(offline.fetchedAt).toBe('2026-11-26T09:00:00.000Z');
    expect(offline.problem).toMatch(/^[A-Z].*\.$/);
    app.sandbox.faults.set({ offline: false });
    const back = await app.value('doctor:refresh', {});
    expect(back).toMatchObject({ source: 'platform', fetchedAt: '2026-11-26T12:00:00.000Z' });
  });

  it('offline with nothing saved: says so instead of failing', async () => {
    app = await startTestCompanion();
    app.sandbox.faults.set({ offline: true });
    const none = await app.value('doctor:get-profile', {});
    expect(none.source).toBe('none');
    expect(none.profile).toBeUndefined();
    expect(none.problem).toMatch(/^[A-Z].*\.$/);
  });

  it('keeps the registrations the doctor enters, across a refresh and a restart', async () => {
    app = await startTestCompanion();
    const registrations = [
      { council: 'Karnataka Medical Council', number: 'KMC-48213', year: 2009 },
      { council: 'National Medical Commission', number: 'NMC-0042' },
    ];
    const saved = await app.value('doctor:set-registrations', { registrations });
    expect(saved.registrations).toEqual(registrations);
    await app.value('doctor:refresh', {});
    await app.restart();
    expect((await app.value('doctor:get-profile', {})).registrations).toEqual(registrations);
    const refused = await app.call('doctor:set-registrations', {
      registrations: [{ council: 'K', number: '' }],
    });
    expect(refused.ok).toBe(false);
  });
});
