/**
 * The templates the sandbox lists (`GET /voice/api/v1/template`, the published `Template`
 * shape), so a new user can pick one by title. Ids follow the published examples.
 */
export const SANDBOX_VOICE_TEMPLATES = [
  {
    id: 'clinical_notes_template',
    title: 'Clinical Notes',
    desc: 'Standard clinical note',
    section_ids: [],
    default: true,
    is_favorite: false,
  },
  {
    id: 'eka_emr_template',
    title: 'EMR prescription draft',
    desc: 'Symptoms, diagnoses, medicines and advice in the EMR structure',
    section_ids: [],
    default: false,
    is_favorite: true,
  },
  {
    id: 'discharge_summary_template',
    title: 'Discharge Summary',
    desc: 'Admission, course in hospital, discharge advice',
    section_ids: [],
    default: false,
    is_favorite: false,
  },
] as const;
