import { z } from 'zod';
import { Text, opt } from './emr-zod';

/*
 * The older `{prescription: {medications: [...]}}` value of the deprecated v3 status API: its
 * medicines read into MedicationRequest-shaped entries, anything else kept as extras.
 */

const LegacyMedicationSchema = z.object({
  name: Text,
  id: opt(Text),
  instruction: opt(Text),
  frequency: opt(
    z.object({
      custom: opt(Text),
      frequency: opt(z.union([z.number(), Text.transform(Number)])),
      period: opt(z.number()),
      period_unit: opt(Text),
    }),
  ),
});

const LEGACY_PERIOD_UNITS: Record<string, string> = {
  day: 'd',
  week: 'wk',
  month: 'mo',
  hour: 'h',
};

type RawObject = Record<string, unknown>;

/**
 * The deprecated v3 value: its medicines in the FHIR shape (read by the structure's own
 * `readResource`), anything else kept as extras.
 */
export function readLegacy<R extends { raw: RawObject }>(
  prescription: RawObject,
  readResource: (raw: RawObject) => R | undefined,
): { format: 'eka-prescription'; resources: R[]; extras: { title: string; value: unknown }[] } {
  const resources: R[] = [];
  const extras: { title: string; value: unknown }[] = [];
  for (const [key, value] of Object.entries(prescription)) {
    if (key === 'language') continue;
    if (key !== 'medications' || !Array.isArray(value)) {
      extras.push({ title: key, value });
      continue;
    }
    for (const item of value) {
      const medication = LegacyMedicationSchema.safeParse(item);
      if (!medication.success) {
        extras.push({ title: key, value: item });
        continue;
      }
      const { name, id, instruction, frequency } = medication.data;
      const periodUnit = LEGACY_PERIOD_UNITS[frequency?.period_unit ?? ''];
      const resource = readResource({
        resourceType: 'MedicationRequest',
        ...(id ? { id } : {}),
        medicationCodeableConcept: { coding: [{ display: name, ...(id ? { code: id } : {}) }] },
        dosageInstruction: [
          {
            ...(instruction ? { text: instruction } : {}),
            ...(frequency?.custom
              ? { additionalInstruction: [{ coding: [{ display: frequency.custom }] }] }
              : {}),
            timing: {
              repeat: {
                frequency: frequency?.frequency,
                period: frequency?.period,
                periodUnit,
              },
            },
          },
        ],
      });
      if (resource) resources.push({ ...resource, raw: item as RawObject });
    }
  }
  return { format: 'eka-prescription', resources, extras };
}
