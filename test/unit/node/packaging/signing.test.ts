import { describe, expect, it } from 'vitest';
import { signingPlan } from '../../../../build/signing';

describe('signing, decided by the environment', () => {
  it('skips Windows signing with the reason when no certificate is set', () => {
    const plan = signingPlan('win', {});
    expect(plan.sign).toBe(false);
    expect(plan.notes.join(' ')).toMatch(/not signing, because neither WIN_CSC_LINK nor CSC_LINK/);
  });

  it('signs Windows with WIN_CSC_LINK or CSC_LINK, and says when there is no password', () => {
    expect(signingPlan('win', { WIN_CSC_LINK: 'cert.pfx', CSC_KEY_PASSWORD: 'p' })).toMatchObject({
      sign: true,
      notes: [
        'Windows: signing with the certificate in WIN_CSC_LINK.',
        expect.stringMatching(/against the publisher named in the certificate's subject/),
      ],
    });
    const noPassword = signingPlan('win', { CSC_LINK: 'cert.pfx' });
    expect(noPassword.sign).toBe(true);
    expect(noPassword.notes[0]).toMatch(/CSC_LINK, with no CSC_KEY_PASSWORD/);
    expect(signingPlan('win', { CSC_LINK: '  ' }).sign).toBe(false);
  });

  it('neither signs nor notarizes macOS without a certificate, even with Apple credentials', () => {
    const plan = signingPlan('mac', {
      APPLE_ID: 'a@b.c',
      APPLE_APP_SPECIFIC_PASSWORD: 'x',
      APPLE_TEAM_ID: 'T',
    });
    expect(plan).toMatchObject({ sign: false, notarize: false });
    expect(plan.notes[0]).toMatch(/neither CSC_LINK nor CSC_NAME/);
  });

  it('signs but does not notarize macOS when the Apple credentials are missing or incomplete', () => {
    const none = signingPlan('mac', { CSC_LINK: 'id.p12' });
    expect(none).toMatchObject({ sign: true, notarize: false });
    expect(none.notes[1]).toMatch(/no Apple credentials are set/);
    const partial = signingPlan('mac', { CSC_NAME: 'Developer ID', APPLE_ID: 'a@b.c' });
    expect(partial).toMatchObject({ sign: true, notarize: false });
    expect(partial.notes[1]).toMatch(/incomplete \(APPLE_ID set/);
  });

  it('notarizes macOS with an App Store Connect API key or an Apple ID set', () => {
    const apiKey = { APPLE_API_KEY: 'k.p8', APPLE_API_KEY_ID: 'K', APPLE_API_ISSUER: 'I' };
    expect(signingPlan('mac', { CSC_LINK: 'id.p12', ...apiKey })).toMatchObject({
      sign: true,
      notarize: true,
    });
    const appleId = { APPLE_ID: 'a@b.c', APPLE_APP_SPECIFIC_PASSWORD: 'x', APPLE_TEAM_ID: 'T' };
    const plan = signingPlan('mac', { CSC_LINK: 'id.p12', ...appleId });
    expect(plan.notarize).toBe(true);
    expect(plan.notes[1]).toBe(
      'macOS: notarizing with APPLE_ID, APPLE_APP_SPECIFIC_PASSWORD, APPLE_TEAM_ID.',
    );
  });

  it('never signs Linux packages, and says so', () => {
    expect(signingPlan('linux', { CSC_LINK: 'x' })).toMatchObject({ sign: false, notarize: false });
  });
});
