import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { NOTE_PROPERTY_GROUP_ID } from '../../../../src/shared/properties';
import { FindingSection } from '../../../../src/renderer/src/pad/FindingSection';
import { ProcedureSection } from '../../../../src/renderer/src/pad/ProcedureSection';
import { usePadStore } from '../../../../src/renderer/src/stores/padStore';
import { failResult, installFakeCompanion, okResult, type FakeCompanion } from '../fixtures';
import { CATALOGUE, finding, item, procedure, resetPad, showPad } from './entries-fixtures';

const FEVER_LOCAL = '0b0e1c1a-0000-4000-8000-000000000001';
const COUGH_LOCAL = '0b0e1c1a-0000-4000-8000-000000000002';

let fake: FakeCompanion;

beforeEach(() => {
  resetPad();
  fake = installFakeCompanion();
});

afterEach(() => {
  resetPad();
});

const symptomsSearch = () =>
  screen.getByRole<HTMLInputElement>('combobox', { name: 'Add a symptom' });
const statusOf = (input: HTMLElement) => document.getElementById(`${input.id}-status`)!;
const sectionAnnouncement = (heading: string) =>
  within(screen.getByRole('region', { name: heading }))
    .getAllByRole('status')
    .map((region) => region.textContent)
    .join(' | ');
const symptomIds = () => usePadStore.getState().findingOrder.symptom;

describe('FindingSection', () => {
  it('is an h2 section with a line when empty, and its search has the id the shortcuts use', () => {
    showPad();
    render(<FindingSection kind="symptom" />);
    const section = screen.getByRole('region', { name: 'Symptoms' });
    expect(within(section).getByRole('heading', { level: 2, name: 'Symptoms' })).toBeTruthy();
    expect(within(section).getByText('No symptoms yet.')).toBeTruthy();
    expect(symptomsSearch().id).toBe('pad-add-symptom');
  });

  it('names each section and its search id by kind', () => {
    showPad();
    render(
      <>
        <FindingSection kind="diagnosis" />
        <FindingSection kind="examination" />
        <ProcedureSection />
      </>,
    );
    expect(screen.getByText('No diagnoses yet.')).toBeTruthy();
    expect(screen.getByText('No examination findings yet.')).toBeTruthy();
    expect(screen.getByText('No procedures yet.')).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'Add a diagnosis' }).id).toBe('pad-add-diagnosis');
    expect(screen.getByRole('combobox', { name: 'Add an examination finding' }).id).toBe(
      'pad-add-examination',
    );
    expect(screen.getByRole('combobox', { name: 'Add a procedure' }).id).toBe('pad-add-procedure');
  });

  it('searches symptoms on the platform, adds the pick and moves focus to its Since number', async () => {
    showPad();
    fake.searchProperties.mockImplementation(() =>
      okResult({ items: CATALOGUE.symptoms!, source: 'live', fetchedAt: null }),
    );
    const user = userEvent.setup();
    render(<FindingSection kind="symptom" />);

    await user.type(symptomsSearch(), 'fev');
    await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(3));
    expect(fake.searchProperties).toHaveBeenCalledWith({
      context: 'symptoms',
      text: 'fev',
      limit: 8,
    });
    await user.keyboard('{Enter}');

    const [localId] = symptomIds();
    expect(usePadStore.getState().findings[localId!]).toMatchObject({
      name: 'Fever',
      id: 'sym-fever',
      source: 'symptom',
    });
    await waitFor(() => expect(document.activeElement?.id).toBe(`since-value-${localId}`));
    expect(screen.getByRole('textbox', { name: 'Fever: since, number' })).toBe(
      document.activeElement,
    );
    expect(sectionAnnouncement('Symptoms')).toContain('Fever added to symptoms.');
    expect(symptomsSearch().value).toBe('');
    expect(screen.queryByText('No symptoms yet.')).toBeNull();
  });

  it('says when the search answered from the saved list', async () => {
    showPad();
    fake.searchProperties.mockImplementation(() =>
      okResult({
        items: [CATALOGUE.symptoms![0]!],
        source: 'cache',
        fetchedAt: '2025-03-01T10:00:00Z',
        staleReason: { code: 'OFFLINE', message: 'The platform cannot be reached.' },
      }),
    );
    const user = userEvent.setup();
    render(<FindingSection kind="symptom" />);
    await user.type(symptomsSearch(), 'fev');
    await waitFor(() =>
      expect(statusOf(symptomsSearch()).textContent).toBe(
        '1 match. Offline: searched the saved list.',
      ),
    );
  });

  it('a failed search says so, and the text can still be added as free text', async () => {
    showPad();
    fake.searchProperties.mockImplementation(() =>
      failResult('OFFLINE', 'The platform cannot be reached and nothing is saved yet.'),
    );
    const user = userEvent.setup();
    render(<FindingSection kind="symptom" />);
    await user.type(symptomsSearch(), 'tingling toes');
    await waitFor(() =>
      expect(statusOf(symptomsSearch()).textContent).toBe(
        'The search did not work: The platform cannot be reached and nothing is saved yet. Press Enter to add it as free text.',
      ),
    );
    await user.keyboard('{Enter}');
    const [localId] = symptomIds();
    expect(usePadStore.getState().findings[localId!]).toEqual({
      localId,
      name: 'tingling toes',
      source: 'symptom',
      properties: {},
    });
    const row = document.getElementById(`finding-${localId}`)!;
    expect(within(row).getByText('free text')).toBeTruthy();
  });

  it('shows an item already on the pad as such, and picking it moves to its row', async () => {
    showPad({ findings: [finding(FEVER_LOCAL, 'symptom', 'Fever', 'sym-fever')] });
    fake.searchProperties.mockImplementation(() =>
      okResult({ items: CATALOGUE.symptoms!, source: 'live', fetchedAt: null }),
    );
    const user = userEvent.setup();
    render(<FindingSection kind="symptom" />);
    await user.type(symptomsSearch(), 'fever');
    const option = await screen.findByRole('option', { name: 'Fever, already on the pad' });
    expect(within(option).getByText('already on the pad')).toBeTruthy();
    await user.keyboard('{Enter}');

    expect(symptomIds()).toEqual([FEVER_LOCAL]);
    expect(document.activeElement?.id).toBe(`since-value-${FEVER_LOCAL}`);
    expect(sectionAnnouncement('Symptoms')).toContain('Fever is already on the pad; moved to it.');
  });

  it('examination findings are picked from the lookup list, names starting with the text first', async () => {
    showPad();
    const user = userEvent.setup();
    render(<FindingSection kind="examination" />);
    const search = screen.getByRole('combobox', { name: 'Add an examination finding' });
    await user.type(search, 'TENDER');
    await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(4));
    expect(
      screen.getAllByRole('option').map((option) => option.getAttribute('aria-label')),
    ).toEqual([
      'Tenderness in the right iliac fossa',
      'Abdominal tenderness',
      'Rebound tenderness',
      'Add “TENDER” as free text',
    ]);
    expect(fake.searchProperties).not.toHaveBeenCalled();
    await user.keyboard('{ArrowDown}{Enter}');
    const [localId] = usePadStore.getState().findingOrder.examination;
    expect(usePadStore.getState().findings[localId!]).toMatchObject({
      name: 'Abdominal tenderness',
      id: 'ex-tender',
    });
    expect(usePadStore.getState().findings[localId!]!.source).toBeUndefined();
  });

  it('offers at most eight matches from the lookup list', async () => {
    showPad({
      catalogue: {
        examination_findings: Array.from({ length: 12 }, (_, n) =>
          item('examination_findings', `ex-${n}`, `Rash ${n}`),
        ),
      },
    });
    const user = userEvent.setup();
    render(<FindingSection kind="examination" />);
    await user.type(screen.getByRole('combobox', { name: 'Add an examination finding' }), 'rash');
    await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(9));
  });

  it('says when the lookup list is not loaded, and still adds free text', async () => {
    showPad({ catalogue: {} });
    const user = userEvent.setup();
    render(<FindingSection kind="examination" />);
    const search = screen.getByRole('combobox', { name: 'Add an examination finding' });
    await user.type(search, 'pallor');
    await waitFor(() =>
      expect(statusOf(search).textContent).toBe(
        'The list of examination findings has not been loaded yet. Press Enter to add it as free text.',
      ),
    );
    await user.keyboard('{Enter}');
    expect(usePadStore.getState().findingOrder.examination).toHaveLength(1);
  });

  it('removes an empty row at once and brings focus back to the search', async () => {
    showPad({
      findings: [
        finding(FEVER_LOCAL, 'symptom', 'Fever', 'sym-fever'),
        finding(COUGH_LOCAL, 'symptom', 'Cough', 'sym-cough'),
      ],
    });
    const user = userEvent.setup();
    render(<FindingSection kind="symptom" />);
    // Keyboard only: from the note, Tab reaches Remove, Enter removes.
    await user.click(screen.getByRole('textbox', { name: 'Fever: note' }));
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Remove Fever' }));
    await user.keyboard('{Enter}');
    expect(symptomIds()).toEqual([COUGH_LOCAL]);
    await waitFor(() => expect(document.activeElement).toBe(symptomsSearch()));
    expect(sectionAnnouncement('Symptoms')).toContain('Fever removed from symptoms.');
  });

  it('asks before removing a row with a note, and Keep leaves it', async () => {
    showPad({
      findings: [
        finding(FEVER_LOCAL, 'symptom', 'Fever', 'sym-fever', {
          [NOTE_PROPERTY_GROUP_ID]: 'High at night',
        }),
      ],
    });
    const user = userEvent.setup();
    render(<FindingSection kind="symptom" />);
    await user.click(screen.getByRole('button', { name: 'Remove Fever' }));
    const dialog = screen.getByRole('dialog', { name: 'Remove Fever?' });
    expect(dialog.textContent).toContain('What you wrote for it (note) is removed with it.');
    await user.click(within(dialog).getByRole('button', { name: 'Keep' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(symptomIds()).toEqual([FEVER_LOCAL]);
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Remove Fever' })),
    );

    await user.click(screen.getByRole('button', { name: 'Remove Fever' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Remove Fever?' })).getByRole('button', {
        name: 'Remove',
      }),
    );
    expect(symptomIds()).toEqual([]);
    expect(screen.getByText('No symptoms yet.')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(symptomsSearch()));
  });
  it('asks before removing a Since it cannot show while the lookup list is not loaded', async () => {
    showPad({
      catalogue: {},
      findings: [
        finding(FEVER_LOCAL, 'symptom', 'Fever', 'sym-fever', {
          'pg-since-test': { value: 3, unit: 'Day' },
        }),
      ],
    });
    const user = userEvent.setup();
    render(<FindingSection kind="symptom" />);
    await user.click(screen.getByRole('button', { name: 'Remove Fever' }));
    expect(screen.getByRole('dialog', { name: 'Remove Fever?' }).textContent).toContain('(since)');
  });
});

describe('ProcedureSection', () => {
  it('adds a procedure from the lookup list and moves focus to its date', async () => {
    showPad();
    const user = userEvent.setup();
    render(<ProcedureSection />);
    expect(screen.getByRole('heading', { level: 2, name: 'Procedures' })).toBeTruthy();
    await user.type(screen.getByRole('combobox', { name: 'Add a procedure' }), 'x-r');
    await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(2));
    await user.keyboard('{Enter}');
    const [localId] = usePadStore.getState().procedureIds;
    expect(usePadStore.getState().procedures[localId!]).toMatchObject({
      name: 'X-ray chest',
      id: 'pr-xray',
    });
    await waitFor(() => expect(document.activeElement?.id).toBe(`date-${localId}`));
    expect(sectionAnnouncement('Procedures')).toContain('X-ray chest added to procedures.');
  });

  it('moves to a procedure already on the pad instead of adding it twice', async () => {
    const ecg = '0b0e1c1a-0000-4000-8000-00000000000e';
    showPad({ procedures: [procedure(ecg, 'ECG', 'pr-ecg')] });
    const user = userEvent.setup();
    render(<ProcedureSection />);
    await user.type(screen.getByRole('combobox', { name: 'Add a procedure' }), 'ecg');
    await screen.findByRole('option', { name: 'ECG, already on the pad' });
    await user.keyboard('{Enter}');
    expect(usePadStore.getState().procedureIds).toEqual([ecg]);
    expect(document.activeElement?.id).toBe(`date-${ecg}`);
  });

  it('removes a procedure with a date only after asking', async () => {
    const ecg = '0b0e1c1a-0000-4000-8000-00000000000e';
    showPad({ procedures: [procedure(ecg, 'ECG', 'pr-ecg')] });
    const user = userEvent.setup();
    render(<ProcedureSection />);
    await user.click(screen.getByRole('button', { name: 'Today as the date of ECG' }));
    await user.click(screen.getByRole('button', { name: 'Remove ECG' }));
    expect(screen.getByRole('dialog', { name: 'Remove ECG?' }).textContent).toContain('(date)');
    expect(usePadStore.getState().procedureIds).toEqual([ecg]);
  });
});
