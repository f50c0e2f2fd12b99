import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { PropertyContext } from '../../../../src/shared/properties';
import {
  DEFAULT_PROPERTY_GROUPS,
  DEFAULT_SINCE_PROPERTY_GROUP_ID,
  PROPERTIES_NOT_OFFERED,
} from '../../../../src/shared/properties-defaults';
import type { PropertiesView } from '../../../../src/shared/properties-view';
import { FindingSection } from '../../../../src/renderer/src/pad/FindingSection';
import { PadStatus } from '../../../../src/renderer/src/pad/PadStatus';
import { fhirFileOf } from '../../../../src/renderer/src/pad/fhirDownload';
import { padOf, usePadStore } from '../../../../src/renderer/src/stores/padStore';
import { installFakeCompanion, okResult } from '../fixtures';
import { finding, resetPad, showPad } from './entries-fixtures';

/*
 * A platform that does not offer the properties lookup: the core answers each context with the
 * pad's default groups (source `defaults`). The pad stays usable: Since with its units, Note and
 * Date, and it says why once.
 */

const FEVER = '0b0e1c1a-0000-4000-8000-000000000001';
const COUGH = '0b0e1c1a-0000-4000-8000-000000000002';

const defaultsView = (context: PropertyContext): PropertiesView => ({
  items: [],
  source: 'defaults',
  fetchedAt: null,
  defaults: { groups: [...DEFAULT_PROPERTY_GROUPS[context]], message: PROPERTIES_NOT_OFFERED },
});

beforeEach(() => {
  resetPad();
});
afterEach(() => {
  resetPad();
});

async function loadWithoutLookup(): Promise<void> {
  installFakeCompanion({ lookupProperties: ({ context }) => okResult(defaultsView(context)) });
  showPad({
    findings: [
      finding(FEVER, 'symptom', 'Fever', 'sym-fever'),
      finding(COUGH, 'symptom', 'Cough', 'sym-cough'),
    ],
    catalogue: {},
  });
  await act(() => usePadStore.getState().loadCatalogue());
}

describe('the pad where the platform does not offer the properties lookup', () => {
  it('says so once, and Since is offered with the default group and its units', async () => {
    await loadWithoutLookup();
    render(
      <>
        <PadStatus />
        <FindingSection kind="symptom" />
      </>,
    );
    // One sentence for the pad, not one per context or per row.
    expect(screen.getAllByText(PROPERTIES_NOT_OFFERED)).toHaveLength(1);
    const number = screen.getByRole<HTMLInputElement>('textbox', { name: 'Fever: since, number' });
    expect(number.disabled).toBe(false);
    const units = screen.getByRole('radiogroup', { name: 'Fever: since, unit' });
    expect(
      within(units)
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('value')),
    ).toEqual(['Hour', 'Day', 'Week', 'Month', 'Year']);
    const user = userEvent.setup();
    await user.type(number, '3');
    await user.click(within(units).getByRole('radio', { name: 'days' }));
    expect(usePadStore.getState().findings[FEVER]!.properties).toEqual({
      [DEFAULT_SINCE_PROPERTY_GROUP_ID]: { value: 3, unit: 'Day' },
    });
  });

  it('the FHIR export reads the Since written under the default group', async () => {
    await loadWithoutLookup();
    const state = usePadStore.getState();
    const fever = {
      ...state.findings[FEVER]!,
      properties: { [DEFAULT_SINCE_PROPERTY_GROUP_ID]: { value: 3, unit: 'Day' } },
    };
    usePadStore.setState({ findings: { ...state.findings, [FEVER]: fever } });
    const pad = { ...padOf(usePadStore.getState())!, patientId: 'PT-1' };
    const file = fhirFileOf(
      pad,
      '2025-03-05T10:00:00.000Z',
      usePadStore.getState().catalogue,
      undefined,
      usePadStore.getState().catalogueDefaults,
    );
    if (!file.ok) throw new Error(file.message);
    // Three days before the visit: the Since became the observation's start.
    expect(file.json).toContain('2025-03-02');
  });

  it('says nothing once the lookup answers again (another account)', async () => {
    await loadWithoutLookup();
    expect(usePadStore.getState().propertiesNotice).toBe(PROPERTIES_NOT_OFFERED);
    installFakeCompanion({
      lookupProperties: () => okResult({ items: [], source: 'live', fetchedAt: null }),
    });
    await act(() => usePadStore.getState().loadCatalogue());
    expect(usePadStore.getState()).toMatchObject({ propertiesNotice: null, catalogueDefaults: {} });
    render(<PadStatus />);
    expect(screen.queryByText(PROPERTIES_NOT_OFFERED)).toBeNull();
  });
});
