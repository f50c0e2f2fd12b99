import { describe, expect, it } from 'vitest';
import { startPrintoutFeature } from '../../../../src/main/core/printout/printout-feature';
import type { PrintoutDeps } from '../../../../src/main/core/printout/printout-module';
import type { PadAlertsView, PatientAlerts } from '../../../../src/shared/patient-alerts';
import type { PrintoutStatus } from '../../../../src/shared/printout/printout-input';
import { letterheadOf } from '../../../../src/shared/printout/printout-letterhead';

/*
 * The printout feature with the pads and doctor features answered here: which allergies a
 * finalized pad prints, and the gap it reports when those of its day were not kept.
 */

const letterhead = letterheadOf({
  profile: { id: 'd1', name: 'Dr. Meera Iyer', degrees: ['MBBS'], clinics: [] },
  registrations: [{ council: 'Karnataka Medical Council', number: 'KMC-48213' }],
});

function feature(status: PrintoutStatus, alerts: PadAlertsView) {
  const deps: PrintoutDeps = {
    pad: () =>
      Promise.resolve({
        pad: { createdAt: '2026-11-26T06:00:00Z', findings: [], procedures: [], vitals: [] },
        status,
        letterhead,
        alerts,
      }),
    patientOfPad: () => ({
      id: 'p1',
      name: 'Asha Rao',
      sex: 'female',
      ageYears: 34,
      ageText: '34 Years',
      delivery: 'sent',
    }),
    doctor: {
      saved: () => Promise.resolve({ registrations: [] }),
      signatureImage: () => Promise.resolve(undefined),
    },
  };
  return startPrintoutFeature(deps).handlers['printout:html'];
}

const NKDA: PatientAlerts = { allergyStatus: 'none-known', allergies: [], conditions: [] };

describe('the allergies a printout prints', () => {
  it('a finalized pad with its day’s allergies kept prints them, and reports no gap', async () => {
    const html = feature('finalized', { alerts: NKDA, asOf: 'finalize' });
    const view = await html({ padId: 'x', paper: 'A4' });
    expect(view.html).toContain('NKDA: no known drug allergies');
    expect(view.gaps).toEqual([]);
  });

  it('a finalized pad without them prints today’s and says so', async () => {
    const html = feature('finalized', { alerts: NKDA, asOf: 'today' });
    const view = await html({ padId: 'x', paper: 'A4' });
    expect(view.html).toContain('NKDA: no known drug allergies');
    expect(view.gaps).toEqual([
      'The allergies of the day this prescription was finalized were not kept; today’s are printed.',
    ]);
  });

  it('a pad whose patient has no alerts at all prints "Allergies: not recorded"', async () => {
    const view = await feature('finalized', { asOf: 'today' })({ padId: 'x', paper: 'A4' });
    expect(view.html).toContain('Allergies: not recorded');
  });
});
