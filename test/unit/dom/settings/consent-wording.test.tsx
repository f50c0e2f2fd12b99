import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ConsentWordingSection } from '../../../../src/renderer/src/settings/ConsentWordingSection';
import { DEFAULT_CONSENT_TEXT } from '../../../../src/shared/consultation-view';
import { installFakeCompanion } from '../fixtures';

describe('the consent wording in Settings', () => {
  it('shows the words in use, refuses words too short to inform, and saves new ones', async () => {
    const fake = installFakeCompanion();
    render(<ConsentWordingSection />);
    const field = await screen.findByDisplayValue(DEFAULT_CONSENT_TEXT);
    const user = userEvent.setup();
    await user.clear(field);
    await user.type(field, 'OK?');
    await user.click(screen.getByRole('button', { name: 'Save the consent wording' }));
    expect(await screen.findByText(/too short to tell a patient/)).toBeTruthy();
    expect(fake.saveConsultationSettings).not.toHaveBeenCalled();
    expect(document.activeElement).toBe(field);
    await user.clear(field);
    await user.type(field, 'I agree to my consultation being recorded for my notes.');
    await user.click(screen.getByRole('button', { name: 'Save the consent wording' }));
    expect(fake.saveConsultationSettings).toHaveBeenCalledWith({
      consentText: 'I agree to my consultation being recorded for my notes.',
    });
    expect(await screen.findByText('Saved: new consents use these words.')).toBeTruthy();
  });
});
