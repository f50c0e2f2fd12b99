import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ProfileExtrasSection } from '../../../../../src/renderer/src/settings/extras/ProfileExtrasSection';
import { failResult, installFakeCompanion, okResult } from '../../fixtures';

const field = () => screen.getByLabelText<HTMLTextAreaElement>('Profile extras');

describe('ProfileExtrasSection', () => {
  it('loads the saved extras, saves an edit, and shows when it was saved', async () => {
    const fake = installFakeCompanion({
      getProfileExtras: () => okResult({ extras: { clinic: 'Sunrise' }, ignored: [] }),
    });
    render(<ProfileExtrasSection />);
    await waitFor(() => expect(field().value).toContain('"clinic": "Sunrise"'));
    fireEvent.change(field(), { target: { value: '{"clinic":"Sunrise","_draft":1,"beds":12}' } });
    await userEvent.click(screen.getByRole('button', { name: 'Save extras' }));
    await waitFor(() => expect(screen.getByText(/Extras saved\./)).toBeTruthy());
    // The editor drops `_` keys before anything is sent.
    expect(fake.saveProfileExtras).toHaveBeenCalledWith({
      extras: { clinic: 'Sunrise', beds: 12 },
    });
  });

  it('sends nothing while the text breaks a rule', async () => {
    const fake = installFakeCompanion();
    render(<ProfileExtrasSection />);
    await waitFor(() => expect(field().value).toBe('{}'));
    fireEvent.change(field(), { target: { value: '{"tags":[[1]]}' } });
    await userEvent.click(screen.getByRole('button', { name: 'Save extras' }));
    expect(fake.saveProfileExtras).not.toHaveBeenCalled();
  });

  it('shows the core refusal, key by key, and keeps the text', async () => {
    installFakeCompanion({
      saveProfileExtras: () =>
        Promise.resolve({
          ok: false,
          error: {
            code: 'INVALID_ARGUMENT',
            message: 'The extras were not saved: one key breaks the platform rules.',
            fields: { 'extras.a': '“a” is refused for a test.' },
          },
        }),
    });
    render(<ProfileExtrasSection />);
    await waitFor(() => expect(field().value).toBe('{}'));
    fireEvent.change(field(), { target: { value: '{"a":1}' } });
    await userEvent.click(screen.getByRole('button', { name: 'Save extras' }));
    await waitFor(() => expect(screen.getByText('“a” is refused for a test.')).toBeTruthy());
    expect(field().value).toBe('{"a":1}');
  });

  it('says when the saved extras cannot be loaded', async () => {
    installFakeCompanion({ getProfileExtras: () => failResult('INTERNAL', 'Something failed.') });
    render(<ProfileExtrasSection />);
    await waitFor(() => expect(screen.getByText('Something failed.')).toBeTruthy());
  });
});
