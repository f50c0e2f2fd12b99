import { afterEach, describe, expect, it } from 'vitest';
import {
  NO_ATTEMPTS_LEFT,
  OTP_IN_FLIGHT,
  coolDownMessage,
} from '../../../src/main/core/abdm/otp-guard';
import { ABDM_REGISTRATION } from '../../../src/main/core/platform/abdm-api';
import { verhoeffCheckDigit } from '../../../src/shared/aadhaar';
import {
  ABHA_CONSENT_VERSION,
  OTP_MAX_ATTEMPTS,
  OTP_RESEND_WAIT_MS,
  SANDBOX_OTPS,
} from '../../../src/shared/abha-registration';
import { createCountingFetch } from '../../helpers/counting-fetch';
import { startTestCompanion, type TestCompanion } from '../../helpers/companion';
import { createFakeClock } from '../../helpers/fake-clock';
import { startNotOfferedProxy } from '../../helpers/not-offered-proxy';

/*
 * The app's own guards on ABHA registration (src/main/core/abdm/otp-guard.ts), over real HTTP to
 * the sandbox, counting the calls that reach the platform.
 */

const AADHAAR = `23412341234${verhoeffCheckDigit('23412341234')}`;
const INIT = `${ABDM_REGISTRATION}/aadhaar/init`;
const VERIFY = `${ABDM_REGISTRATION}/aadhaar/verify`;
const RESEND = `${ABDM_REGISTRATION}/aadhaar/resend`;
const MOBILE_RESEND = `${ABDM_REGISTRATION}/aadhaar/mobile/resend`;

let app: TestCompanion | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

async function started(options: Parameters<typeof startTestCompanion>[0] = {}) {
  const clock = createFakeClock(Date.now());
  const fetch = createCountingFetch();
  app = await startTestCompanion({ clock, fetch, sandbox: { now: () => clock.now() }, ...options });
  const patient = await app.value('patients:create', {
    name: 'Meera Iyer',
    sex: 'female',
    birthDate: '1990-04-12',
    mobile: '9845012345',
  });
  const start = {
    patientId: patient.id,
    consentVersion: ABHA_CONSENT_VERSION as typeof ABHA_CONSENT_VERSION,
    aadhaar_number: AADHAAR,
  };
  return { app, clock, fetch, patientId: patient.id, start };
}

describe('ABHA OTP checks, one at a time per registration', () => {
  it('ten parallel wrong OTPs: one reaches the platform, nine are refused in words, the count says 2 left once', async () => {
    const { app, fetch, patientId, start } = await started();
    await app.value('abdm:registration-start', start);
    const wrong = { patientId, otp: '111111', mobile: '9999999999' };
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => app.call('abdm:registration-verify-otp', wrong)),
    );
    expect(fetch.count(VERIFY)).toBe(1);
    const messages = answers.map((a) => (a.ok ? 'ok' : a.error.message));
    expect(messages.filter((m) => m === OTP_IN_FLIGHT)).toHaveLength(9);
    expect(messages.filter((m) => /2 attempts left/.test(m))).toHaveLength(1);
    expect(await app.value('abdm:registration-get', { patientId })).toMatchObject({
      step: 'otp',
      attemptsLeft: 2,
    });
    // Once the answer is in, the next check goes through and counts on from the local count.
    const next = await app.call('abdm:registration-verify-otp', wrong);
    expect(next.ok ? '' : next.error.message).toMatch(/1 attempt left/);
    expect(fetch.count(VERIFY)).toBe(2);
  });

  it('after the third wrong OTP the platform ends it; a fourth never leaves the app', async () => {
    const { app, fetch, patientId, start } = await started();
    await app.value('abdm:registration-start', start);
    const wrong = { patientId, otp: '111111', mobile: '9999999999' };
    for (let i = 0; i < OTP_MAX_ATTEMPTS; i += 1) {
      await app.call('abdm:registration-verify-otp', wrong);
    }
    expect(fetch.count(VERIFY)).toBe(OTP_MAX_ATTEMPTS);
    const fourth = await app.call('abdm:registration-verify-otp', wrong);
    expect(fourth).toMatchObject({ ok: false, error: { code: 'NOT_FOUND' } });
    expect(fetch.count(VERIFY)).toBe(OTP_MAX_ATTEMPTS);
  });

  it('a platform that keeps answering "wrong OTP": refused here once the local count is spent, until a new OTP', async () => {
    // In front of the sandbox: the verify route always answers the platform's OTP_INVALID.
    const { app, clock, fetch, patientId, start } = await started({
      front: (sandbox) =>
        startNotOfferedProxy(sandbox.url, [], {
          handles: (path) => path === VERIFY,
          answer: () => ({
            status: 400,
            json: { error: { message: 'Invalid OTP.', code: 'OTP_INVALID' } },
          }),
        }),
    });
    await app.value('abdm:registration-start', start);
    const wrong = { patientId, otp: '111111', mobile: '9999999999' };
    const lefts: number[] = [];
    for (let i = 0; i < OTP_MAX_ATTEMPTS; i += 1) {
      await app.call('abdm:registration-verify-otp', wrong);
      lefts.push((await app.value('abdm:registration-get', { patientId }))!.attemptsLeft);
    }
    expect(lefts).toEqual([2, 1, 0]);
    expect(fetch.count(VERIFY)).toBe(OTP_MAX_ATTEMPTS);
    const over = await app.call('abdm:registration-verify-otp', wrong);
    expect(over).toEqual({
      ok: false,
      error: { code: 'REJECTED', message: NO_ATTEMPTS_LEFT, fields: { otp: NO_ATTEMPTS_LEFT } },
    });
    expect(fetch.count(VERIFY)).toBe(OTP_MAX_ATTEMPTS);
    // A new OTP gives the attempts back.
    clock.advance(OTP_RESEND_WAIT_MS);
    expect(await app.value('abdm:registration-resend', { patientId })).toMatchObject({
      attemptsLeft: OTP_MAX_ATTEMPTS,
    });
    await app.call('abdm:registration-verify-otp', wrong);
    expect(fetch.count(VERIFY)).toBe(OTP_MAX_ATTEMPTS + 1);
  });
});

describe('Aadhaar OTP sends for one patient wait out a cool-down', () => {
  it('five back-to-back starts send one OTP; the wait is said in seconds, and ends at 60 s', async () => {
    const { app, clock, fetch, patientId, start } = await started();
    const first = await app.value('abdm:registration-start', start);
    const refusals = [];
    for (let i = 0; i < 4; i += 1) refusals.push(await app.call('abdm:registration-start', start));
    expect(fetch.count(INIT)).toBe(1);
    expect(refusals.map((r) => (r.ok ? 'ok' : r.error.message))).toEqual(
      Array.from({ length: 4 }, () => coolDownMessage(OTP_RESEND_WAIT_MS)),
    );
    expect(coolDownMessage(OTP_RESEND_WAIT_MS)).toBe(
      'An Aadhaar OTP was sent for this patient less than a minute ago. Another can be sent in 60 seconds; ask the patient to check their phone meanwhile.',
    );
    // The registration under way is untouched by the refused starts.
    expect(await app.value('abdm:registration-get', { patientId })).toMatchObject({
      step: 'otp',
      resendAt: first.resendAt,
    });
    clock.advance(OTP_RESEND_WAIT_MS - 1_000);
    const late = await app.call('abdm:registration-start', start);
    expect(late.ok ? '' : late.error.message).toMatch(/can be sent in 1 second;/);
    clock.advance(999);
    const edge = await app.call('abdm:registration-start', start);
    expect(edge.ok ? '' : edge.error.message).toMatch(/can be sent in 1 second;/);
    expect(fetch.count(INIT)).toBe(1);
    clock.advance(1);
    expect(await app.value('abdm:registration-start', start)).toMatchObject({ step: 'otp' });
    expect(fetch.count(INIT)).toBe(2);
  });

  it('parallel starts send one OTP; a resend of the Aadhaar OTP starts the cool-down again; cancelling skips nothing', async () => {
    const { app, clock, fetch, patientId, start } = await started();
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => app.call('abdm:registration-start', start)),
    );
    expect(answers.filter((a) => a.ok)).toHaveLength(1);
    expect(answers.filter((a) => !a.ok && a.error.message === OTP_IN_FLIGHT)).toHaveLength(4);
    expect(fetch.count(INIT)).toBe(1);

    clock.advance(OTP_RESEND_WAIT_MS);
    await app.value('abdm:registration-resend', { patientId });
    expect(fetch.count(RESEND)).toBe(1);
    await app.value('abdm:registration-cancel', { patientId });
    clock.advance(30_000);
    const again = await app.call('abdm:registration-start', start);
    expect(again.ok ? '' : again.error.message).toMatch(/can be sent in 30 seconds;/);
    expect(fetch.count(INIT)).toBe(1);
    clock.advance(30_000);
    expect(await app.value('abdm:registration-start', start)).toMatchObject({
      step: 'otp',
      attemptsLeft: OTP_MAX_ATTEMPTS,
      trialOtp: SANDBOX_OTPS.aadhaar,
    });
    expect(fetch.count(INIT)).toBe(2);
  });
});

describe('Resend OTP waits out its 60 s at each step', () => {
  const tooSoon = (wait: string) => ({
    ok: false,
    error: { code: 'INVALID_ARGUMENT', message: `Another OTP can be asked for in ${wait}.` },
  });

  it('refused 1 ms before the 60 s and sent at them, for the Aadhaar OTP and for the mobile OTP; only the Aadhaar one starts the cool-down', async () => {
    const { app, clock, fetch, patientId, start } = await started();
    await app.value('abdm:registration-start', start);
    clock.advance(OTP_RESEND_WAIT_MS - 1);
    expect(await app.call('abdm:registration-resend', { patientId })).toEqual(tooSoon('1 second'));
    expect(fetch.count(RESEND)).toBe(0);
    clock.advance(1);
    expect(await app.value('abdm:registration-resend', { patientId })).toMatchObject({
      step: 'otp',
      resendAt: clock.now() + OTP_RESEND_WAIT_MS,
    });
    expect(fetch.count(RESEND)).toBe(1);

    // A mobile other than Aadhaar's has an OTP of its own, resent on its own route after its wait.
    const mobile = { patientId, otp: SANDBOX_OTPS.aadhaar, mobile: '9876543210' };
    expect(await app.value('abdm:registration-verify-otp', mobile)).toMatchObject({
      step: 'mobile',
    });
    expect(await app.call('abdm:registration-resend', { patientId })).toEqual(
      tooSoon('60 seconds'),
    );
    clock.advance(OTP_RESEND_WAIT_MS - 1);
    expect(await app.call('abdm:registration-resend', { patientId })).toEqual(tooSoon('1 second'));
    expect(fetch.count(MOBILE_RESEND)).toBe(0);
    clock.advance(1);
    expect(await app.value('abdm:registration-resend', { patientId })).toMatchObject({
      step: 'mobile',
      attemptsLeft: OTP_MAX_ATTEMPTS,
      trialOtp: SANDBOX_OTPS.mobile,
    });
    expect([fetch.count(MOBILE_RESEND), fetch.count(RESEND)]).toEqual([1, 1]);
    expect(
      await app.value('abdm:registration-verify-mobile', { patientId, otp: SANDBOX_OTPS.mobile }),
    ).toMatchObject({ step: 'address' });

    // The Aadhaar OTP went 60 s ago and the mobile OTP is not one: a new start is not held back.
    await app.value('abdm:registration-cancel', { patientId });
    expect(await app.value('abdm:registration-start', start)).toMatchObject({ step: 'otp' });
    expect(fetch.count(INIT)).toBe(2);
  });
});
