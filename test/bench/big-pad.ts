import { randomUUID } from 'node:crypto';
import catalogueFile from '../../resources/sandbox/properties-catalogue.json';
import { createFinding, type FindingKind } from '../../src/shared/pad/finding';
import { createPad, type Pad } from '../../src/shared/pad/pad';
import { VITALS } from '../../src/shared/pad/vitals';
import {
  NOTE_PROPERTY_GROUP_ID,
  SANDBOX_SINCE_PROPERTY_GROUP_ID,
  SINCE_UNITS,
} from '../../src/shared/properties';

const KIND_CONTEXTS: [FindingKind, 'symptoms' | 'diagnosis' | 'examination_findings'][] = [
  ['symptom', 'symptoms'],
  ['diagnosis', 'diagnosis'],
  ['examination', 'examination_findings'],
];

/** A typical value per typed vital, inside its adult range. */
const VALUES: Record<string, string> = {
  'bp-systolic': '124',
  'bp-diastolic': '82',
  pulse: '76',
  'temperature-f': '98.60',
  'respiratory-rate': '16',
  spo2: '98',
  height: '168',
  weight: '64.5',
  'waist-circumference': '84',
  'hip-circumference': '96.5',
  'head-circumference': '56',
  'capillary-blood-glucose': '112.5',
};

/**
 * A pad as full as a long consultation gets: `findings` findings from the sandbox catalogue, each
 * with a Since and a two-line note, and every typed vital of the catalogue (one temperature unit:
 * the catalogue's 14 vitals hold 12 typed measures, so "20 vitals" is every vital there is).
 */
export function bigPad(findings = 100, now = new Date()): Pad {
  const pad = createPad({ id: randomUUID(), now });
  const contexts = catalogueFile.contexts;
  for (let i = 0; i < findings; i += 1) {
    const [kind, context] = KIND_CONTEXTS[i % KIND_CONTEXTS.length]!;
    const entries = contexts[context].entries;
    const entry = entries[Math.floor(i / KIND_CONTEXTS.length) % entries.length]!;
    pad.findings.push({
      ...createFinding({ localId: randomUUID(), kind, name: entry.name, id: entry.id }),
      properties: {
        [SANDBOX_SINCE_PROPERTY_GROUP_ID]: { value: (i % 9) + 1, unit: SINCE_UNITS[i % 5]! },
        [NOTE_PROPERTY_GROUP_ID]: `Noted at visit, item ${i + 1}.\nReviewed with the patient.`,
      },
    });
  }
  for (const vital of VITALS) {
    const value = VALUES[vital.id];
    if (value !== undefined) pad.vitals.push({ vitalId: vital.id, value });
  }
  return pad;
}
