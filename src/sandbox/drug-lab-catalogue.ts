import { BRAND_TABLE } from './drug-brands';

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

/** slug | name | generic | form | dose | dose unit | frequency | days | food | otc ('-' = none). */
const DRUG_TABLE = `
paracetamol-650    | Paracetamol 650 mg Tablet         | Paracetamol            | Tablet  | 1 | Tablet  | 1-0-1       | 5  | After Food    | otc
paracetamol-500    | Paracetamol 500 mg Tablet         | Paracetamol            | Tablet  | 1 | Tablet  | 1-1-1       | 3  | After Food    | otc
paracetamol-syrup  | Paracetamol 250 mg/5 ml Syrup     | Paracetamol            | Syrup   | 5 | ml      | 1-1-1       | 3  | After Food    | otc
pantoprazole-40    | Pantoprazole 40 mg Tablet         | Pantoprazole           | Tablet  | 1 | Tablet  | 1-0-0       | 14 | Before Food   | rx
amoxicillin-500    | Amoxicillin 500 mg Capsule        | Amoxicillin            | Capsule | 1 | Capsule | 1-1-1       | 5  | After Food    | rx
azithromycin-500   | Azithromycin 500 mg Tablet        | Azithromycin           | Tablet  | 1 | Tablet  | 1-0-0       | 3  | Before Food   | rx
cetirizine-10      | Cetirizine 10 mg Tablet           | Cetirizine             | Tablet  | 1 | Tablet  | 0-0-1       | 5  | After Food    | otc
metformin-500      | Metformin 500 mg Tablet           | Metformin              | Tablet  | 1 | Tablet  | 1-0-1       | 30 | After Food    | rx
amlodipine-5       | Amlodipine 5 mg Tablet            | Amlodipine             | Tablet  | 1 | Tablet  | 1-0-0       | 30 | -             | rx
telmisartan-40     | Telmisartan 40 mg Tablet          | Telmisartan            | Tablet  | 1 | Tablet  | 1-0-0       | 30 | -             | rx
atorvastatin-10    | Atorvastatin 10 mg Tablet         | Atorvastatin           | Tablet  | 1 | Tablet  | 0-0-1       | 30 | After Food    | rx
ors                | ORS Sachet (WHO formula)          | Oral rehydration salts | Sachet  | 1 | Sachet  | SOS         | -  | -             | otc
salbutamol-inhaler | Salbutamol 100 mcg Inhaler        | Salbutamol             | Inhaler | 2 | Puff    | SOS         | -  | -             | rx
ondansetron-4      | Ondansetron 4 mg Tablet           | Ondansetron            | Tablet  | 1 | Tablet  | SOS         | -  | Before Food   | rx
ibuprofen-400      | Ibuprofen 400 mg Tablet           | Ibuprofen              | Tablet  | 1 | Tablet  | 1-0-1       | 3  | After Food    | otc
vitamin-d3-60k     | Cholecalciferol 60,000 IU Capsule | Cholecalciferol        | Capsule | 1 | Capsule | Once a week | 56 | After Food    | rx
levothyroxine-50   | Levothyroxine 50 mcg Tablet       | Levothyroxine          | Tablet  | 1 | Tablet  | 1-0-0       | 30 | Empty Stomach | rx
omeprazole-20      | Omeprazole 20 mg Capsule          | Omeprazole             | Capsule | 1 | Capsule | 1-0-0       | 14 | Before Food   | rx
domperidone-10     | Domperidone 10 mg Tablet          | Domperidone            | Tablet  | 1 | Tablet  | 1-1-1       | 5  | Before Food   | rx
montelukast-10     | Montelukast 10 mg Tablet          | Montelukast            | Tablet  | 1 | Tablet  | 0-0-1       | 14 | -             | rx
`;

/** The rows of a table written as text: cells split on '|', trimmed, '-' read as null. */
function rowsOf(table: string): (string | null)[][] {
  return table
    .trim()
    .split('\n')
    .map((line) => line.split('|').map((cell) => (cell.trim() === '-' ? null : cell.trim())));
}

const text = (cell: string | null | undefined): string => cell ?? '';

/** A drug row as medical-db.json publishes a Drug (the brand tables name their maker). */
function drugOf(
  [slug, name, generic, form, unit, unitName, frequency, days, food, otc]: (string | null)[],
  manufacturer: string,
): SandboxDrug {
  return {
    id: `sbx-drug-${text(slug)}`,
    name: text(name),
    manufacturer_name: manufacturer,
    product_type: text(form),
    product_sku: `SKU-${text(slug).toUpperCase()}`,
    generic_name: text(generic),
    generic_id: `sbx-generic-${text(generic)
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')}`,
    dosage: {
      unit: unit ?? null,
      unit_name: unitName ?? null,
      unit_id: unitName ? `sbx-unit-${unitName.toLowerCase()}` : null,
      dosage: frequency ?? null,
      dosage_form: text(form),
      df_id: `sbx-df-${text(form)
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, '-')}`,
      days: days ?? null,
      food: food ?? null,
    },
    common_name: text(generic),
    soa: false,
    drug_name_match: true,
    is_otc: otc === 'otc',
  };
}

/** The generics first, then the brands (drug-brands.ts), each with its own id. */
export const SANDBOX_DRUGS: readonly SandboxDrug[] = [
  ...rowsOf(DRUG_TABLE).map((cells) => drugOf(cells, 'Sandbox Pharma')),
  ...rowsOf(BRAND_TABLE).map(([slug, name, generic, form, maker, ...rest]) =>
    drugOf([slug ?? null, name ?? null, generic ?? null, form ?? null, ...rest], text(maker)),
  ),
];

/** slug | name | category | price (rupees) | preparation ('-' = none). */
const LAB_TABLE = `
cbc           | Complete Blood Count (CBC)        | Haematology        | 300  | -
hba1c         | HbA1c (Glycated Haemoglobin)      | Biochemistry       | 450  | -
fbs           | Fasting Blood Sugar               | Biochemistry       | 80   | Fast for 8 to 10 hours; water is allowed.
lipid-profile | Lipid Profile                     | Biochemistry       | 500  | Fast for 10 to 12 hours; water is allowed.
lft           | Liver Function Test (LFT)         | Biochemistry       | 600  | -
kft           | Kidney Function Test (KFT)        | Biochemistry       | 600  | -
tsh           | Thyroid Stimulating Hormone (TSH) | Endocrinology      | 350  | -
urine-routine | Urine Routine and Microscopy      | Clinical pathology | 150  | Early-morning midstream sample.
dengue-ns1    | Dengue NS1 Antigen                | Serology           | 600  | -
widal         | Widal Test                        | Serology           | 200  | -
ecg           | ECG (12-lead)                     | Cardiology         | 250  | -
chest-xray    | Chest X-ray (PA view)             | Radiology          | 400  | -
usg-abdomen   | Ultrasound Abdomen                | Radiology          | 1200 | Fast for 6 hours; come with a full bladder.
`;

export const SANDBOX_LAB_TESTS: readonly SandboxLabTest[] = rowsOf(LAB_TABLE).map(
  ([slug, name, category, price, preparation]) => ({
    id: `sbx-lab-${text(slug)}`,
    name: text(name),
    description: null,
    category: category ?? null,
    price: price === null || price === undefined ? null : Number(price),
    preparation: preparation ?? null,
  }),
);
