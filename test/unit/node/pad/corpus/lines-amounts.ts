import type { CorpusLine } from './medicine-lines';

export const FRACTIONS: CorpusLine[] = [
  {
    text: 'Tab Amlodipine 5 mg ½-0-0',
    name: 'Tab. Amlodipine 5 mg',
    directions: 'half a tablet in the morning',
  },
  {
    text: 'Tab Amlodipine 5 mg 1/2-0-0 x 10 days',
    name: 'Tab. Amlodipine 5 mg',
    directions: 'half a tablet in the morning, for 10 days',
    quantity: '5 tablets',
  },
  {
    text: 'Tab Metoprolol 25 mg 0.5-0-0.5',
    name: 'Tab. Metoprolol 25 mg',
    directions: 'half a tablet, morning and night',
  },
  {
    text: 'Tab Clonazepam 0.5 mg 0-0-½',
    name: 'Tab. Clonazepam 0.5 mg',
    directions: 'half a tablet at night',
  },
  {
    text: 'Tab Warfarin 5 mg 1½-0-0',
    name: 'Tab. Warfarin 5 mg',
    directions: '1½ tablets in the morning',
  },
  {
    text: 'Tab X 1 1/2 tab OD x 10 days',
    name: 'Tab. X',
    directions: '1½ tablets in the morning, for 10 days',
    quantity: '15 tablets',
  },
  {
    text: 'Tab Digoxin 0.25 mg ½ tab OD',
    name: 'Tab. Digoxin 0.25 mg',
    directions: 'half a tablet in the morning',
  },
  {
    text: 'Tab Spironolactone 25 mg 1/3 tab OD x 9 days',
    name: 'Tab. Spironolactone 25 mg',
    directions: 'one third of a tablet in the morning, for 9 days',
    quantity: '3 tablets',
  },
  {
    text: 'Tab Propranolol 40 mg ¼-0-¼',
    name: 'Tab. Propranolol 40 mg',
    directions: 'a quarter of a tablet, morning and night',
  },
  {
    text: 'Tab Prednisolone 10 mg ¾-0-0',
    name: 'Tab. Prednisolone 10 mg',
    directions: 'three quarters of a tablet in the morning',
  },
  {
    text: 'Tab X 1½ tab BD x 4 days',
    name: 'Tab. X',
    directions: '1½ tablets, morning and night, for 4 days',
    quantity: '12 tablets',
  },
];

export const INJECTABLES: CorpusLine[] = [
  {
    text: 'Inj Actrapid 8-0-6 units SC before food',
    name: 'Inj. Actrapid',
    directions: '8 units in the morning and 6 units at night, before food',
  },
  {
    text: 'Inj Insulin Glargine 10 units SC HS',
    name: 'Inj. Insulin Glargine',
    directions: '10 units at bedtime',
  },
  {
    text: 'Inj Insulin Glargine 10 units at bedtime',
    name: 'Inj. Insulin Glargine',
    directions: '10 units, at bedtime',
  },
  {
    text: 'Inj Mixtard 30/70 12-0-8 units before food',
    name: 'Inj. Mixtard 30/70',
    directions: '12 units in the morning and 8 units at night, before food',
  },
  {
    text: 'Inj Actrapid 8-8-8 units before food',
    name: 'Inj. Actrapid',
    directions: '8 units, morning, afternoon and night, before food',
  },
  { text: 'Inj Lantus 20 U HS', name: 'Inj. Lantus', directions: '20 units at bedtime' },
  { text: 'Inj Lantus 20u HS', name: 'Inj. Lantus', directions: '20 units at bedtime' },
  { text: 'Inj Lantus 20 IU HS', name: 'Inj. Lantus', directions: '20 units at bedtime' },
  {
    text: 'Inj Diclofenac 75 mg IM stat',
    name: 'Inj. Diclofenac',
    directions: '75 mg, once, immediately',
  },
  {
    text: 'Inj Ceftriaxone 1 g IV BD x 5 days',
    name: 'Inj. Ceftriaxone',
    directions: '1 g, morning and night, for 5 days',
  },
  {
    text: 'Inj Pantoprazole 40 mg IV OD',
    name: 'Inj. Pantoprazole',
    directions: '40 mg in the morning',
  },
  {
    text: 'Inj Ondansetron 4 mg IV SOS',
    name: 'Inj. Ondansetron',
    directions: '4 mg, when needed',
  },
  {
    text: 'Inj Ondansetron 2 ml IV q8h x 24 hrs',
    name: 'Inj. Ondansetron',
    directions: '2 ml, every 8 hours, for 24 hours',
  },
  {
    text: 'Inj B12 1 amp IM once a week x 4 weeks',
    name: 'Inj. B12',
    directions: '1 ampoule, once a week, for 4 weeks',
    quantity: '4 ampoules',
  },
  {
    text: 'Inj Vitamin D3 600000 IU IM stat',
    name: 'Inj. Vitamin D3',
    directions: '6,00,000 units, once, immediately',
  },
  {
    text: 'Inj Tetanus toxoid 0.5 ml IM stat',
    name: 'Inj. Tetanus toxoid',
    directions: '0.5 ml, once, immediately',
  },
];

export const LIQUIDS: CorpusLine[] = [
  {
    text: 'Syp Calpol 250 mg/5 ml 5 ml TDS x 3 days',
    name: 'Syp. Calpol 250 mg/5 ml',
    directions: '5 ml, morning, afternoon and night, for 3 days',
  },
  {
    text: 'Syp Ambroxol 5ml TDS x 5/7',
    name: 'Syp. Ambroxol',
    directions: '5 ml, morning, afternoon and night, for 5 days',
  },
  {
    text: 'Syp Ambroxol 5-5-5 ml x 5 days',
    name: 'Syp. Ambroxol',
    directions: '5 ml, morning, afternoon and night, for 5 days',
  },
  {
    text: 'Syp Ambroxol 5-5-5 x 5 days',
    name: 'Syp. Ambroxol',
    directions: '5 ml, morning, afternoon and night, for 5 days',
  },
  { text: 'Syp Cremaffin 10 ml HS', name: 'Syp. Cremaffin', directions: '10 ml at bedtime' },
  {
    text: 'Syp Cough 5 ml TDS x 5 days 1 bottle',
    name: 'Syp. Cough',
    directions: '5 ml, morning, afternoon and night, for 5 days',
    quantity: '1 bottle',
  },
  {
    text: 'Susp Azithromycin 200 mg/5 ml 5 ml OD x 3 days',
    name: 'Susp. Azithromycin 200 mg/5 ml',
    directions: '5 ml in the morning, for 3 days',
  },
  {
    text: 'Syp Paracetamol 2.5 ml SOS',
    name: 'Syp. Paracetamol',
    directions: '2.5 ml, when needed',
  },
  {
    text: 'Syp Lactulose 15 ml 0-0-1 x 1 wk',
    name: 'Syp. Lactulose',
    directions: '15 ml at night, for 1 week',
  },
  {
    text: 'Syp Zinc 5 ml OD x 14 days',
    name: 'Syp. Zinc',
    directions: '5 ml in the morning, for 14 days',
  },
  { text: 'Syp Domperidone 2.5 ml 1 tsp TDS', name: 'Syp. Domperidone', asks: 'two doses' },
];

export const LARGE_NUMBERS: CorpusLine[] = [
  {
    text: 'Cap Vitamin D3 60000 IU 1 cap once a week x 8 weeks',
    name: 'Cap. Vitamin D3 60,000 units',
    directions: '1 capsule, once a week, for 8 weeks',
    quantity: '8 capsules',
  },
  {
    text: 'Tab Dexamethasone 4 mg q6h x 24 hrs',
    asks: 'How many tablets each time?',
    likely: '1 tablet, every 6 hours, for 24 hours',
  },
  {
    text: 'Vitamin D3 60000 IU weekly',
    name: 'Vitamin D3',
    directions: '60,000 units, once a week',
  },
  {
    text: 'Cap Vitamin D3 60000 IU once a week x 8 weeks',
    asks: 'How many capsules each time?',
    likely: '1 capsule, once a week, for 8 weeks',
  },
  {
    text: 'Sachet Uprise D3 60000 IU 1 sachet weekly x 8 weeks',
    name: 'Sachet Uprise D3 60,000 units',
    directions: '1 sachet, once a week, for 8 weeks',
    quantity: '8 sachets',
  },
  {
    text: 'Cap Calcirol 60,000 IU 1 cap once a week x 6 weeks after food',
    name: 'Cap. Calcirol 60,000 units',
    directions: '1 capsule, once a week, after food, for 6 weeks',
    quantity: '6 capsules',
  },
  {
    text: 'Cholecalciferol 1,00,000 IU stat',
    name: 'Cholecalciferol',
    directions: '1,00,000 units, once, immediately',
  },
  {
    text: 'Inj Arachitol 600000 units IM stat',
    name: 'Inj. Arachitol',
    directions: '6,00,000 units, once, immediately',
  },
];

export const ISMP: CorpusLine[] = [
  { text: 'Insulin 10u HS', name: 'Insulin', directions: '10 units at bedtime' },
  { text: 'Insulin 8 U BD', name: 'Insulin', directions: '8 units, morning and night' },
  { text: 'Insulin 8 IU BD', name: 'Insulin', directions: '8 units, morning and night' },
  {
    text: 'Tab Levothyroxine 50 µg OD',
    name: 'Tab. Levothyroxine 50 mcg',
    directions: '1 tablet in the morning',
  },
  {
    text: 'Tab Levothyroxine 50 ug OD',
    name: 'Tab. Levothyroxine 50 mcg',
    directions: '1 tablet in the morning',
  },
  { text: 'Syp X 5 cc TDS', name: 'Syp. X', directions: '5 ml, morning, afternoon and night' },
  {
    text: 'Tab Warfarin 5.0 mg OD',
    name: 'Tab. Warfarin 5 mg',
    directions: '1 tablet in the morning',
  },
  {
    text: 'Tab Digoxin .25 mg OD',
    name: 'Tab. Digoxin 0.25 mg',
    directions: '1 tablet in the morning',
  },
  {
    text: 'Inj Heparin 5000 units SC BD',
    name: 'Inj. Heparin',
    directions: '5,000 units, morning and night',
  },
  {
    text: 'Tab Methylcobalamin 1500 mcg OD',
    name: 'Tab. Methylcobalamin 1,500 mcg',
    directions: '1 tablet in the morning',
  },
];
