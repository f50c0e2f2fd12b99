import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { App } from '../../../../src/renderer/src/App';
import { loadEveryScreen } from '../../../../src/renderer/src/frame/CurrentScreen';
import { useAppStore } from '../../../../src/renderer/src/stores/appStore';
import { useConsultationStore } from '../../../../src/renderer/src/stores/consultationStore';
import { useNavStore } from '../../../../src/renderer/src/stores/navStore';
import { usePadStore } from '../../../../src/renderer/src/stores/padStore';
import type { ConsultationView } from '../../../../src/shared/consultation-view';
import { installFakeCompanion, makeConsultation, makePatient, okResult } from '../fixtures';

// The screens beyond Today come in chunks of their own (tested in frame/lazyScreen.test.tsx):
// loaded first here, so these tests open them at once.
beforeAll(() => loadEveryScreen());

beforeEach(() => {
  useAppStore.setState(useAppStore.getInitialState(), true);
  useNavStore.setState(useNavStore.getInitialState(), true);
  useConsultationStore.setState(useConsultationStore.getInitialState(), true);
  usePadStore.setState(usePadStore.getInitialState(), true);
});

/** The app, opened on the ABHA screen from the navigation, as staff reach it. */
async function openAbhaScreen(consultation: ConsultationView = makeConsultation()) {
  const fake = installFakeCompanion({
    startConsultation: () => okResult(consultation),
    getConsultation: () => okResult(consultation),
  });
  const user = userEvent.setup();
  render(<App />);
  await user.click(screen.getByRole('button', { name: 'ABHA' }));
  return { fake, user };
}

async function findAndStart(user: ReturnType<typeof userEvent.setup>, name: string) {
  await user.type(
    screen.getByLabelText('Find a patient by name, mobile number, UHID or ABHA number'),
    `${name}{Enter}`,
  );
  await user.click(await screen.findByRole('button', { name: `Start a consultation for ${name}` }));
}

describe('AbhaScreen', () => {
  it('says what registration needs, then offers the patient finder and no Aadhaar form', async () => {
    await openAbhaScreen();
    const heading = screen.getByRole('heading', { level: 1, name: 'ABHA registration' });
    expect(document.activeElement).toBe(heading);
    const needs = screen.getByRole('region', { name: 'What registration needs' });
    expect(needs.textContent).toContain('mobile phone linked to their Aadhaar');
    expect(needs.textContent).toContain('A live connection');
    expect(screen.getByRole('search', { name: 'Patients' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'New patient' })).toBeTruthy();
    // The dead end is gone: nothing here sends an OTP.
    expect(screen.queryByLabelText('Aadhaar number')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Send OTP' })).toBeNull();
  });

  it('starts the patient’s consultation and lands on its Create ABHA button', async () => {
    const { fake, user } = await openAbhaScreen();
    await findAndStart(user, 'Asha Rao');

    const create = await screen.findByRole('button', { name: 'Create ABHA' });
    expect(screen.getByRole('heading', { level: 1, name: 'Consultation: Asha Rao' })).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(create));
    expect(fake.startConsultation).toHaveBeenCalledWith({ patientId: makePatient().id });
  });

  it('lands on the ABHA section’s heading when the patient already has an ABHA', async () => {
    const patient = makePatient({ abhaAddress: 'asha.rao@sbx', abhaNumber: '91-2345-6789-0123' });
    const { user } = await openAbhaScreen(makeConsultation({ patient }));
    await findAndStart(user, 'Asha Rao');

    const section = await screen.findByRole('heading', { level: 2, name: 'ABHA' });
    await screen.findByText('asha.rao@sbx');
    expect(screen.queryByRole('button', { name: 'Create ABHA' })).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(section));
  });

  it('says so when offline, and the patient can still be found', async () => {
    const { fake } = await openAbhaScreen();
    act(() =>
      fake.emit('connection:status', {
        state: 'offline',
        since: '2025-03-05T10:05:00Z',
        detail: 'The platform cannot be reached.',
      }),
    );
    expect(
      (await screen.findByText(/registration can only start once the connection is back/))
        .textContent,
    ).toContain('The connection is down');
    expect(screen.getByRole('search', { name: 'Patients' })).toBeTruthy();
  });

  it('leaves a consultation opened any other way focused on its heading', async () => {
    const { user } = await openAbhaScreen();
    await findAndStart(user, 'Asha Rao');
    await screen.findByRole('button', { name: 'Create ABHA' });
    await user.click(screen.getByRole('button', { name: 'Today' }));
    useNavStore.getState().navigate('consultation');

    const heading = await screen.findByRole('heading', {
      level: 1,
      name: 'Consultation: Asha Rao',
    });
    await screen.findByRole('button', { name: 'Create ABHA' });
    await waitFor(() => expect(document.activeElement).toBe(heading));
  });
});
