import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { App } from '../../../../src/renderer/src/App';
import { loadEveryScreen } from '../../../../src/renderer/src/frame/CurrentScreen';
import { useConsultationStore } from '../../../../src/renderer/src/stores/consultationStore';
import { useNavStore } from '../../../../src/renderer/src/stores/navStore';
import { usePadStore } from '../../../../src/renderer/src/stores/padStore';
import type { ConsultationHistoryView } from '../../../../src/shared/consultation-history';
import { NO_ALERTS } from '../../../../src/shared/patient-alerts';
import { installFakeCompanion, makeConsultation, okResult } from '../fixtures';

// The screens beyond Today come in chunks of their own (tested in frame/lazyScreen.test.tsx):
// loaded first here, so these tests open them at once.
beforeAll(() => loadEveryScreen());

beforeEach(() => {
  useNavStore.setState(useNavStore.getInitialState(), true);
  useConsultationStore.setState(useConsultationStore.getInitialState(), true);
  usePadStore.setState(usePadStore.getInitialState(), true);
});

const MED = '00000000-0000-4000-8000-0000000000a1';

const FOLLOW_UP: ConsultationHistoryView = {
  consultationId: 'consultation-1',
  visits: [
    {
      consultationId: 'earlier-2',
      day: '2026-10-02',
      status: 'finished',
      prescription: 'finalized',
      diagnoses: [{ name: 'Essential hypertension', provisional: false }],
      medicines: [
        { name: 'Tab. AMLODIPINE 5 mg', directions: '1 tablet in the morning, for 30 days' },
      ],
      vitals: [{ name: 'Blood pressure', value: '150/95', unit: 'mmHg' }],
    },
    {
      consultationId: 'earlier-1',
      day: '2026-09-01',
      status: 'in_progress',
      prescription: 'draft',
      diagnoses: [],
      medicines: [],
      vitals: [],
    },
  ],
  earlierVisits: 7,
  trend: [
    { consultationId: 'earlier-2', day: '2026-10-02', bloodPressure: '150/95', weight: '72.5' },
  ],
  alerts: {
    allergyStatus: 'recorded',
    allergies: [
      {
        id: 'a1',
        substance: 'Penicillin',
        category: 'drug',
        reaction: 'rash',
        severity: 'moderate',
        type: 'allergy',
        recordedAt: '2026-09-01T10:00:00Z',
      },
    ],
    conditions: [{ id: 'c1', name: 'Hypertension', recordedAt: '2026-09-01T10:00:00Z' }],
  },
  lastPrescription: {
    available: true,
    consultationId: 'earlier-2',
    day: '2026-10-02',
    medicines: [
      {
        localId: MED,
        name: 'Amlodipine 5 mg Tablet',
        genericName: 'Amlodipine',
        form: 'tablet',
        dose: { value: '1', unit: 'tablet' },
        frequency: { kind: 'pattern', pattern: '1-0-0' },
        duration: { value: 30, unit: 'days' },
        origin: 'doctor',
      },
    ],
  },
};

function show(history: ConsultationHistoryView) {
  const consultation = makeConsultation();
  installFakeCompanion({
    getConsultation: () => okResult(consultation),
    getConsultationHistory: () => okResult(history),
  });
  useConsultationStore.setState({ current: consultation });
  useNavStore.setState({ screen: 'consultation' });
  render(<App />);
  return screen.findByRole('region', { name: 'History' });
}

describe('the history beside the pad', () => {
  it('says a first visit in words, and why there is nothing to repeat', async () => {
    const user = userEvent.setup();
    const panel = await show({
      consultationId: 'consultation-1',
      visits: [],
      earlierVisits: 0,
      trend: [],
      alerts: NO_ALERTS,
      lastPrescription: {
        available: false,
        reason: 'Nothing to repeat: this is the patient’s first visit on this computer.',
      },
    });
    await within(panel).findByText('First visit: no earlier consultations on this computer.');
    expect(within(panel).getByText('Allergies not recorded')).toBeTruthy();
    const repeat = within(panel).getByRole('button', { name: 'Repeat last prescription' });
    expect(repeat.getAttribute('aria-disabled')).toBe('true');
    expect(repeat.getAttribute('aria-describedby')).toBeTruthy();
    await user.click(repeat);
    expect(within(panel).getByRole('status').textContent).toBe(
      'Nothing to repeat: this is the patient’s first visit on this computer.',
    );
    expect(usePadStore.getState().medicines).toEqual([]);
  });

  it('shows the last visit first, the trend as a table, the allergies; hides and shows again', async () => {
    const user = userEvent.setup();
    const panel = await show(FOLLOW_UP);
    const visits = await within(panel).findByRole('list', { name: 'Earlier visits' });
    const items = within(visits).getAllByRole('listitem', { name: /2026/ });
    expect(items.map((li) => within(li).getByRole('heading').textContent)).toEqual([
      'Last visit: 2 October 2026 (finished)',
      '1 September 2026 (not finished)',
    ]);
    expect(items[0]!.textContent).toContain(
      'Tab. AMLODIPINE 5 mg — 1 tablet in the morning, for 30 days',
    );
    expect(items[1]!.textContent).toContain('Prescription not finalized (a draft).');
    expect(within(panel).getByText(/The last 2 of 7 visits on this computer/)).toBeTruthy();
    const table = within(panel).getByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Date', 'BP (mmHg)', 'Weight (kg)', 'Glucose (mg/dL)']);
    expect(within(table).getAllByRole('row')[1]!.textContent).toBe(
      '2 October 2026150/9572.5–not recorded',
    );
    expect(within(panel).getByText('Penicillin (drug allergy): rash, moderate')).toBeTruthy();
    expect(within(panel).getByText('Hypertension')).toBeTruthy();

    // Alt+H goes to the Show/Hide button; Enter hides the history, leaving its heading.
    await user.keyboard('{Alt>}h{/Alt}');
    const toggle = within(panel).getByRole('button', { name: 'Hide the history' });
    expect(document.activeElement).toBe(toggle);
    await user.keyboard('{Enter}');
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(within(panel).queryByRole('table')).toBeNull();
    expect(within(panel).getByRole('heading', { name: 'History' })).toBeTruthy();
    await user.keyboard('{Enter}');
    expect(within(panel).getByRole('table')).toBeTruthy();
  });

  it('repeats the last prescription as a new line to review, and Remove takes it off again', async () => {
    const user = userEvent.setup();
    const panel = await show(FOLLOW_UP);
    const repeat = await within(panel).findByRole('button', { name: 'Repeat last prescription' });
    await waitFor(() => expect(usePadStore.getState().meta?.canEdit).toBe(true));
    expect(repeat.getAttribute('aria-disabled')).toBeNull();
    repeat.focus();
    await user.keyboard('{Enter}');
    const [line] = usePadStore.getState().medicines;
    expect(usePadStore.getState().medicines).toHaveLength(1);
    expect(line).toMatchObject({
      name: 'Amlodipine 5 mg Tablet',
      origin: 'doctor',
      repeatedFrom: '2026-10-02',
    });
    expect(line!.localId).not.toBe(MED);
    expect(within(panel).getByRole('status').textContent).toBe(
      '1 medicine copied from the prescription of 2 October 2026 as new lines. Review each one (Keep, Edit or Remove): Finalize waits until every copied line is reviewed.',
    );
    const review = screen.getByRole('group', {
      name: 'Copied line to review: Amlodipine 5 mg Tablet',
    });
    expect(document.activeElement?.textContent).toBe('Keep Amlodipine 5 mg Tablet');
    // The row's own Remove waits: the review offers it.
    expect(screen.getAllByRole('button', { name: /^Remove/ })).toHaveLength(1);
    await user.tab();
    await user.tab();
    expect(document.activeElement?.textContent).toBe('Remove Amlodipine 5 mg Tablet');
    await user.keyboard('{Enter}');
    expect(usePadStore.getState().medicines).toEqual([]);
    expect(review.isConnected).toBe(false);
  });
});
