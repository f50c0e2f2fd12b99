import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { PrescriptionSendingSection } from '../../../../src/renderer/src/settings/PrescriptionSendingSection';
import { failResult, installFakeCompanion, okResult } from '../fixtures';

const box = () =>
  screen.getByRole<HTMLInputElement>('checkbox', {
    name: 'Send the structured prescription to /dr/v1/prescription (not published)',
  });

describe('PrescriptionSendingSection', () => {
  it('shows the structured PUT off by default, named as an assumption', async () => {
    installFakeCompanion({ getPadSettings: () => okResult({ sendStructured: false }) });
    render(<PrescriptionSendingSection />);
    await waitFor(() => expect(box().checked).toBe(false));
    const hint = document.getElementById(box().getAttribute('aria-describedby')!);
    expect(hint?.textContent).toMatch(/An assumption: the platform publishes no route/);
  });

  it('saves a change at once and says what it means', async () => {
    const fake = installFakeCompanion({
      getPadSettings: () => okResult({ sendStructured: false }),
      savePadSettings: ({ sendStructured }) => okResult({ sendStructured }),
    });
    render(<PrescriptionSendingSection />);
    await waitFor(() => expect(box().checked).toBe(false));
    await userEvent.setup().click(box());
    expect(fake.savePadSettings).toHaveBeenCalledWith({ sendStructured: true });
    await screen.findByText(/also go to \/dr\/v1\/prescription/);
    expect(box().checked).toBe(true);
  });

  it('keeps showing what is saved when a save fails, and says why', async () => {
    installFakeCompanion({
      getPadSettings: () => okResult({ sendStructured: false }),
      savePadSettings: () => failResult('DISK_FULL', 'The disk is full.'),
    });
    render(<PrescriptionSendingSection />);
    await waitFor(() => expect(box().checked).toBe(false));
    await userEvent.setup().click(box());
    await screen.findByText(/This setting was not saved\. The disk is full\./);
    expect(box().checked).toBe(false);
  });
});
