import { fireEvent, render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { RecordingSettingsForm } from '../../../../src/renderer/src/recording/RecordingSettingsForm';
import { useRecordingStore } from '../../../../src/renderer/src/stores/recordingStore';
import { installFakeCompanion, okResult } from '../fixtures';

describe('RecordingSettingsForm', () => {
  beforeEach(() => {
    useRecordingStore.setState(useRecordingStore.getInitialState(), true);
    useRecordingStore.setState({ settings: { model: 'lite', templates: [], maxChunkMs: 20_000 } });
  });

  it('names what is wrong with a template id the core refuses', async () => {
    installFakeCompanion({
      saveRecordingSettings: () =>
        Promise.resolve({
          ok: false,
          error: {
            code: 'INVALID_ARGUMENT',
            message: 'Some of the input is not valid.',
            fields: { 'templates.1': 'must be 1 to 64 letters, digits, ., - or _' },
          },
        }),
    });
    render(<RecordingSettingsForm />);
    fireEvent.change(screen.getByLabelText(/Templates/), { target: { value: 'soap, bad id!' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(
      await screen.findByText('Templates: must be 1 to 64 letters, digits, ., - or _.'),
    ).toBeTruthy();
    expect(screen.getByLabelText(/Templates/).getAttribute('aria-invalid')).toBe('true');
    // What was typed stays in the field to be corrected.
    expect(screen.getByLabelText<HTMLInputElement>(/Templates/).value).toBe('soap, bad id!');
  });

  it('saves the model and the template ids as a list', async () => {
    const companion = installFakeCompanion({
      saveRecordingSettings: ({ model, templates }) =>
        okResult({ model, templates, maxChunkMs: 20_000 }),
    });
    render(<RecordingSettingsForm />);
    fireEvent.click(screen.getByLabelText(/^pro/));
    fireEvent.change(screen.getByLabelText(/Templates/), {
      target: { value: ' soap ,, referral ' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    await screen.findByText('Saved. New recordings use these settings.');
    expect(companion.saveRecordingSettings).toHaveBeenCalledWith({
      model: 'pro',
      templates: ['soap', 'referral'],
    });
  });
});
