import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { SelectPropertyGroup } from '../../../../src/shared/properties';
import { FindingSection } from '../../../../src/renderer/src/pad/FindingSection';
import { usePadStore } from '../../../../src/renderer/src/stores/padStore';
import { installFakeCompanion } from '../fixtures';
import { CATALOGUE, SINCE_GROUP, finding, item, resetPad, showPad } from './entries-fixtures';

const HEADACHE = '0b0e1c1a-0000-4000-8000-0000000000a1';
const SEVERITY: SelectPropertyGroup = {
  id: 'pg-severity-test',
  name: 'Severity',
  kind: 'select',
  options: ['Mild', 'Moderate', 'Severe'],
};

beforeEach(() => {
  resetPad();
  installFakeCompanion();
});
afterEach(() => resetPad());

const headache = () => usePadStore.getState().findings[HEADACHE]!;

describe('property groups of a choice (Severity, Side)', () => {
  it('shows each group the lookup gives for the entry, saves the choice, and leaves it out when not said', async () => {
    showPad({
      findings: [
        finding(HEADACHE, 'symptom', 'Headache', 'sym-headache', {
          // A group of a kind this app does not know, from a newer platform: kept as it came.
          'pg-from-a-newer-platform': { score: 3.25, sides: ['left'] },
        }),
      ],
      catalogue: {
        ...CATALOGUE,
        symptoms: [
          item('symptoms', 'sym-headache', 'Headache', { groups: [SINCE_GROUP, SEVERITY] }),
        ],
      },
    });
    render(<FindingSection kind="symptom" />);
    const user = userEvent.setup();
    const severity = screen.getByRole('radiogroup', { name: 'Headache: Severity' });
    expect(
      within(severity)
        .getAllByRole('radio')
        .map((radio) => (radio as HTMLInputElement).labels?.[0]?.textContent),
    ).toEqual(['Not said', 'Mild', 'Moderate', 'Severe']);
    await user.click(within(severity).getByRole('radio', { name: 'Moderate' }));
    expect(headache().properties[SEVERITY.id]).toBe('Moderate');
    expect(headache().properties['pg-from-a-newer-platform']).toEqual({
      score: 3.25,
      sides: ['left'],
    });
    await user.keyboard('{ArrowRight}');
    expect(headache().properties[SEVERITY.id]).toBe('Severe');
    await user.click(within(severity).getByRole('radio', { name: 'Not said' }));
    expect(Object.hasOwn(headache().properties, SEVERITY.id)).toBe(false);
  });

  it('offers no group for an entry the lookup gives none, nor for free text', () => {
    showPad({
      findings: [finding(HEADACHE, 'symptom', 'Headache', 'sym-headache')],
      catalogue: { ...CATALOGUE, symptoms: [item('symptoms', 'sym-headache', 'Headache')] },
    });
    render(<FindingSection kind="symptom" />);
    expect(screen.queryByRole('radiogroup', { name: /Severity/ })).toBeNull();
  });
});
