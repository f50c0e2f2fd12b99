import { fireEvent, render, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { RecordingSettingsForm } from '../../../../src/renderer/src/recording/RecordingSettingsForm';
import { useRecordingStore } from '../../../../src/renderer/src/stores/recordingStore';
import { installFakeCompanion, makeVoiceCatalogue } from '../fixtures';

const SETTINGS = { model: 'lite' as const, templates: [], languageHint: [], maxChunkMs: 20_000 };

describe('RecordingSettingsForm', () => {
  beforeEach(() => {
    useRecordingStore.setState(useRecordingStore.getInitialState(), true);
    useRecordingStore.setState({ settings: SETTINGS, catalogue: makeVoiceCatalogue() });
  });

  it('offers the platform’s templates by title, at most two, and saves their ids', async () => {
    const companion = installFakeCompanion();
    render(<RecordingSettingsForm />);
    const templates = screen.getByRole('group', { name: /Templates/ });
    fireEvent.click(within(templates).getByLabelText(/Clinical Notes/));
    fireEvent.click(within(templates).getByLabelText(/EMR prescription draft/));
    // The third is disabled once two are chosen, and the hint says why.
    expect(within(templates).getByLabelText<HTMLInputElement>(/Discharge Summary/).disabled).toBe(
      true,
    );
    expect(screen.getByText('2 templates chosen: untick one to choose another.')).toBeTruthy();
    fireEvent.click(screen.getByLabelText(/^Professional/));
    fireEvent.click(screen.getByLabelText('Tamil'));
    fireEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    await screen.findByText('Saved. New recordings use these settings.');
    expect(companion.saveRecordingSettings).toHaveBeenCalledWith({
      model: 'pro',
      templates: ['clinical_notes_template', 'eka_emr_template'],
      languageHint: ['ta'],
    });
  });

  it('warns when the chosen model does not speak a chosen language, naming one that does', () => {
    installFakeCompanion();
    render(<RecordingSettingsForm />);
    fireEvent.click(screen.getByLabelText('Tamil'));
    expect(
      screen.getByText('Lite does not transcribe Tamil. Choose Professional, or another language.'),
    ).toBeTruthy();
    fireEvent.click(screen.getByLabelText(/^Professional/));
    expect(screen.queryByText(/does not transcribe/)).toBeNull();
    // Detecting the language automatically stands alone.
    fireEvent.click(screen.getByLabelText('Detect automatically'));
    expect(screen.getByLabelText<HTMLInputElement>('Tamil').checked).toBe(false);
    fireEvent.click(screen.getByLabelText('Hindi'));
    expect(screen.getByLabelText<HTMLInputElement>('Detect automatically').checked).toBe(false);
  });

  it('keeps a saved template the platform no longer lists visible, so it can be unticked', () => {
    installFakeCompanion();
    useRecordingStore.setState({ settings: { ...SETTINGS, templates: ['old_soap'] } });
    render(<RecordingSettingsForm />);
    const old = screen.getByLabelText<HTMLInputElement>(/old_soap/);
    expect(old.checked).toBe(true);
    expect(screen.getByText(/No longer in the platform’s list/)).toBeTruthy();
  });

  it('falls back to typed ids when the platform’s list cannot be read, and says so', async () => {
    const companion = installFakeCompanion({
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
    useRecordingStore.setState({
      catalogue: makeVoiceCatalogue({
        templates: [],
        fetchedAt: undefined,
        stale: 'This computer is offline.',
      }),
    });
    render(<RecordingSettingsForm />);
    expect(
      screen.getByText('Showing the published defaults: This computer is offline.'),
    ).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/Templates/), { target: { value: 'soap, bad id!' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(
      await screen.findByText('Templates: must be 1 to 64 letters, digits, ., - or _.'),
    ).toBeTruthy();
    expect(screen.getByLabelText(/Templates/).getAttribute('aria-invalid')).toBe('true');
    // What was typed stays in the field to be corrected.
    expect(screen.getByLabelText<HTMLInputElement>(/Templates/).value).toBe('soap, bad id!');
    expect(companion.saveRecordingSettings).toHaveBeenCalledWith({
      model: 'lite',
      templates: ['soap', 'bad id!'],
      languageHint: [],
    });
  });
});
