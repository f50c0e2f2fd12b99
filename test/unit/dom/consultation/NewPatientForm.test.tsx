import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { NewPatientForm } from '../../../../src/renderer/src/consultation/NewPatientForm';
import { installFakeCompanion, makePatient, okResult } from '../fixtures';

describe('a new patient', () => {
  it('says what is wrong on each field, clears a message once corrected, and saves day/month/year as year-month-day', async () => {
    const fake = installFakeCompanion({
      createPatient: () => okResult(makePatient({ name: 'Zoya Hassan', delivery: 'waiting' })),
    });
    const created = vi.fn();
    render(<NewPatientForm initialName="" onCancel={() => undefined} onCreated={created} />);
    const user = userEvent.setup();
    await user.click(
      screen.getByRole('button', { name: 'Save the patient and start the consultation' }),
    );
    expect(screen.getByText('Type the patient’s name.')).toBeTruthy();
    expect(screen.getByText('Choose female, male or other.')).toBeTruthy();
    expect(screen.getByText('Give the date of birth, or the age in years.')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText('Name'));
    await user.type(screen.getByLabelText('Name'), 'Zoya Hassan');
    expect(screen.queryByText('Type the patient’s name.')).toBeNull();
    await user.click(screen.getByLabelText('Female'));
    const birth = screen.getByLabelText('Date of birth');
    await user.type(birth, '31/02/1996');
    await user.click(
      screen.getByRole('button', { name: 'Save the patient and start the consultation' }),
    );
    expect(screen.getByText('That date does not exist.')).toBeTruthy();
    expect(fake.createPatient).not.toHaveBeenCalled();
    await user.clear(birth);
    expect(screen.queryByText('That date does not exist.')).toBeNull();
    await user.type(birth, '02/03/1996');
    await user.click(
      screen.getByRole('button', { name: 'Save the patient and start the consultation' }),
    );
    expect(fake.createPatient).toHaveBeenCalledWith({
      name: 'Zoya Hassan',
      sex: 'female',
      birthDate: '1996-03-02',
    });
    expect(created).toHaveBeenCalled();
  });
});
