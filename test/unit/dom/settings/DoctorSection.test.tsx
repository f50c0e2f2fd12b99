import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { DoctorSection } from '../../../../src/renderer/src/settings/DoctorSection';
import { installFakeCompanion, makeDoctorView, okResult } from '../fixtures';

const NOW = () => new Date('2025-03-05T12:00:00.000Z');

describe('Settings: Doctor', () => {
  it('shows the doctor with degrees, the clinic, the registration and when it was read', async () => {
    installFakeCompanion();
    render(<DoctorSection now={NOW} />);
    const card = await screen.findByRole('region', { name: 'Doctor' });
    await waitFor(() =>
      expect(card.textContent).toContain(
        'Dr. Meera Iyer, MBBS, MD (General Medicine) · General Physician',
      ),
    );
    expect(screen.getByRole('list', { name: 'Clinics' }).textContent).toBe(
      'Jayanagar Family Clinic, 12, 9th Main Road, Jayanagar 4th Block, Bengaluru, Karnataka 560011 · Phone +918026531234',
    );
    expect(card.textContent).toContain('Reg. No. KMC-48213, Karnataka Medical Council, 2009');
    expect(card.textContent).toMatch(/Read from the platform .*\(3 hours ago\)/);
    expect(screen.getByLabelText('Registration number')).toHaveProperty('value', 'KMC-48213');
  });

  it('offline: shows the saved copy with its age and why it was not read again', async () => {
    installFakeCompanion({
      refreshDoctorProfile: () =>
        okResult(makeDoctorView({ problem: 'The platform cannot be reached.' })),
    });
    render(<DoctorSection now={NOW} />);
    await userEvent
      .setup()
      .click(await screen.findByRole('button', { name: 'Read again from the platform' }));
    await waitFor(() =>
      expect(screen.getByRole('region', { name: 'Doctor' }).textContent).toContain(
        'Showing the copy saved on this computer 3 hours ago: The platform cannot be reached.',
      ),
    );
  });

  it('saves the registration as typed, and refuses a year that is not one', async () => {
    const fake = installFakeCompanion({
      getDoctorProfile: () => okResult(makeDoctorView({ registrations: [] })),
    });
    render(<DoctorSection now={NOW} />);
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Medical council'), 'Karnataka Medical Council');
    await user.type(screen.getByLabelText('Registration number'), 'KMC-48213');
    await user.type(screen.getByLabelText('Year of registration (optional)'), '09');
    await user.click(screen.getByRole('button', { name: 'Save registration' }));
    expect(screen.getByText('Type the year as four digits, e.g. 2009.')).toBeTruthy();
    expect(fake.setDoctorRegistrations).not.toHaveBeenCalled();
    await user.clear(screen.getByLabelText('Year of registration (optional)'));
    await user.type(screen.getByLabelText('Year of registration (optional)'), '2009');
    await user.click(screen.getByRole('button', { name: 'Save registration' }));
    expect(fake.setDoctorRegistrations).toHaveBeenCalledWith({
      registrations: [{ council: 'Karnataka Medical Council', number: 'KMC-48213', year: 2009 }],
    });
    await waitFor(() =>
      expect(screen.getByText('The registration was saved; printouts show it.')).toBeTruthy(),
    );
  });
});
