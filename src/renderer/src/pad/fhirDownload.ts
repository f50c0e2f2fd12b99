import { FhirExportError, bundleToJson, padToFhirBundle } from '../../../shared/pad/fhir-export';
import type { Pad } from '../../../shared/pad/pad';
import type { PatientAlerts } from '../../../shared/patient-alerts';
import { findSinceGroupId } from '../../../shared/pad/since';
import type { Catalogue, CatalogueDefaults } from '../stores/padStore';

export type FhirFile =
  { ok: true; fileName: string; json: string } | { ok: false; message: string };

/**
 * The finalized pad as a FHIR R4 Bundle file. The Since group id and the diagnoses' ICD-10 codes
 * come from the properties lookup; the patient's allergies and chronic conditions are the ones
 * the pad carries (kept at finalize, `pad:alerts`). The file name carries the pad's id only,
 * never the patient's.
 */
export function fhirFileOf(
  pad: Pad,
  finalizedAt: string | undefined,
  catalogue: Catalogue,
  alerts?: PatientAlerts,
  /** The default groups in use where the platform does not offer the lookup. */
  defaults: CatalogueDefaults = {},
): FhirFile {
  if (finalizedAt === undefined) {
    return { ok: false, message: 'Only a finalized pad can be exported.' };
  }
  if (pad.patientId === undefined) {
    return {
      ok: false,
      message:
        'FHIR needs the patient: this pad has no patient ID. Reopen it (while it is not sent) to add one.',
    };
  }
  const groups = [
    ...Object.values(catalogue).flatMap((items) => items.flatMap((item) => item.groups)),
    ...Object.values(defaults).flat(),
  ];
  const icd10ByDiagnosisId = Object.fromEntries(
    (catalogue.diagnosis ?? []).flatMap((item) =>
      item.icd10Code === undefined ? [] : [[item.id, item.icd10Code]],
    ),
  );
  try {
    const bundle = padToFhirBundle(pad, {
      finalizedAt,
      sinceGroupId: findSinceGroupId(groups),
      icd10ByDiagnosisId,
      ...(alerts === undefined ? {} : { alerts }),
    });
    return {
      ok: true,
      fileName: `prescription-${pad.id.slice(0, 8)}.fhir.json`,
      json: bundleToJson(bundle),
    };
  } catch (error) {
    // The export's problems name fields and ids, never what the doctor wrote.
    if (error instanceof FhirExportError) return { ok: false, message: error.message };
    throw error;
  }
}

/** Hands the file to the browser's download (Electron asks where to save it). */
export function downloadText(fileName: string, text: string, type: string): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked after the click has been handled.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
