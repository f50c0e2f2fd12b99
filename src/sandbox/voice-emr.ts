import { alertsAndDoubts } from './voice-emr-alerts';
import {
  DAY_MS,
  EKA,
  MDB,
  SNOMED,
  coded,
  day,
  observationCategory,
  said,
  type Resource,
} from './voice-emr-parts';

export { SCRIPTED_CONSULTATION, scriptedTranscript } from './voice-emr-parts';

/*
 * The sandbox's answer for `eka_emr_template`: a scripted consultation (fever and cough, a
 * congested throat, acute pharyngitis, two medicines, a CBC, advice in English and Hindi, a
 * follow-up after 5 days, temperature and pulse; a penicillin allergy, high blood pressure for 5
 * years, and a streptococcal throat that is only suspected) written in the platform's published EMR
 * structure (eka-docs `ekascribe/resources/fhir-structure.mdx` and its bundle example;
 * docs/platform.md): a FHIR Bundle of PUT entries and a Composition listing them. Deterministic:
 * the same session gives the same bundle. Each item names the line of the transcript it came from with the HL7
 * `originalText` extension (the published structure has no field for that: an assumption the
 * README names), and those lines are appended to the session's transcript.
 */

function symptom(name: string, code: string, startedOn: string) {
  return {
    resourceType: 'Observation',
    status: 'preliminary',
    category: [
      { coding: [{ code: 'symptom', display: 'symptom', system: 'https://www.custom.code' }] },
    ],
    code: coded(name, code),
    effectiveDateTime: startedOn,
    ...said(0),
  };
}

function vital(name: string, snomed: string, value: number, unit: string, at: string) {
  return {
    resourceType: 'Observation',
    status: 'preliminary',
    category: observationCategory('vital-signs', 'Vital Signs'),
    code: { coding: [{ code: snomed, display: name, system: SNOMED }] },
    effectiveDateTime: at,
    valueQuantity: { value, unit, system: `${MDB}/technical` },
    ...said(2),
  };
}

function medicine(options: {
  name: string;
  code: string;
  pattern?: string;
  frequency: number;
  timing?: string;
  days: number;
  text: string;
  said: number;
  at: string;
}) {
  return {
    resourceType: 'MedicationRequest',
    status: 'active',
    intent: 'order',
    authoredOn: options.at,
    medicationCodeableConcept: coded(options.name, options.code, MDB),
    dosageInstruction: [
      {
        ...(options.pattern
          ? {
              additionalInstruction: [
                { coding: [{ display: options.pattern, system: `${EKA}/` }] },
              ],
            }
          : {}),
        doseAndRate: [{ doseQuantity: { value: 1, unit: 'tablet', system: MDB } }],
        text: options.text,
        timing: {
          ...(options.timing
            ? { code: { coding: [{ display: options.timing, system: `${EKA}/` }] } }
            : {}),
          repeat: {
            frequency: options.frequency,
            period: 1,
            periodUnit: 'd',
            duration: options.days,
            durationUnit: 'd',
          },
        },
      },
    ],
    ...said(options.said),
  };
}

function advice(text: string, index: number, at: string) {
  return {
    resourceType: 'CarePlan',
    status: 'active',
    intent: 'plan',
    category: [coded('Medical advice', '386464006', SNOMED)],
    created: at,
    description: text,
    ...said(index),
  };
}

/** The `data` of the `eka_emr_template` output for a session whose result is ready at `readyAt`. */
export function scriptedEmrBundle(sessionId: string, readyAt: number): Record<string, unknown> {
  const at = new Date(readyAt).toISOString();
  const startedOn = day(readyAt - 3 * DAY_MS);
  const resources: Resource[] = [
    symptom('Fever', 'sandbox-symptom-fever', startedOn),
    symptom('Cough', 'sandbox-symptom-cough', startedOn),
    {
      resourceType: 'Observation',
      status: 'final',
      category: observationCategory('exam', 'exam'),
      code: coded('Throat congestion', 'sandbox-exam-throat-congestion'),
      ...said(1),
    },
    vital('Temperature', '386725007', 100.4, '°F', at),
    vital('Pulse rate', '78564009', 96, 'bpm', at),
    {
      resourceType: 'Condition',
      category: [
        coded(
          'Encounter Diagnosis',
          'encounter-diagnosis',
          'http://terminology.hl7.org/CodeSystem/condition-category',
        ),
      ],
      clinicalStatus: coded(
        'active',
        'active',
        'http://terminology.hl7.org/CodeSystem/condition-clinical',
      ),
      code: coded('Acute pharyngitis', 'sandbox-diagnosis-acute-pharyngitis'),
      recordedDate: at,
      ...said(3),
    },
    medicine({
      name: 'Paracetamol 650 mg Tablet',
      code: 'sandbox-drug-paracetamol-650',
      pattern: '1-0-1',
      frequency: 2,
      timing: 'after food',
      days: 3,
      text: 'For fever',
      said: 4,
      at,
    }),
    medicine({
      name: 'Azithromycin 500 mg Tablet',
      code: 'sandbox-drug-azithromycin-500',
      frequency: 1,
      days: 3,
      text: 'For the throat infection',
      said: 5,
      at,
    }),
    {
      resourceType: 'ServiceRequest',
      status: 'active',
      intent: 'order',
      authoredOn: at,
      category: [coded('Laboratory procedure', '108252007', SNOMED)],
      code: coded('Complete blood count (CBC)', 'sandbox-lab-cbc', `${EKA}/local`),
      ...said(6),
    },
    advice('Warm saline gargles', 7, at),
    advice('गुनगुना पानी पीते रहिए', 8, at),
    {
      resourceType: 'Appointment',
      status: 'proposed',
      appointmentType: coded(
        'Follow-up',
        'FOLLOWUP',
        'http://terminology.hl7.org/CodeSystem/v2-0276',
      ),
      created: at,
      description: 'Follow up after 5 days',
      start: `${day(readyAt + 5 * DAY_MS)}T00:00:00+00:00`,
      ...said(9),
    },
    ...alertsAndDoubts(at),
  ];
  // References by display only: the sandbox names no patient or doctor in the result.
  const patient = { display: 'The patient of this session' };
  const named = resources.map((resource, index) => ({
    ...resource,
    id: `${sessionId}-${resource.resourceType.toLowerCase()}-${index}`,
    ...(resource.resourceType === 'Appointment'
      ? { participant: [{ actor: patient, status: 'accepted' }] }
      : resource.resourceType === 'AllergyIntolerance'
        ? { patient }
        : { subject: patient }),
  }));
  const composition = {
    resourceType: 'Composition',
    id: sessionId,
    status: 'preliminary',
    title: 'Prescription',
    type: coded('Prescription record', '440545006', SNOMED),
    subject: patient,
    author: [{ display: 'The doctor of this session' }],
    date: at,
    section: [...new Set(named.map((r) => r.resourceType))].map((title) => ({
      title,
      entry: named
        .filter((r) => r.resourceType === title)
        .map((r) => ({ reference: `${title}/${r.id}` })),
    })),
  };
  return {
    resourceType: 'Bundle',
    type: 'batch',
    entry: [
      ...named.map((resource) => ({
        request: { method: 'PUT', url: `${resource.resourceType}/${resource.id}` },
        resource,
      })),
      { request: { method: 'PUT', url: `Composition/${sessionId}` }, resource: composition },
    ],
  };
}
