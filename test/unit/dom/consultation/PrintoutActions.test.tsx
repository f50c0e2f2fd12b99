import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { PrintoutActions } from '../../../../src/renderer/src/consultation/PrintoutActions';
import { failResult, installFakeCompanion, okResult } from '../fixtures';

describe('the consultation’s printout', () => {
  it('saves a PDF on the paper chosen and says where, with what it lacks', async () => {
    const fake = installFakeCompanion({
      savePrintoutPdf: () =>
        okResult({
          outcome: 'saved',
          file: '/home/dr/Documents/prescription-2025-03-05-A5.pdf',
          gaps: [
            'No registration number is entered (Settings, Doctor): a prescription must show it.',
          ],
        }),
    });
    render(<PrintoutActions padId="pad-1" />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('radio', { name: 'A5' }));
    await user.click(screen.getByRole('button', { name: 'Save PDF' }));
    expect(fake.savePrintoutPdf).toHaveBeenCalledWith({ padId: 'pad-1', paper: 'A5' });
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toBe(
        'Saved as PDF: /home/dr/Documents/prescription-2025-03-05-A5.pdf',
      ),
    );
    expect(screen.getByRole('list', { name: 'What the printout lacks' }).textContent).toContain(
      'No registration number is entered',
    );
  });

  it('prints on A4 by default, and says why when it could not', async () => {
    const fake = installFakeCompanion({
      printPrintout: () => failResult('INTERNAL', 'No printer is set up on this computer.'),
    });
    render(<PrintoutActions padId="pad-1" />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Print' }));
    expect(fake.printPrintout).toHaveBeenCalledWith({ padId: 'pad-1', paper: 'A4' });
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toContain(
        'The prescription was not printed: No printer is set up on this computer.',
      ),
    );
  });
});
