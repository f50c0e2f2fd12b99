/*
 * The sandbox's drug and lab catalogue: common medicines and tests of Indian outpatient practice,
 * as medical-db.json publishes a Drug and a LabTest. Deterministic, so tests can name entries.
 * Defaults (`dosage`) are typical adult starting points for the demo, not clinical advice.
 */

export interface SandboxDosage {
  unit: string | null;
  unit_name: string | null;
  unit_id: string | null;
  dosage: string | null;
  dosage_form: string;
  df_id: string;
  days: string | null;
  food: string | null;
}

export interface SandboxDrug {
  id: string;
  name: string;
  manufacturer_name: string;
  product_type: string;
  product_sku: string;
  generic_name: string;
  generic_id: string;
  dosage: SandboxDosage;
  common_name: string;
  soa: boolean;
  drug_name_match: boolean;
  is_otc: boolean | null;
}

export interface SandboxLabTest {
  id: string;
  name: string;
  description: string | null;
  category: string | null;
  price: number | null;
  preparation: string | null;
}

type DrugRow = [
  slug: string,
  name: string,
  generic: string,
  form: string,
  unit: string | null,
  unitName: string | null,
  frequency: string | null,
  days: string | null,
  food: string | null,
  otc: boolean,
];

const DRUG_ROWS: DrugRow[] = [
  [
    'paracetamol-650',
    'Paracetamol 650 mg Tablet',
    'Paracetamol',
    'Tablet',
    '1',
    'Tablet',
    '1-0-1',
    '5',
    'After Food',
    true,
  ],
  [
    'paracetamol-500',
    'Paracetamol 500 mg Tablet',
    'Paracetamol',
    'Tablet',
    '1',
    'Tablet',
    '1-1-1',
    '3',
    'After Food',
    true,
  ],
  [
    'paracetamol-syrup',
    'Paracetamol 250 mg/5 ml Syrup',
    'Paracetamol',
    'Syrup',
    '5',
    'ml',
    '1-1-1',
    '3',
    'After Food',
    true,
  ],
  [
    'pantoprazole-40',
    'Pantoprazole 40 mg Tablet',
    'Pantoprazole',
    'Tablet',
    '1',
    'Tablet',
    '1-0-0',
    '14',
    'Before Food',
    false,
  ],
  [
    'amoxicillin-500',
    'Amoxicillin 500 mg Capsule',
    'Amoxicillin',
    'Capsule',
    '1',
    'Capsule',
    '1-1-1',
    '5',
    'After Food',
    false,
  ],
  [
    'azithromycin-500',
    'Azithromycin 500 mg Tablet',
    'Azithromycin',
    'Tablet',
    '1',
    'Tablet',
    '1-0-0',
    '3',
    'Before Food',
    false,
  ],
  [
    'cetirizine-10',
    'Cetirizine 10 mg Tablet',
    'Cetirizine',
    'Tablet',
    '1',
    'Tablet',
    '0-0-1',
    '5',
    'After Food',
    true,
  ],
  [
    'metformin-500',
    'Metformin 500 mg Tablet',
    'Metformin',
    'Tablet',
    '1',
    'Tablet',
    '1-0-1',
    '30',
    'After Food',
    false,
  ],
  [
    'amlodipine-5',
    'Amlodipine 5 mg Tablet',
    'Amlodipine',
    'Tablet',
    '1',
    'Tablet',
    '1-0-0',
    '30',
    null,
    false,
  ],
  [
    'telmisartan-40',
    'Telmisartan 40 mg Tablet',
    'Telmisartan',
    'Tablet',
    '1',
    'Tablet',
    '1-0-0',
    '30',
    null,
    false,
  ],
  [
    'atorvastatin-10',
    'Atorvastatin 10 mg Tablet',
    'Atorvastatin',
    'Tablet',
    '1',
    'Tablet',
    '0-0-1',
    '30',
    'After Food',
    false,
  ],
  [
    'ors',
    'ORS Sachet (WHO formula)',
    'Oral rehydration salts',
    'Sachet',
    '1',
    'Sachet',
    'SOS',
    null,
    null,
    true,
  ],
  [
    'salbutamol-inhaler',
    'Salbutamol 100 mcg Inhaler',
    'Salbutamol',
    'Inhaler',
    '2',
    'Puff',
    'SOS',
    null,
    null,
    false,
  ],
  [
    'ondansetron-4',
    'Ondansetron 4 mg Tablet',
    'Ondansetron',
    'Tablet',
    '1',
    'Tablet',
    'SOS',
    null,
    'Before Food',
    false,
  ],
  [
    'ibuprofen-400',
    'Ibuprofen 400 mg Tablet',
    'Ibuprofen',
    'Tablet',
    '1',
    'Tablet',
    '1-0-1',
    '3',
    'After Food',
    true,
  ],
  [
    'vitamin-d3-60k',
    'Cholecalciferol 60,000 IU Capsule',
    'Cholecalciferol',
    'Capsule',
    '1',
    'Capsule',
    'Once a week',
    '56',
    'After Food',
    false,
  ],
  [
    'levothyroxine-50',
    'Levothyroxine 50 mcg Tablet',
    'Levothyroxine',
    'Tablet',
    '1',
    'Tablet',
    '1-0-0',
    '30',
    'Empty Stomach',
    false,
  ],
  [
    'omeprazole-20',
    'Omeprazole 20 mg Capsule',
    'Omeprazole',
    'Capsule',
    '1',
    'Capsule',
    '1-0-0',
    '14',
    'Before Food',
    false,
  ],
  [
    'domperidone-10',
    'Domperidone 10 mg Tablet',
    'Domperidone',
    'Tablet',
    '1',
    'Tablet',
    '1-1-1',
    '5',
    'Before Food',
    false,
  ],
  [
    'montelukast-10',
    'Montelukast 10 mg Tablet',
    'Montelukast',
    'Tablet',
    '1',
    'Tablet',
    '0-0-1',
    '14',
    null,
    false,
  ],
];

export const SANDBOX_DRUGS: readonly SandboxDrug[] = DRUG_ROWS.map(
  ([slug, name, generic, form, unit, unitName, frequency, days, food, otc]) => ({
    id: `sbx-drug-${slug}`,
    name,
    manufacturer_name: 'Sandbox Pharma',
    product_type: form,
    product_sku: `SKU-${slug.toUpperCase()}`,
    generic_name: generic,
    generic_id: `sbx-generic-${generic.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`,
    dosage: {
      unit,
      unit_name: unitName,
      unit_id: unitName === null ? null : `sbx-unit-${unitName.toLowerCase()}`,
      dosage: frequency,
      dosage_form: form,
      df_id: `sbx-df-${form.toLowerCase()}`,
      days,
      food,
    },
    common_name: generic,
    soa: false,
    drug_name_match: true,
    is_otc: otc,
  }),
);

type LabRow = [
  slug: string,
  name: string,
  category: string,
  price: number,
  preparation: string | null,
];

const LAB_ROWS: LabRow[] = [
  ['cbc', 'Complete Blood Count (CBC)', 'Haematology', 300, null],
  ['hba1c', 'HbA1c (Glycated Haemoglobin)', 'Biochemistry', 450, null],
  ['fbs', 'Fasting Blood Sugar', 'Biochemistry', 80, 'Fast for 8 to 10 hours; water is allowed.'],
  [
    'lipid-profile',
    'Lipid Profile',
    'Biochemistry',
    500,
    'Fast for 10 to 12 hours; water is allowed.',
  ],
  ['lft', 'Liver Function Test (LFT)', 'Biochemistry', 600, null],
  ['kft', 'Kidney Function Test (KFT)', 'Biochemistry', 600, null],
  ['tsh', 'Thyroid Stimulating Hormone (TSH)', 'Endocrinology', 350, null],
  [
    'urine-routine',
    'Urine Routine and Microscopy',
    'Clinical pathology',
    150,
    'Early-morning midstream sample.',
  ],
  ['dengue-ns1', 'Dengue NS1 Antigen', 'Serology', 600, null],
  ['widal', 'Widal Test', 'Serology', 200, null],
  ['ecg', 'ECG (12-lead)', 'Cardiology', 250, null],
  ['chest-xray', 'Chest X-ray (PA view)', 'Radiology', 400, null],
  [
    'usg-abdomen',
    'Ultrasound Abdomen',
    'Radiology',
    1200,
    'Fast for 6 hours; come with a full bladder.',
  ],
];

export const SANDBOX_LAB_TESTS: readonly SandboxLabTest[] = LAB_ROWS.map(
  ([slug, name, category, price, preparation]) => ({
    id: `sbx-lab-${slug}`,
    name,
    description: null,
    category,
    price,
    preparation,
  }),
);
