import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { PatientAbha } from '../../../../../src/renderer/src/abha/registration/PatientAbha';
import type { RegistrationView } from '../../../../../src/shared/abha-registration';
import type { Result } from '../../../../../src/shared/result';
import { installFakeCompanion, makePatient, makeRegistrationView, okResult } from '../../fixtures';

/**
 * The OTP step shows the core's local count of attempts (otp-guard.ts): after each refusal the
 * registration is read again and the hint follows it, whatever the refusal's own sentence said.
 */
describe('the OTP step’s attempts left', () => {
  it('follows the core’s count after each wrong OTP, and sends one check per click while busy', async () => {
    const patient = makePatient();
    let view = makeRegistrationView({ patientId: patient.id, attemptsLeft: 3 });
    let answer: (result: Result<RegistrationView>) => void = () => undefined;
    const fake = installFakeCompanion({
      getAbhaRegistration: () => okResult(view),
      verifyAbhaOtp: () =>
        new Promise((resolve) => {
          answer = resolve;
        }),
    });
    const user = userEvent.setup();
    render(<PatientAbha patient={patient} />);
    const field = await screen.findByLabelText('Aadhaar OTP');
    const hint = () =>
      document.getElementById(field.getAttribute('aria-describedby')!.split(' ')[0]!);
    expect(hint()?.textContent).toContain('3 attempts left.');

    await user.type(field, '111111');
    const verify = screen.getByRole('button', { name: 'Verify OTP' });
    await user.click(verify);
    // While the check is with the core, more clicks send nothing.
    await user.click(screen.getByRole('button', { name: 'Checking…' }));
    await user.click(screen.getByRole('button', { name: 'Checking…' }));
    expect(fake.verifyAbhaOtp).toHaveBeenCalledTimes(1);

    // The core counted the wrong OTP; its refusal is in words at the field.
    view = { ...view, attemptsLeft: 2 };
    const message =
      'That OTP is not right. 2 attempts left; check the digits the patient reads out.';
    answer({ ok: false, error: { code: 'REJECTED', message, fields: { otp: message } } });
    await screen.findByText(message);
    expect(hint()?.textContent).toContain('2 attempts left.');

    // The count shown is the core's, even when a refusal's sentence says otherwise.
    await user.click(screen.getByRole('button', { name: 'Verify OTP' }));
    view = { ...view, attemptsLeft: 1 };
    answer({ ok: false, error: { code: 'REJECTED', message, fields: { otp: message } } });
    await screen.findByText(/1 attempt left\./);
    expect(hint()?.textContent).toContain('1 attempt left.');
    expect(fake.verifyAbhaOtp).toHaveBeenCalledTimes(2);
  });
});
