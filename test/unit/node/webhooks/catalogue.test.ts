import { describe, expect, it } from 'vitest';
import deliveries from '../../../../spec/published/webhook-deliveries.json';
import samples from '../../../../spec/published/webhook-samples.json';
import { WEBHOOK_EVENT_NAMES } from '../../../../src/shared/webhook';
import { buildEventCatalogue, eventNameOf } from '../../../../src/shared/webhooks/catalogue';

const catalogue = buildEventCatalogue(deliveries, samples);
const byName = new Map(catalogue.map((kind) => [kind.name, kind]));

describe('the event catalogue, from the published deliveries', () => {
  it('holds every event named in the published files, the contract’s six among them', () => {
    const text = JSON.stringify(deliveries);
    const named = new Set(
      [...text.matchAll(/"([a-z_]+(?:\.[a-z_]+)+)"/g)]
        .map((m) => m[1]!)
        .filter((name) => !name.includes('eka')),
    );
    for (const name of named) expect(byName.has(name), name).toBe(true);
    for (const name of WEBHOOK_EVENT_NAMES) expect(byName.has(name), name).toBe(true);
    for (const name of [
      'appointment.reminder_instant',
      'appointment.followup_reminder_instant',
      'vaccination.reminder',
      'receipt.deleted',
      'appointment.statuschange',
      'v2rx.completed',
    ]) {
      expect(byName.has(name), name).toBe(true);
    }
    expect(catalogue.length).toBe(new Set(catalogue.map((k) => k.name)).size);
  });

  it('groups by the payload’s service, else the name’s first word', () => {
    expect(byName.get('receipt_payment.requested')?.service).toBe('appointment');
    expect(byName.get('ipd_admissions.updated')?.service).toBe('ipd');
    expect(byName.get('schedule.stop_practice')?.service).toBe('schedule');
    expect(byName.get('v2rx.completed')?.service).toBe('scribe');
  });

  it('gives each event a sample that names it, and marks those carrying patient data', () => {
    for (const kind of catalogue) expect(eventNameOf(kind.sample), kind.name).toBe(kind.name);
    expect(byName.get('receipt.created')).toMatchObject({
      source: 'webhook-samples.json',
      eventField: 'event_type',
      carriesPatientData: true,
    });
    expect(byName.get('receipt.deleted')?.carriesPatientData).toBe(true);
    expect(byName.get('prescription.updated')?.sample).toMatchObject({
      event: 'prescription.updated',
      data: { action: 'updated' },
    });
  });
});
