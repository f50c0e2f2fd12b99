import { afterEach, describe, expect, it } from 'vitest';
import { verhoeffCheckDigit } from '../../../src/shared/aadhaar';
import {
  ABHA_CONSENT_VERSION,
  OTP_RESEND_WAIT_MS,
  SANDBOX_OTPS,
} from '../../../src/shared/abha-registration';
import { startTestCompanion, type TestCompanion } from '../../helpers/companion';
import { createFakeClock } from '../../helpers/fake-clock';
import { until } from '../../helpers/until';

const AADHAAR = `23412341234${verhoeffCheckDigit('23412341234')}`;

let app: TestCompanion | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

async function newPatient(companion: TestCompanion): Promise<string> {
  const patient = await companion.value('patients:create', {
    name: 'Meera Iyer',
    sex: 'female',
    birthDate: '1990-04-12',
    mobile: '9845012345',
  });
  return patient.id;
}

describe('ABHA registration from a patient, through the core and the sandbox', () => {
  it('consent, OTP with a wrong attempt, mobile OTP, a taken address then a free one: saved on the patient and sent to the directory', async () => {
    app = await startTestCompanion({ core: { sync: { debounceMs: 5 } } });
    const patientId = await newPatient(app);
    const started = await app.value('abdm:registration-start', {
      patientId,
      consentVersion: ABHA_CONSENT_VERSION,
      aadhaar_number: AADHAAR,
    });
    expect(started).toMatchObject({ step: 'otp', attemptsLeft: 3, trialOtp: SANDBOX_OTPS.aadhaar });
    expect(JSON.stringify(started)).not.toContain(AADHAAR);

    const wrong = await app.call('abdm:registration-verify-otp', {
      patientId,
      otp: '000000',
      mobile: '9876543210',
    });
    expect(wrong).toMatchObject({ ok: false, error: { code: 'REJECTED' } });
    if (!wrong.ok) expect(wrong.error.fields?.otp).toMatch(/not right\. 2 attempts left/);
    // Resumed: the mobile typed is kept, one attempt fewer.
    expect(await app.value('abdm:registration-get', { patientId })).toMatchObject({
      step: 'otp',
      attemptsLeft: 2,
      mobile: '9876543210',
    });

    const mobile = await app.value('abdm:registration-verify-otp', {
      patientId,
      otp: SANDBOX_OTPS.aadhaar,
      mobile: '9876543210',
    });
    expect(mobile).toMatchObject({ step: 'mobile', trialOtp: SANDBOX_OTPS.mobile });
    const address = await app.value('abdm:registration-verify-mobile', {
      patientId,
      otp: SANDBOX_OTPS.mobile,
    });
    expect(address.step).toBe('address');
    expect(address.suggestions.length).toBeGreaterThan(0);

    expect(
      await app.value('abdm:registration-check-address', { patientId, address: 'sandbox.taken' }),
    ).toEqual({ address: 'sandbox.taken@abdm', available: false });
    const taken = await app.call('abdm:registration-create', {
      patientId,
      address: 'sandbox.taken@abdm',
    });
    expect(taken).toMatchObject({ ok: false, error: { code: 'CONFLICT' } });

    const done = await app.value('abdm:registration-create', {
      patientId,
      address: address.suggestions[0]!,
    });
    expect(done).toMatchObject({ step: 'done', abhaAddress: address.suggestions[0] });
    expect(done.abhaNumber).toMatch(/^\d{2}-\d{4}-\d{4}-\d{4}$/);
    expect(await app.value('abdm:registration-get', { patientId })).toBeNull();

    const patient = await app.value('patients:get', { id: patientId });
    expect(patient).toMatchObject({
      abhaAddress: address.suggestions[0],
      abhaNumber: done.abhaNumber,
      abhaConsentAt: expect.any(String) as unknown,
    });
    await until(() => {
      const stored = app!.sandbox
        .patientsCreatedBy(app!.sandbox.options.clientId)
        .find((p) => p.fln === 'Meera Iyer');
      return (
        stored !== undefined &&
        app!.sandbox.patientOf(app!.sandbox.options.clientId, stored.oid)?.abha ===
          address.suggestions[0]
      );
    }, 'the ABHA address to reach the patient directory');
  });

  it('too many wrong OTPs end the registration, and it can be started again after the cool-down', async () => {
    const clock = createFakeClock(Date.now());
    app = await startTestCompanion({ clock, sandbox: { now: () => clock.now() } });
    const patientId = await newPatient(app);
    const start = {
      patientId,
      consentVersion: ABHA_CONSENT_VERSION as typeof ABHA_CONSENT_VERSION,
      aadhaar_number: AADHAAR,
    };
    await app.value('abdm:registration-start', start);
    const wrong = { patientId, otp: '111111', mobile: '9999999999' };
    await app.call('abdm:registration-verify-otp', wrong);
    await app.call('abdm:registration-verify-otp', wrong);
    const third = await app.call('abdm:registration-verify-otp', wrong);
    expect(third).toMatchObject({ ok: false, error: { code: 'REJECTED' } });
    if (!third.ok) expect(third.error.message).toMatch(/Too many wrong OTPs/);
    expect(await app.value('abdm:registration-get', { patientId })).toBeNull();
    // Another Aadhaar OTP waits for the cool-down (otp-guard.ts).
    const soon = await app.call('abdm:registration-start', start);
    expect(soon.ok ? '' : soon.error.message).toMatch(/Another can be sent in 60 seconds/);
    clock.advance(OTP_RESEND_WAIT_MS);
    expect(await app.value('abdm:registration-start', start)).toMatchObject({ step: 'otp' });
    // The linked mobile needs no OTP of its own: straight to the address.
    expect(
      await app.value('abdm:registration-verify-otp', { ...wrong, otp: SANDBOX_OTPS.aadhaar }),
    ).toMatchObject({ step: 'address' });
  });

  it('an expired OTP is said so; resend waits for the platform and then starts the attempts again', async () => {
    const clock = createFakeClock(Date.now());
    app = await startTestCompanion({ clock, sandbox: { now: () => clock.now() } });
    const patientId = await newPatient(app);
    await app.value('abdm:registration-start', {
      patientId,
      consentVersion: ABHA_CONSENT_VERSION,
      aadhaar_number: AADHAAR,
    });
    const early = await app.call('abdm:registration-resend', { patientId });
    expect(early).toMatchObject({ ok: false, error: { code: 'INVALID_ARGUMENT' } });
    if (!early.ok) expect(early.error.message).toMatch(/in 60 seconds/);
    clock.advance(11 * 60_000);
    const expired = await app.call('abdm:registration-verify-otp', {
      patientId,
      otp: SANDBOX_OTPS.aadhaar,
      mobile: '9999999999',
    });
    expect(expired).toMatchObject({ ok: false });
    if (!expired.ok) expect(expired.error.fields?.otp).toMatch(/expired/);
    const again = await app.value('abdm:registration-resend', { patientId });
    expect(again).toMatchObject({ step: 'otp', attemptsLeft: 3 });
    expect(
      await app.value('abdm:registration-verify-otp', {
        patientId,
        otp: SANDBOX_OTPS.aadhaar,
        mobile: '9999999999',
      }),
    ).toMatchObject({ step: 'address' });
  });

  it('offline: said plainly, nothing recorded as started', async () => {
    app = await startTestCompanion();
    const patientId = await newPatient(app);
    app.core.network.setOsOnline(false);
    const result = await app.call('abdm:registration-start', {
      patientId,
      consentVersion: ABHA_CONSENT_VERSION,
      aadhaar_number: AADHAAR,
    });
    expect(result).toMatchObject({ ok: false, error: { code: 'OFFLINE' } });
    expect(await app.value('abdm:registration-get', { patientId })).toBeNull();
  });
});
