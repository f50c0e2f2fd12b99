import { describe, expect, it } from 'vitest';
import {
  DIAGNOSTIC_SETTINGS,
  settingsForDiagnostics,
} from '../../../../src/main/core/app/diagnostic-settings';

const row = (key: string, value: string | undefined, secret = false) => ({ key, value, secret });
const shown = (rows: ReturnType<typeof row>[]) => {
  const { listed } = settingsForDiagnostics(rows);
  return Object.fromEntries(Object.entries(listed).map(([key, entry]) => [key, entry.value]));
};

describe('settings in the diagnostics bundle', () => {
  it('lists every named setting with what it is, unset ones as not set', () => {
    const { listed, notListed } = settingsForDiagnostics([]);
    expect(Object.keys(listed)).toEqual(Object.keys(DIAGNOSTIC_SETTINGS));
    expect(
      Object.values(listed).every((entry) => entry.what !== '' && entry.value === 'not set'),
    ).toBe(true);
    expect(notListed).toBe(0);
  });

  it('shows typed text only as set or its length, choices only when known, secrets as set', () => {
    expect(
      shown([
        row('platform.base_url', 'https://api.clinic.example/v1?token=abc'),
        row('platform.client_id', 'Zoya Hassan'),
        row('platform.client_secret', undefined, true),
        row('consultation.consent_text', 'Zoya Hassan 1990'),
        row('profile.extras', '{"name":"Zoya"}'),
        row('recording.model', 'Zoya'),
        row('documents.upload_form', 'multipart'),
        row('recording.templates', '["Zoya_Hassan","soap"]'),
        row('recording.language-hint', '["en","Zoya"]'),
        row('local-data.vacuumed-at', '1764327950123'),
        row('profile.extras_saved_at', 'Zoya'),
      ]),
    ).toMatchObject({
      'platform.base_url': 'set: https, another computer',
      'platform.client_id': 'set',
      'platform.client_secret': '[secret: set]',
      'consultation.consent_text': 'set, 16 characters',
      'profile.extras': 'set, 15 characters',
      'recording.model': 'set, not a known value',
      'documents.upload_form': 'multipart',
      'recording.templates': '2 chosen',
      'recording.language-hint': 'set, not readable',
      'local-data.vacuumed-at': '2025-11-28T11:05:50.123Z',
      'profile.extras_saved_at': 'set, not a time',
    });
  });

  it('counts the settings it does not name, and shows neither their names nor their values', () => {
    const result = settingsForDiagnostics([
      row('printout.letterhead', 'Dr Anita, Zoya Hassan'),
      row('draft.Zoya Hassan', 'x'),
      row('recording.model', 'pro'),
    ]);
    expect(result.notListed).toBe(2);
    expect(JSON.stringify(result)).not.toMatch(/Zoya|letterhead|Anita/);
  });
});
