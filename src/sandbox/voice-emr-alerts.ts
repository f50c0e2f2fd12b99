import { EKA, SNOMED, coded, said, type Resource } from './voice-emr-parts';

const CONDITION_CATEGORY = 'http://terminology.hl7.org/CodeSystem/condition-category';
const CONDITION_CLINICAL = 'http://terminology.hl7.org/CodeSystem/condition-clinical';

/** What the patient said of their allergies and history, and a diagnosis only suspected. */
export function alertsAndDoubts(at: string): Resource[] {
  return [
    {
      resourceType: 'AllergyIntolerance',
      clinicalStatus: coded(
        'Active',
        'active',
        'http://terminology.hl7.org/CodeSystem/allergyintolerance-clinical',
      ),
      verificationStatus: coded(
        'Confirmed',
        'confirmed',
        'http://terminology.hl7.org/CodeSystem/allergyintolerance-verification',
      ),
      type: 'allergy',
      category: ['medication'],
      code: coded('Penicillin', 'sandbox-allergen-penicillin', `${EKA}/local`),
      recordedDate: at,
      reaction: [{ manifestation: [coded('Rash', '271807003', SNOMED)], severity: 'moderate' }],
      ...said(10),
    },
    {
      resourceType: 'Condition',
      category: [coded('Problem List Item', 'problem-list-item', CONDITION_CATEGORY)],
      clinicalStatus: coded('active', 'active', CONDITION_CLINICAL),
      code: coded('Hypertension', 'sandbox-condition-hypertension'),
      note: [{ text: 'For 5 years' }],
      recordedDate: at,
      ...said(11),
    },
    {
      resourceType: 'Condition',
      category: [coded('Encounter Diagnosis', 'encounter-diagnosis', CONDITION_CATEGORY)],
      clinicalStatus: coded('active', 'active', CONDITION_CLINICAL),
      verificationStatus: coded(
        'Provisional',
        'provisional',
        'http://terminology.hl7.org/CodeSystem/condition-ver-status',
      ),
      code: coded('Streptococcal pharyngitis', 'sandbox-diagnosis-strep-throat'),
      recordedDate: at,
      ...said(12),
    },
  ];
}
