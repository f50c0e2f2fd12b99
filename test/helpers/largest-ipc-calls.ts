import { randomUUID } from 'node:crypto';
import type { PadSaveDraftInput } from '../../src/shared/pad-view';
import type { Medicine } from '../../src/shared/pad/medicine';
import type { RecordingChunkInput } from '../../src/shared/recording';
import { bigPad } from '../bench/big-pad';
import { testWav } from './wav';

/*
 * The largest arguments the renderer really sends over IPC, for the IPC caps
 * (src/main/core/ipc/argument-shape.ts) and the measurement in docs/security.md.
 */

/** One medicine with every field the pad can hold filled in, and the longest taper. */
function fullMedicine(i: number): Medicine {
  const step = {
    dose: { value: '1', unit: 'tablet' },
    frequency: { kind: 'pattern' as const, pattern: '1-0-1', shorthand: 'BD' as const },
    duration: { value: 5, unit: 'days' as const },
  };
  return {
    localId: randomUUID(),
    drugId: `drug-${i}`,
    name: `Medicine ${i + 1} 650`,
    genericName: 'PARACETAMOL',
    form: 'tablet',
    strength: '650 mg',
    dose: { value: '1', unit: 'tablet' },
    frequency: { kind: 'pattern', pattern: '1-0-1', shorthand: 'BD' },
    timing: 'after-food',
    duration: { value: 5, unit: 'days' },
    then: Array.from({ length: 12 }, () => step),
    route: 'oral',
    dispense: { value: 1, unit: 'strip' },
    instructions: 'Take with a full glass of water; stop if a rash appears.',
    confirmed: ['weekly-drug-daily'],
    origin: 'scribe-edited',
    repeatedFrom: '2026-01-15',
    typed: { dose: '1 tab', frequency: '1-0-1', duration: '5 d', line: 'tab 650 1-0-1 x5d' },
  };
}

/**
 * A pad save as large as a long consultation makes it: 500 findings each with a Since and a note,
 * every vital, 50 medicines filled in completely (each with a 12-step taper), 50 investigations,
 * 50 pieces of advice, the 200 notes and 200 overrides the schema allows, and a follow-up.
 */
export function largestPadSave(): PadSaveDraftInput {
  const pad = bigPad(500, new Date('2026-03-01T09:00:00.000Z'));
  const at = '2026-03-01T09:30:00.000Z';
  return {
    expectedRevision: 41,
    pad: {
      ...pad,
      medicines: Array.from({ length: 50 }, (_, i) => fullMedicine(i)),
      investigations: Array.from({ length: 50 }, (_, i) => ({
        localId: randomUUID(),
        labId: `lab-${i}`,
        name: `Investigation ${i + 1}`,
        note: 'Fasting sample, morning.',
        origin: 'doctor' as const,
      })),
      advice: Array.from({ length: 50 }, (_, i) => ({
        localId: randomUUID(),
        text: `Advice ${i + 1}: drink plenty of fluids and rest.`,
        origin: 'scribe' as const,
      })),
      notes: Array.from({ length: 200 }, (_, i) => ({
        localId: randomUUID(),
        section: 'Clinical note',
        text: `Note ${i + 1} as the scribe heard it.`,
        origin: 'scribe' as const,
      })),
      checkOverrides: Array.from({ length: 200 }, (_, i) => ({
        warningId: `warning-${i}`,
        words: 'These two medicines together raise the risk of bleeding.',
        reason: 'Discussed with the patient; reviewed in a week.',
        at,
      })),
      followUp: { date: '2026-03-08', note: 'Review the reports.', origin: 'doctor' },
      pregnant: false,
    },
  };
}

/** The longest chunk the recorder makes: 20 s of 16 kHz mono 16-bit WAV, as a Uint8Array. */
export function twentySecondChunk(): RecordingChunkInput {
  return {
    sessionId: '0123456789abcdef0123456789abcdef',
    sequence: 7,
    bytes: testWav(20_000, 1),
    durationMs: 20_000,
    mediaType: 'audio/wav',
  };
}
