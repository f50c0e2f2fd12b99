import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { App } from '../../../../src/renderer/src/App';
import { loadEveryScreen } from '../../../../src/renderer/src/frame/CurrentScreen';
import type { AppointmentView } from '../../../../src/shared/queue-view';
import { clockTime } from '../../../../src/renderer/src/consultation/patientText';
import { useConsultationStore } from '../../../../src/renderer/src/stores/consultationStore';
import { useNavStore } from '../../../../src/renderer/src/stores/navStore';
import { usePadStore } from '../../../../src/renderer/src/stores/padStore';
import {
  installFakeCompanion,
  makeConsultation,
  makePatient,
  makeToday,
  okResult,
} from '../fixtures';

// The screens beyond Today come in chunks of their own (tested in frame/lazyScreen.test.tsx):
// loaded first here, so these tests open them at once.
beforeAll(() => loadEveryScreen());

// The screen's clock: 09:52 local time, so the times it writes do not depend on the zone.
const DAY = new Date(2026, 10, 28);
const localAt = (h: number, m: number): string =>
  new Date(DAY.getFullYear(), DAY.getMonth(), DAY.getDate(), h, m).toISOString();

const seen = makePatient({ id: 'p-seen', name: 'Meena Das' });
const late = makePatient({ id: 'p-late', name: 'Ravi Kumar', sex: 'male', ageText: '52 Years' });
const walkIn = makePatient({ id: 'p-walk', name: 'Farah Khan' });
const later = makePatient({ id: 'p-later', name: 'John Mathew', sex: 'male' });

function day(overrides: Partial<Record<string, Partial<AppointmentView>>> = {}): AppointmentView[] {
  return [
    { id: 'a1', startsAt: localAt(9, 0), state: 'completed', patient: seen, token: 1 },
    {
      id: 'a2',
      startsAt: localAt(9, 40),
      state: 'booked',
      patient: late,
      token: 2,
      ...overrides['a2'],
    },
    {
      id: 'a3',
      startsAt: localAt(9, 27),
      state: 'booked',
      patient: walkIn,
      token: 3,
      walkIn: true,
    },
    { id: 'a4', startsAt: localAt(10, 0), state: 'booked', patient: later, token: 4 },
  ];
}

function showToday(appointments: AppointmentView[]) {
  const fake = installFakeCompanion({
    getToday: () =>
      okResult(makeToday({ queue: { date: '2026-11-28', source: 'platform', appointments } })),
    startConsultation: () => okResult(makeConsultation({ patient: late })),
    getConsultation: () => okResult(makeConsultation({ patient: late })),
  });
  render(<App />);
  return fake;
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(localAt(9, 52)));
  useNavStore.setState(useNavStore.getInitialState(), true);
  useConsultationStore.setState(useConsultationStore.getInitialState(), true);
  usePadStore.setState(usePadStore.getInitialState(), true);
});
afterEach(() => {
  vi.useRealTimers();
});

const rowOf = (name: string): HTMLElement =>
  screen.getByRole('rowheader', { name: new RegExp(`^${name}`) }).closest('tr')!;
const cells = (row: HTMLElement): string[] =>
  [...row.querySelectorAll('td, th')].map((cell) => cell.textContent ?? '');

describe('Today as a queue', () => {
  it('shows token, time, patient, status and wait in fixed columns, the next patient marked in words', async () => {
    showToday(day());
    const table = await screen.findByRole('table', { name: /^Appointments/ });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual(['Token', 'Time', 'Patient', 'Status', 'Waiting', 'Action']);
    // Token order: every appointment has one.
    const names = within(table)
      .getAllByRole('rowheader')
      .map((h) => h.querySelector('strong')?.textContent);
    expect(names).toEqual(['Meena Das', 'Ravi Kumar', 'Farah Khan', 'John Mathew']);
    expect(cells(rowOf('Meena Das'))).toEqual([
      '1',
      clockTime(localAt(9, 0)),
      'Meena Das 34 Years · Female',
      'Seen',
      '',
      'Open a consultation for Meena Das',
    ]);
    expect(cells(rowOf('Ravi Kumar')).slice(0, 5)).toEqual([
      '2',
      clockTime(localAt(9, 40)),
      'Ravi Kumar 52 Years · Male',
      'Next Waiting',
      '12 min late',
    ]);
    expect(cells(rowOf('Farah Khan'))[4]).toBe('waiting 25 min');
    expect(cells(rowOf('John Mathew'))[4]).toBe('due in 8 min');
    // Only the next patient's button is the primary one; the row carries the mark.
    const primary = within(table)
      .getAllByRole('button')
      .filter((b) => b.className.includes('button--primary'))
      .map((b) => b.textContent);
    expect(primary).toEqual(['Start Ravi Kumar']);
    expect(rowOf('Ravi Kumar').className).toContain('queue-row--next');
    expect(rowOf('John Mathew').className).not.toContain('queue-row--next');
  });

  it('shows no token where the platform gave none, and orders by booked time then', async () => {
    const list: AppointmentView[] = day().map(({ token: _token, ...rest }) => rest);
    list[1] = { ...list[1]!, token: 9 };
    showToday(list);
    await screen.findByRole('table', { name: /^Appointments/ });
    expect(cells(rowOf('Meena Das'))[0]).toBe('');
    expect(cells(rowOf('Ravi Kumar'))[0]).toBe('9');
    const names = screen
      .getAllByRole('rowheader')
      .map((h) => h.querySelector('strong')?.textContent);
    expect(names).toEqual(['Meena Das', 'Farah Khan', 'Ravi Kumar', 'John Mathew']);
    expect(await screen.findByRole('button', { name: 'Next patient: Farah Khan' })).toBeTruthy();
  });

  it('puts focus on "Next patient" on arrival, before the header, and Enter starts that visit', async () => {
    const fake = showToday(day());
    const next = await screen.findByRole('button', { name: 'Next patient: Ravi Kumar' });
    await waitFor(() => expect(document.activeElement).toBe(next));
    expect(next.getAttribute('aria-keyshortcuts')).toBe('Alt+N');
    expect(document.getElementById(next.getAttribute('aria-describedby')!)?.textContent).toBe(
      `token 2 · booked ${clockTime(localAt(9, 40))} · 12 min late`,
    );
    await userEvent.setup({ advanceTimers: () => undefined }).keyboard('{Enter}');
    expect(fake.startConsultation).toHaveBeenCalledWith({ appointmentId: 'a2' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Consultation: Ravi Kumar' }),
    ).toBeTruthy();
  });

  it('comes back with Alt+N from another screen, focus on the next patient', async () => {
    showToday(day());
    await screen.findByRole('button', { name: 'Next patient: Ravi Kumar' });
    useNavStore.getState().navigate('consultation');
    await screen.findByRole('heading', { level: 1, name: 'Consultation' });
    fireEvent.keyDown(window, { key: 'n', code: 'KeyN', altKey: true });
    const next = await screen.findByRole('button', { name: 'Next patient: Ravi Kumar' });
    await waitFor(() => expect(document.activeElement).toBe(next));
    // Alt+Shift+N, Ctrl+Alt+N: not the shortcut.
    next.blur();
    fireEvent.keyDown(window, { key: 'N', code: 'KeyN', altKey: true, shiftKey: true });
    fireEvent.keyDown(window, { key: 'n', code: 'KeyN', altKey: true, ctrlKey: true });
    expect(document.activeElement).not.toBe(next);
    fireEvent.keyDown(window, { key: 'n', code: 'KeyN', altKey: true });
    expect(document.activeElement).toBe(next);
  });

  it('after a finish, says whose visit was finished and offers the next patient with focus on it', async () => {
    useConsultationStore.setState({
      current: makeConsultation({ patient: seen, status: 'finished' }),
    });
    // As the consultation screen's Finish leaves it: Today, with the "finished" intent.
    useNavStore.setState({ screen: 'today', navigated: true, focus: 'finished' });
    showToday(day());
    expect(await screen.findByText('The consultation of Meena Das is finished.')).toBeTruthy();
    const next = await screen.findByRole('button', { name: 'Next patient: Ravi Kumar' });
    await waitFor(() => expect(document.activeElement).toBe(next));
  });

  it('says nobody is waiting, and focus goes to the queue', async () => {
    showToday(day({ a2: { state: 'completed' } }).filter((a) => a.id !== 'a3' && a.id !== 'a4'));
    expect(await screen.findByText('No one is waiting to be seen.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Next patient/ })).toBeNull();
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('heading', { name: /^Appointments/ })),
    );
  });
});
