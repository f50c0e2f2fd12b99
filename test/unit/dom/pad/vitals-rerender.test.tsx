import { act, render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Profiler, type ComponentProps } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { VITAL_PANELS } from '../../../../src/shared/pad/vitals';
import { BloodPressureRow } from '../../../../src/renderer/src/pad/BloodPressureRow';
import { BmiRow } from '../../../../src/renderer/src/pad/BmiRow';
import { TemperatureRow } from '../../../../src/renderer/src/pad/TemperatureRow';
import { VitalRow } from '../../../../src/renderer/src/pad/VitalRow';
import type * as VitalFieldModule from '../../../../src/renderer/src/pad/VitalField';
import { VitalsGrid } from '../../../../src/renderer/src/pad/VitalsGrid';
import { resetPadStoreTimers, usePadStore } from '../../../../src/renderer/src/stores/padStore';
import { installFakeCompanion } from '../fixtures';
import { box, showPad } from './vitals-fixture';

/** Every row renders one flag note per reading: counting them by id counts the rows' renders. */
const flagNotes = vi.hoisted(() => new Map<string, number>());
vi.mock('../../../../src/renderer/src/pad/VitalField', async (importOriginal) => {
  const actual = await importOriginal<typeof VitalFieldModule>();
  return {
    ...actual,
    VitalFlagNote: (props: ComponentProps<typeof actual.VitalFlagNote>) => {
      flagNotes.set(props.id, (flagNotes.get(props.id) ?? 0) + 1);
      return <actual.VitalFlagNote {...props} />;
    },
  };
});

describe('vital rows render on their own', () => {
  beforeEach(() => {
    resetPadStoreTimers();
    usePadStore.setState(usePadStore.getInitialState(), true);
    installFakeCompanion();
    showPad();
    flagNotes.clear();
  });

  afterEach(() => {
    resetPadStoreTimers();
  });

  it('typing in the pulse renders the pulse row only (Profiler per row)', async () => {
    const commits = new Map<string, number>();
    const onRender = (id: string) => commits.set(id, (commits.get(id) ?? 0) + 1);
    const bp = VITAL_PANELS.find((panel) => panel.id === 'blood-pressure')!;
    const temperatureIds = ['temperature-f', 'temperature-c'] as const;
    const user = userEvent.setup();
    render(
      <>
        <Profiler id="blood-pressure" onRender={onRender}>
          <BloodPressureRow panel={bp} />
        </Profiler>
        <Profiler id="pulse" onRender={onRender}>
          <VitalRow vitalId="pulse" />
        </Profiler>
        <Profiler id="temperature" onRender={onRender}>
          <TemperatureRow vitalIds={temperatureIds} />
        </Profiler>
        <Profiler id="spo2" onRender={onRender}>
          <VitalRow vitalId="spo2" />
        </Profiler>
        <Profiler id="height" onRender={onRender}>
          <VitalRow vitalId="height" />
        </Profiler>
        <Profiler id="bmi" onRender={onRender}>
          <BmiRow vitalId="bmi" />
        </Profiler>
      </>,
    );
    commits.clear();
    await user.type(box('Pulse, bpm'), '72');
    // Leaving the field renders it again (its message may now show); nothing else.
    act(() => box('Pulse, bpm').blur());
    expect(usePadStore.getState().vitals).toEqual([{ vitalId: 'pulse', value: '72' }]);
    expect(commits.get('pulse')).toBeGreaterThanOrEqual(2);
    expect([...commits.keys()]).toEqual(['pulse']);

    // BMI follows height (and weight) only. (Clicking into a field leaves the one focused before,
    // which renders that one too: nothing is focused here.)
    commits.clear();
    await user.type(box('Height, cm'), '170');
    expect([...commits.keys()].sort()).toEqual(['bmi', 'height']);
  });

  it('typing in the pulse of the whole grid renders no other row', async () => {
    const user = userEvent.setup();
    render(<VitalsGrid />);
    // One note per reading: blood pressure's two, each typed vital, temperature once, BMI, and
    // the waist-hip ratio.
    const typed = [...flagNotes.keys()];
    expect(typed).toContain('pad-vital-bp-diastolic-flag');
    expect(typed).toContain('pad-vital-temperature-flag');
    expect(typed).toContain('pad-vital-bmi-flag');
    expect(typed).toContain('pad-vital-waist-hip-ratio-flag');
    expect(typed).toHaveLength(14);
    flagNotes.clear();

    await user.type(box('Pulse, bpm'), '130');
    act(() => box('Pulse, bpm').blur());
    expect(document.getElementById('pad-vital-pulse-flag')?.textContent).toContain('High');
    expect([...flagNotes.keys()]).toEqual(['pad-vital-pulse-flag']);

    flagNotes.clear();
    await user.type(box('Weight, kg'), '65');
    expect([...flagNotes.keys()].sort()).toEqual(['pad-vital-bmi-flag', 'pad-vital-weight-flag']);
  });
});
