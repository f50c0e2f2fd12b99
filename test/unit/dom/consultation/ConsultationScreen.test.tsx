import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { App } from '../../../../src/renderer/src/App';
import { loadEveryScreen } from '../../../../src/renderer/src/frame/CurrentScreen';
import type { ConsultationView } from '../../../../src/shared/consultation-view';
import { useConsultationStore } from '../../../../src/renderer/src/stores/consultationStore';
import { useNavStore } from '../../../../src/renderer/src/stores/navStore';
import { usePadStore } from '../../../../src/renderer/src/stores/padStore';
import {
  installFakeCompanion,
  makeConsultation,
  makePatient,
  makeToday,
  okResult,
  NOW_ISO,
} from '../fixtures';

// The screens beyond Today come in chunks of their own (tested in frame/lazyScreen.test.tsx):
// loaded first here, so these tests open them at once.
beforeAll(() => loadEveryScreen());

beforeEach(() => {
  useNavStore.setState(useNavStore.getInitialState(), true);
  useConsultationStore.setState(useConsultationStore.getInitialState(), true);
  usePadStore.setState(usePadStore.getInitialState(), true);
});

function showConsultation(consultation: ConsultationView) {
  installFakeCompanion({ getConsultation: () => okResult(consultation) });
  useConsultationStore.setState({ current: consultation });
  useNavStore.setState({ screen: 'consultation' });
  return render(<App />);
}

const PATIENT = makePatient({
  name: 'Asha Rao',
  ageText: '34 Years',
  sex: 'female',
  uhid: 'UH1001',
});
const STATES: [string, Partial<ConsultationView>][] = [
  ['in progress, before consent', {}],
  ['in progress, recording allowed', { consent: { at: NOW_ISO, text: 'I agree.' } }],
  ['finished', { status: 'finished', finishedAt: NOW_ISO }],
  ['discarded', { status: 'discarded', discardedAt: NOW_ISO, discardReason: 'Wrong patient' }],
];

describe('the consultation screen', () => {
  it.each(STATES)('names the patient (name, age, sex) in its header when %s', async (_, state) => {
    showConsultation(makeConsultation({ patient: PATIENT, ...state }));
    const header = await screen.findByRole('region', { name: 'Patient' });
    expect(header.textContent).toContain('Asha Rao');
    expect(header.textContent).toContain('34 Years · Female');
    expect(header.textContent).toContain('UHID UH1001');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Consultation: Asha Rao');
  });

  it('offers no action that replaces its pad, and discarding asks first, saying what is lost', async () => {
    const consultation = makeConsultation({ patient: PATIENT });
    const fake = installFakeCompanion({ getConsultation: () => okResult(consultation) });
    useConsultationStore.setState({ current: consultation });
    useNavStore.setState({ screen: 'consultation' });
    render(<App />);
    await screen.findByRole('region', { name: 'Patient' });
    expect(screen.queryByRole('button', { name: /new pad/i })).toBeNull();
    expect(screen.queryByRole('button', { name: /start a pad/i })).toBeNull();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Discard the consultation' }));
    const dialog = screen.getByRole('dialog');
    expect(dialog.textContent).toContain('prescription draft is not sent');
    expect(fake.discardConsultation).not.toHaveBeenCalled();
    await userEvent
      .setup()
      .click(within(dialog).getByRole('button', { name: 'Keep the consultation' }));
    expect(fake.discardConsultation).not.toHaveBeenCalled();
    expect(useConsultationStore.getState().current?.status).toBe('in_progress');
  });

  it('asks for the patient’s consent before the recorder appears', async () => {
    const consultation = makeConsultation({ patient: PATIENT });
    const fake = installFakeCompanion({ getConsultation: () => okResult(consultation) });
    useConsultationStore.setState({ current: consultation });
    useNavStore.setState({ screen: 'consultation' });
    render(<App />);
    await screen.findByText(/I agree that this consultation is recorded/);
    expect(screen.queryByRole('button', { name: 'Start recording' })).toBeNull();
    await userEvent
      .setup()
      .click(screen.getByRole('button', { name: 'The patient agrees to be recorded' }));
    expect(fake.recordConsent).toHaveBeenCalledWith({ id: consultation.id });
    expect(await screen.findByRole('button', { name: 'Start recording' })).toBeTruthy();
  });
});

describe('a finished consultation', () => {
  it('shows its recordings but no recorder, and says where the appointment’s completion stands', async () => {
    showConsultation(
      makeConsultation({
        patient: PATIENT,
        status: 'finished',
        finishedAt: NOW_ISO,
        consent: { at: NOW_ISO, text: 'I agree.' },
        appointmentId: 'apt-1',
        appointmentCompletion: { state: 'waiting' },
      }),
    );
    expect(
      await screen.findByText(
        'The appointment will be marked completed on the platform when the connection allows.',
      ),
    ).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Recording and transcript' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Start recording' })).toBeNull();
  });
});

describe('Today', () => {
  it('lists the queue and starts the chosen appointment’s consultation', async () => {
    const patient = makePatient({ name: 'Ravi Kumar', sex: 'male', ageText: '52 Years' });
    const fake = installFakeCompanion({
      getToday: () =>
        okResult(
          makeToday({
            queue: {
              date: '2026-11-24',
              source: 'platform',
              appointments: [
                { id: 'apt-1', startsAt: '2026-11-24T03:30:00Z', state: 'booked', patient },
              ],
            },
          }),
        ),
      startConsultation: () => okResult(makeConsultation({ patient })),
      getConsultation: () => okResult(makeConsultation({ patient })),
    });
    render(<App />);
    const start = await screen.findByRole('button', { name: 'Start Ravi Kumar' });
    expect(screen.getByText('52 Years · Male')).toBeTruthy();
    await userEvent.setup().click(start);
    expect(fake.startConsultation).toHaveBeenCalledWith({ appointmentId: 'apt-1' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Consultation: Ravi Kumar' }),
    ).toBeTruthy();
  });
});

describe('the patient’s EMR profile extras, in Clinic setup rather than the consultation', () => {
  it('are not in the consultation; Clinic setup edits those of the consultation open', async () => {
    const consultation = makeConsultation({ patient: PATIENT });
    const fake = installFakeCompanion({
      getConsultation: () => okResult(consultation),
      getPatientExtras: () => okResult({ extras: { city: 'Mysuru' }, ignored: [] }),
    });
    useConsultationStore.setState({ current: consultation });
    useNavStore.setState({ screen: 'consultation' });
    render(<App />);
    await screen.findByRole('heading', { level: 1, name: 'Consultation: Asha Rao' });
    expect(screen.queryByRole('region', { name: 'EMR profile extras of Asha Rao' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Save extras' })).toBeNull();

    act(() => useNavStore.getState().navigate('profile-extras'));
    await screen.findByRole('heading', { level: 1, name: 'EMR profile extras' });
    const section = await screen.findByRole('region', { name: 'EMR profile extras of Asha Rao' });
    await within(section).findByDisplayValue(/Mysuru/);
    expect(fake.getPatientExtras).toHaveBeenCalledWith({ id: PATIENT.id });
    await userEvent.setup().click(within(section).getByRole('button', { name: 'Save extras' }));
    expect(fake.savePatientExtras).toHaveBeenCalledWith({
      id: PATIENT.id,
      extras: { city: 'Mysuru' },
    });
  });
});
