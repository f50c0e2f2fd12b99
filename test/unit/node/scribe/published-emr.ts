import { readFileSync } from 'node:fs';
import path from 'node:path';
import { PUBLISHED_DIR } from '../../../support/published-spec';

/** The published examples of the EMR structure (test/published/emr/README.md says where from). */
const EMR_DIR = path.resolve(import.meta.dirname, '../../../published/emr');

export const readJson = (file: string): unknown =>
  JSON.parse(readFileSync(path.join(EMR_DIR, file), 'utf8'));

export const fhirBundleExample = (): unknown => readJson('fhir-bundle-example.excerpt.json');
export const legacyValueExample = (): unknown => readJson('legacy-eka-emr-value.json');

/** Every `data` published for an `eka_emr_template` output in the voice API (voice-v2.json). */
export function voiceApiEmrData(): unknown[] {
  const doc: unknown = JSON.parse(readFileSync(path.join(PUBLISHED_DIR, 'voice-v2.json'), 'utf8'));
  const found: unknown[] = [];
  const walk = (value: unknown): void => {
    if (Array.isArray(value)) return value.forEach(walk);
    if (typeof value !== 'object' || value === null) return;
    for (const [key, inner] of Object.entries(value)) {
      if (key === 'eka_emr_template' && typeof inner === 'object' && inner !== null) {
        if ('data' in inner) found.push((inner as { data: unknown }).data);
      }
      walk(inner);
    }
  };
  walk(doc);
  return found;
}
