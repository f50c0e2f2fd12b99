/*
 * Medicine lines as Indian clinics type them, each with what must print. Written from what the
 * doctor means (docs/medicine-lines.md), not from what the reader gives: a line that disagrees
 * with the reader is a bug in one of them, decided in words, never by copying the output here.
 *
 * `name` is the medicine column as printed, `directions` the "how to take" words as printed,
 * `quantity` what to dispense (absent: none is printed). `asks` is a part of the question the
 * line must ask (it is never read on a guess), with `likely` the reading offered first. `refused`
 * is a part of the refusal of a line that cannot be read.
 */
export interface CorpusLine {
  text: string;
  name?: string;
  directions?: string;
  quantity?: string;
  asks?: string;
  likely?: string;
  refused?: string;
}

export const TABLETS: CorpusLine[] = [
  {
    text: 'Tab Paracetamol 650 1-0-1 x 5 days after food',
    name: 'Tab. Paracetamol 650',
    directions: '1 tablet, morning and night, after food, for 5 days',
    quantity: '10 tablets',
  },
  {
    text: 'Tab Paracetamol 650 mg 1-0-1 x 5 days',
    name: 'Tab. Paracetamol 650 mg',
    directions: '1 tablet, morning and night, for 5 days',
    quantity: '10 tablets',
  },
  {
    text: 'Tab. Dolo 650 1-1-1 x 3 days',
    name: 'Tab. Dolo 650',
    directions: '1 tablet, morning, afternoon and night, for 3 days',
    quantity: '9 tablets',
  },
  {
    text: 'TAB PAN 40 1-0-0 before food x 14 days',
    name: 'Tab. PAN 40',
    directions: '1 tablet in the morning, before food, for 14 days',
    quantity: '14 tablets',
  },
  { text: 'Tab Telma 40 1-0-0', name: 'Tab. Telma 40', directions: '1 tablet in the morning' },
  {
    text: 'Tab Glycomet 500 1-0-1 after food x 30 days',
    name: 'Tab. Glycomet 500',
    directions: '1 tablet, morning and night, after food, for 30 days',
    quantity: '60 tablets',
  },
  {
    text: 'Tab Amlodipine 5 mg 0-0-1 x 1 month',
    name: 'Tab. Amlodipine 5 mg',
    directions: '1 tablet at night, for 1 month',
    quantity: '30 tablets',
  },
  {
    text: 'Tab Atorvastatin 10 mg 0-0-1',
    name: 'Tab. Atorvastatin 10 mg',
    directions: '1 tablet at night',
  },
  {
    text: 'Tab Cetirizine 10 mg 0-0-1 x 5 days',
    name: 'Tab. Cetirizine 10 mg',
    directions: '1 tablet at night, for 5 days',
    quantity: '5 tablets',
  },
  {
    text: 'Tab Montair LC 0-0-1 x 10 days',
    name: 'Tab. Montair LC',
    directions: '1 tablet at night, for 10 days',
    quantity: '10 tablets',
  },
  {
    text: 'Tab Augmentin 625 Duo 1-0-1 x 5 days after food',
    name: 'Tab. Augmentin 625 Duo',
    directions: '1 tablet, morning and night, after food, for 5 days',
    quantity: '10 tablets',
  },
  {
    text: 'Tab Azithral 500 1-0-0 x 3 days',
    name: 'Tab. Azithral 500',
    directions: '1 tablet in the morning, for 3 days',
    quantity: '3 tablets',
  },
  {
    text: 'Tab Dolo 650 2-0-2 x 3 days',
    name: 'Tab. Dolo 650',
    directions: '2 tablets, morning and night, for 3 days',
    quantity: '12 tablets',
  },
  {
    text: 'Tab Dolo 650 2 tabs 2-0-2',
    name: 'Tab. Dolo 650',
    directions: '2 tablets, morning and night',
  },
  {
    text: 'Tab Dolo 650 2 tab 1-0-1 x 2 days',
    name: 'Tab. Dolo 650',
    directions: '2 tablets, morning and night, for 2 days',
    quantity: '8 tablets',
  },
  {
    text: 'Tab Metformin 500 1-0-2 x 10 days',
    name: 'Tab. Metformin 500',
    directions: '1 tablet in the morning and 2 tablets at night, for 10 days',
    quantity: '30 tablets',
  },
  {
    text: 'Tab Ecosprin 75 0-1-0 after lunch',
    name: 'Tab. Ecosprin 75',
    directions: '1 tablet in the afternoon, after food',
  },
  {
    text: 'Tab Ecosprin AV 75/10 0-0-1',
    name: 'Tab. Ecosprin AV 75/10',
    directions: '1 tablet at night',
  },
  {
    text: 'Tab Shelcal 500 1-0-1 after food x 2 months',
    name: 'Tab. Shelcal 500',
    directions: '1 tablet, morning and night, after food, for 2 months',
    quantity: '120 tablets',
  },
  {
    text: 'Tab Levocetirizine 5 mg 1-0-0-1',
    name: 'Tab. Levocetirizine 5 mg',
    directions: '1 tablet, morning and night',
  },
  {
    text: 'Tab Ibuprofen 400 mg 1-1-1-1 x 2 days after food',
    name: 'Tab. Ibuprofen 400 mg',
    directions: '1 tablet, morning, afternoon, evening and night, after food, for 2 days',
    quantity: '8 tablets',
  },
  {
    text: 'Cap Omeprazole 20 mg 1-0-0 before breakfast x 2 weeks',
    name: 'Cap. Omeprazole 20 mg',
    directions: '1 capsule in the morning, before breakfast, for 2 weeks',
    quantity: '14 capsules',
  },
  {
    text: 'Cap Amoxicillin 500 mg 1-1-1 x 5 days',
    name: 'Cap. Amoxicillin 500 mg',
    directions: '1 capsule, morning, afternoon and night, for 5 days',
    quantity: '15 capsules',
  },
  {
    text: 'Cap. Doxycycline 100 mg 1-0-1 after food x 7 days',
    name: 'Cap. Doxycycline 100 mg',
    directions: '1 capsule, morning and night, after food, for 7 days',
    quantity: '14 capsules',
  },
  {
    text: 'Tab Thyronorm 50 mcg 1-0-0 empty stomach',
    name: 'Tab. Thyronorm 50 mcg',
    directions: '1 tablet in the morning, on an empty stomach',
  },
  {
    text: 'Tab Paracetamol 500 mg 1 tab TDS x 3 days',
    name: 'Tab. Paracetamol 500 mg',
    directions: '1 tablet, morning, afternoon and night, for 3 days',
    quantity: '9 tablets',
  },
  {
    text: 'Tab Dolo 650 1 TDS x 3 days',
    name: 'Tab. Dolo 650',
    directions: '1 tablet, morning, afternoon and night, for 3 days',
    quantity: '9 tablets',
  },
  {
    text: 'Paracetamol 650 mg 1-0-1 x 3 days',
    name: 'Paracetamol',
    directions: '650 mg, morning and night, for 3 days',
  },
  { text: 'Dolo 650 1-0-1', name: 'Dolo 650', directions: 'morning and night' },
  {
    text: 'Tab Paracetamol 650 1 - 0 - 1 x 5 d',
    name: 'Tab. Paracetamol 650',
    directions: '1 tablet, morning and night, for 5 days',
    quantity: '10 tablets',
  },
  {
    text: 'Tab Paracetamol 650 1–0–1 × 5 days',
    name: 'Tab. Paracetamol 650',
    directions: '1 tablet, morning and night, for 5 days',
    quantity: '10 tablets',
  },
];

export const SHORTHANDS: CorpusLine[] = [
  {
    text: 'Tab Pan 40 OD x 14 days',
    name: 'Tab. Pan 40',
    directions: '1 tablet in the morning, for 14 days',
    quantity: '14 tablets',
  },
  {
    text: 'Tab Pan 40 OD before breakfast',
    name: 'Tab. Pan 40',
    directions: '1 tablet in the morning, before breakfast',
  },
  {
    text: 'Tab Azithromycin 500 mg OD x 3 d',
    name: 'Tab. Azithromycin 500 mg',
    directions: '1 tablet in the morning, for 3 days',
    quantity: '3 tablets',
  },
  {
    text: 'Tab Amoxicillin 500mg TDS x5d',
    name: 'Tab. Amoxicillin 500 mg',
    directions: '1 tablet, morning, afternoon and night, for 5 days',
    quantity: '15 tablets',
  },
  {
    text: 'Tab Cefixime 200 mg BD x 7 days',
    name: 'Tab. Cefixime 200 mg',
    directions: '1 tablet, morning and night, for 7 days',
    quantity: '14 tablets',
  },
  {
    text: 'Tab Cefixime 200 mg BID x 7 days',
    name: 'Tab. Cefixime 200 mg',
    directions: '1 tablet, morning and night, for 7 days',
    quantity: '14 tablets',
  },
  {
    text: 'Tab Metronidazole 400 mg TID x 5 days',
    name: 'Tab. Metronidazole 400 mg',
    directions: '1 tablet, morning, afternoon and night, for 5 days',
    quantity: '15 tablets',
  },
  {
    text: 'Tab Ibuprofen 400 QID x 2 days',
    name: 'Tab. Ibuprofen 400',
    directions: '1 tablet, morning, afternoon, evening and night, for 2 days',
    quantity: '8 tablets',
  },
  {
    text: 'Tab Ibuprofen 400 QDS x 2 days',
    name: 'Tab. Ibuprofen 400',
    directions: '1 tablet, morning, afternoon, evening and night, for 2 days',
    quantity: '8 tablets',
  },
  {
    text: 'Tab Zolpidem 5 mg HS x 7 days',
    name: 'Tab. Zolpidem 5 mg',
    directions: '1 tablet at bedtime, for 7 days',
    quantity: '7 tablets',
  },
  {
    text: 'Tab Clonazepam 0.25 mg HS',
    name: 'Tab. Clonazepam 0.25 mg',
    directions: '1 tablet at bedtime',
  },
  {
    text: 'Tab Atorva 10 O.D. at night',
    name: 'Tab. Atorva 10',
    asks: 'Step 1 has two frequencies',
  },
  {
    text: 'Tab Famotidine 20 mg b.d. x 5 days',
    name: 'Tab. Famotidine 20 mg',
    directions: '1 tablet, morning and night, for 5 days',
    quantity: '10 tablets',
  },
  {
    text: 'Tab Cetirizine 10 mg once a day x 5 days',
    name: 'Tab. Cetirizine 10 mg',
    directions: '1 tablet in the morning, for 5 days',
    quantity: '5 tablets',
  },
  {
    text: 'Tab Cefuroxime 500 mg twice a day x 5 days',
    name: 'Tab. Cefuroxime 500 mg',
    directions: '1 tablet, morning and night, for 5 days',
    quantity: '10 tablets',
  },
  {
    text: 'Tab Metronidazole 400 mg three times a day x 5 days',
    name: 'Tab. Metronidazole 400 mg',
    directions: '1 tablet, morning, afternoon and night, for 5 days',
    quantity: '15 tablets',
  },
  {
    text: 'Tab Vitamin C 500 mg daily x 1 month',
    name: 'Tab. Vitamin C 500 mg',
    directions: '1 tablet in the morning, for 1 month',
    quantity: '30 tablets',
  },
  {
    text: 'Tab Amlodipine 5 mg QD',
    name: 'Tab. Amlodipine 5 mg',
    directions: '1 tablet in the morning',
  },
  {
    text: 'Tab Calcium 500 mg OD after lunch',
    name: 'Tab. Calcium 500 mg',
    directions: '1 tablet in the afternoon, after food',
  },
  {
    text: 'Tab Vitamin B complex 1 tab daily after breakfast',
    name: 'Tab. Vitamin B complex',
    directions: '1 tablet in the morning, after food',
  },
  {
    text: 'Tab Calcium 500 mg 1-0-0 after lunch',
    refused: 'is not one of the times in the frequency',
  },
  {
    text: 'Tab Atorvastatin 10 mg OD after dinner x 1 month',
    name: 'Tab. Atorvastatin 10 mg',
    directions: '1 tablet at night, after food, for 1 month',
    quantity: '30 tablets',
  },
];

export const HINGLISH: CorpusLine[] = [
  {
    text: 'Tab Metformin 500 mg subah-shaam khane ke baad x 1 month',
    name: 'Tab. Metformin 500 mg',
    directions: '1 tablet, morning and evening, after food, for 1 month',
    quantity: '60 tablets',
  },
  {
    text: 'Tab Pan 40 subah khali pet',
    name: 'Tab. Pan 40',
    directions: '1 tablet in the morning, on an empty stomach',
  },
  {
    text: 'Tab Dolo 650 subah shaam x 3 din',
    name: 'Tab. Dolo 650',
    directions: '1 tablet, morning and evening, for 3 days',
    quantity: '6 tablets',
  },
  {
    text: 'Tab Cetirizine 10 mg raat ko',
    name: 'Tab. Cetirizine 10 mg',
    directions: '1 tablet at night',
  },
  {
    text: 'Tab Paracetamol 500 mg din mein teen baar khane ke baad',
    name: 'Tab. Paracetamol 500 mg',
    directions: '1 tablet, morning, afternoon and night, after food',
  },
  {
    text: 'Tab Metformin 500 din mein do baar khana khane ke baad',
    name: 'Tab. Metformin 500',
    directions: '1 tablet, morning and night, after food',
  },
  {
    text: 'Tab Thyronorm 25 mcg subah nashte se pehle',
    name: 'Tab. Thyronorm 25 mcg',
    directions: '1 tablet in the morning, before breakfast',
  },
  {
    text: 'Tab Glimepiride 1 mg subah khane se pehle',
    name: 'Tab. Glimepiride 1 mg',
    directions: '1 tablet in the morning, before food',
  },
  { text: 'Tab Dolo 650 zaroorat padne par', name: 'Tab. Dolo 650', directions: 'when needed' },
  {
    text: 'Syp Cremaffin 10 ml raat ko sone se pehle',
    name: 'Syp. Cremaffin',
    directions: '10 ml at bedtime',
  },
  {
    text: 'Tab Calcium 500 mg dopahar khane ke baad x 1 month',
    name: 'Tab. Calcium 500 mg',
    directions: '1 tablet in the afternoon, after food, for 1 month',
    quantity: '30 tablets',
  },
  {
    text: 'Tab Vitamin D3 60K hafte mein ek baar x 8 weeks',
    asks: 'How many tablets each time?',
    likely: '1 tablet, once a week, for 8 weeks',
  },
];

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

export const LOCAL: CorpusLine[] = [
  {
    text: 'E/D Moxifloxacin 1 drop QID both eyes x 7 days',
    name: 'Eye drops Moxifloxacin',
    directions: '1 drop, morning, afternoon, evening and night, in both eyes, for 7 days',
  },
  {
    text: 'Moxifloxacin eye drops 1 drop OD BD',
    name: 'Eye drops Moxifloxacin',
    directions: '1 drop, morning and night, in the right eye',
  },
  {
    text: 'Moxifloxacin eye drops 1 drop OS TDS',
    name: 'Eye drops Moxifloxacin',
    directions: '1 drop, morning, afternoon and night, in the left eye',
  },
  {
    text: 'Eye drops Carboxymethylcellulose 1 drop OU QID',
    name: 'Eye drops Carboxymethylcellulose',
    directions: '1 drop, morning, afternoon, evening and night, in both eyes',
  },
  {
    text: 'Ear drops Ciprofloxacin 2 drops right ear TDS x 5 days',
    name: 'Ear drops Ciprofloxacin',
    directions: '2 drops, morning, afternoon and night, in the right ear, for 5 days',
  },
  {
    text: 'Nasal spray Fluticasone 2 sprays each nostril OD',
    name: 'Nasal spray Fluticasone',
    directions: '2 sprays in the morning, in both nostrils',
  },
  {
    text: 'Inhaler Budecort 200 2 puffs BD',
    name: 'Inhaler Budecort 200',
    directions: '2 puffs, morning and night',
  },
  {
    text: 'Inhaler Asthalin 2 puffs SOS',
    name: 'Inhaler Asthalin',
    directions: '2 puffs, when needed',
  },
  {
    text: 'Respules Budecort 1 respule BD x 5 days',
    name: 'Respules Budecort',
    directions: '1 respule, morning and night, for 5 days',
    quantity: '10 respules',
  },
  {
    text: 'Oint Mupirocin local application BD x 7 days',
    name: 'Oint. Mupirocin',
    directions: '1 application, morning and night, for 7 days',
  },
  {
    text: 'Cream Clotrimazole BD x 2 weeks',
    name: 'Cream Clotrimazole',
    directions: '1 application, morning and night, for 2 weeks',
  },
  {
    text: 'Gel Diclofenac TDS locally',
    name: 'Gel Diclofenac',
    directions: '1 application, morning, afternoon and night',
  },
  {
    text: 'Supp Paracetamol 125 mg SOS',
    name: 'Supp. Paracetamol 125 mg',
    directions: 'when needed',
  },
  {
    text: 'Sachet ORS 1 sachet after each loose stool',
    name: 'Sachet ORS',
    directions: '1 sachet',
  },
  {
    text: 'Rotacap Foracort 200 1 rotacap BD',
    name: 'Rotacap Foracort 200',
    directions: '1 rotacap, morning and night',
  },
];

export const DURATIONS: CorpusLine[] = [
  {
    text: 'Tab Cetirizine 10 mg 0-0-1 x 1 wk',
    name: 'Tab. Cetirizine 10 mg',
    directions: '1 tablet at night, for 1 week',
    quantity: '7 tablets',
  },
  {
    text: 'Tab Cetirizine 10 mg 0-0-1 for 3 days',
    name: 'Tab. Cetirizine 10 mg',
    directions: '1 tablet at night, for 3 days',
    quantity: '3 tablets',
  },
  {
    text: 'Tab Atorvastatin 10 mg 0-0-1 x 3 mths',
    name: 'Tab. Atorvastatin 10 mg',
    directions: '1 tablet at night, for 3 months',
    quantity: '90 tablets',
  },
  {
    text: 'Tab Atorvastatin 10 mg 0-0-1 x 3 months',
    name: 'Tab. Atorvastatin 10 mg',
    directions: '1 tablet at night, for 3 months',
    quantity: '90 tablets',
  },
  {
    text: 'Tab Atorvastatin 10 mg 0-0-1 x 1 year',
    name: 'Tab. Atorvastatin 10 mg',
    directions: '1 tablet at night, for 1 year',
    quantity: '365 tablets',
  },
  {
    text: 'Tab Ondansetron 4 mg 1 tab q8h x 24 hrs',
    name: 'Tab. Ondansetron 4 mg',
    directions: '1 tablet, every 8 hours, for 24 hours',
    quantity: '3 tablets',
  },
  {
    text: 'Tab Doxy 100 1-0-1 x 2/52',
    name: 'Tab. Doxy 100',
    directions: '1 tablet, morning and night, for 2 weeks',
    quantity: '28 tablets',
  },
  {
    text: 'Tab Levothyroxine 50 mcg 1-0-0 x 3/12',
    name: 'Tab. Levothyroxine 50 mcg',
    directions: '1 tablet in the morning, for 3 months',
    quantity: '90 tablets',
  },
  {
    text: 'Tab Cefixime 200 1-0-1 x 5',
    name: 'Tab. Cefixime 200',
    directions: '1 tablet, morning and night, for 5 days',
    quantity: '10 tablets',
  },
  {
    text: 'Tab Cefixime 200 1-0-1 5 days',
    name: 'Tab. Cefixime 200',
    directions: '1 tablet, morning and night, for 5 days',
    quantity: '10 tablets',
  },
  {
    text: 'Tab Cefixime 200 1-0-1 x 1 day',
    name: 'Tab. Cefixime 200',
    directions: '1 tablet, morning and night, for 1 day',
    quantity: '2 tablets',
  },
  {
    text: 'Tab Cefixime 200 1-0-1 x 10 d',
    name: 'Tab. Cefixime 200',
    directions: '1 tablet, morning and night, for 10 days',
    quantity: '20 tablets',
  },
  {
    text: 'Tab Cefixime 200 1-0-1 x 2 weeks',
    name: 'Tab. Cefixime 200',
    directions: '1 tablet, morning and night, for 2 weeks',
    quantity: '28 tablets',
  },
  {
    text: 'Tab Cefixime 200 1-0-1 x 1 mth',
    name: 'Tab. Cefixime 200',
    directions: '1 tablet, morning and night, for 1 month',
    quantity: '60 tablets',
  },
  {
    text: 'Tab Cefixime 200 1-0-1 x 999 days',
    name: 'Tab. Cefixime 200',
    directions: '1 tablet, morning and night, for 999 days',
    quantity: '1,998 tablets',
  },
];

export const OPEN_COURSES: CorpusLine[] = [
  {
    text: 'Tab Pan 40 OD before breakfast till review',
    name: 'Tab. Pan 40',
    directions: '1 tablet in the morning, before breakfast, until review',
  },
  {
    text: 'Tab Thyronorm 50 mcg OD khali pet continue',
    name: 'Tab. Thyronorm 50 mcg',
    directions: '1 tablet in the morning, on an empty stomach, to continue',
  },
  {
    text: 'Tab Telma 40 1-0-0 continue',
    name: 'Tab. Telma 40',
    directions: '1 tablet in the morning, to continue',
  },
  {
    text: 'Tab Metformin 500 1-0-1 to continue',
    name: 'Tab. Metformin 500',
    directions: '1 tablet, morning and night, to continue',
  },
  {
    text: 'Tab Ecosprin 75 0-1-0 until review',
    name: 'Tab. Ecosprin 75',
    directions: '1 tablet in the afternoon, until review',
  },
  {
    text: 'Tab Amlodipine 5 1-0-0 till next visit',
    name: 'Tab. Amlodipine 5',
    directions: '1 tablet in the morning, until review',
  },
  {
    text: 'Tab Amlodipine 5 1-0-0 x 5 days till review',
    name: 'Tab. Amlodipine 5',
    asks: 'both a duration and an open course',
    likely: '1 tablet in the morning, for 5 days',
  },
];

export const TAPERS: CorpusLine[] = [
  {
    text: 'Tab Prednisolone 40 mg OD x 3 days, then 30 mg OD x 3 days',
    name: 'Tab. Prednisolone',
    directions: '40 mg in the morning for 3 days, then 30 mg in the morning for 3 days',
  },
  {
    text: 'Tab Prednisolone 40 mg OD x 3 days then 30 mg x 3 days then 20 mg x 3 days after food',
    name: 'Tab. Prednisolone',
    directions:
      '40 mg in the morning for 3 days, then 30 mg in the morning for 3 days, then 20 mg in the morning for 3 days, after food',
  },
  {
    text: 'Tab Wysolone 10 2-0-0 x 5 days, then 1-0-0 x 5 days',
    name: 'Tab. Wysolone 10',
    directions: '2 tablets in the morning for 5 days, then 1 tablet in the morning for 5 days',
    quantity: '15 tablets',
  },
  {
    text: 'Tab Wysolone 10 2-0-0 x 5 d; 1-0-0 x 5 d; ½-0-0 x 4 d',
    name: 'Tab. Wysolone 10',
    directions:
      '2 tablets in the morning for 5 days, then 1 tablet in the morning for 5 days, then half a tablet in the morning for 4 days',
    quantity: '17 tablets',
  },
  {
    text: 'Tab Medrol 8 mg 1-0-1 x 3 days followed by 1-0-0 x 3 days',
    name: 'Tab. Medrol 8 mg',
    directions: '1 tablet, morning and night for 3 days, then 1 tablet in the morning for 3 days',
    quantity: '9 tablets',
  },
  {
    text: 'Tab Prednisolone 20 mg OD x 5 days then 10 mg OD x 5 days',
    name: 'Tab. Prednisolone',
    directions: '20 mg in the morning for 5 days, then 10 mg in the morning for 5 days',
  },
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

export const OTHER_FREQUENCIES: CorpusLine[] = [
  { text: 'Tab Dolo 650 SOS', name: 'Tab. Dolo 650', directions: 'when needed' },
  {
    text: 'Tab Dolo 650 1 tab SOS for fever',
    name: 'Tab. Dolo 650',
    directions: '1 tablet, when needed',
  },
  { text: 'Tab Dolo 650 1 tab PRN', name: 'Tab. Dolo 650', directions: '1 tablet, when needed' },
  { text: 'Tab Dolo 650 1 tab q6h SOS', name: 'Tab. Dolo 650', asks: 'two frequencies' },
  {
    text: 'Tab Paracetamol 500 1 tab every 6 hours x 2 days',
    name: 'Tab. Paracetamol 500',
    directions: '1 tablet, every 6 hours, for 2 days',
    quantity: '8 tablets',
  },
  {
    text: 'Tab Paracetamol 500 1 tab 6 hourly x 2 days',
    name: 'Tab. Paracetamol 500',
    directions: '1 tablet, every 6 hours, for 2 days',
    quantity: '8 tablets',
  },
  {
    text: 'Tab Methotrexate 7.5 mg once a week',
    asks: 'How many tablets each time?',
    likely: '1 tablet, once a week',
  },
  {
    text: 'Tab Methotrexate 2.5 mg 3 tabs once a week x 4 weeks',
    name: 'Tab. Methotrexate 2.5 mg',
    directions: '3 tablets, once a week, for 4 weeks',
    quantity: '12 tablets',
  },
  {
    text: 'Tab Folic acid 5 mg 1 tab alternate days x 1 month',
    name: 'Tab. Folic acid 5 mg',
    directions: '1 tablet, on alternate days, for 1 month',
    quantity: '15 tablets',
  },
  {
    text: 'Tab Alendronate 70 mg 1 tab weekly empty stomach',
    name: 'Tab. Alendronate 70 mg',
    directions: '1 tablet, once a week, on an empty stomach',
  },
  {
    text: 'Tab Misoprostol 200 mcg 4 tabs stat',
    name: 'Tab. Misoprostol 200 mcg',
    directions: '4 tablets, once, immediately',
  },
  {
    text: 'Tab Ivermectin 12 mg 1 tab stat',
    name: 'Tab. Ivermectin 12 mg',
    directions: '1 tablet, once, immediately',
  },
  {
    text: 'Tab Albendazole 400 mg 1 tab HS stat',
    name: 'Tab. Albendazole 400 mg',
    asks: 'two frequencies',
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

/** Lines that can mean two things: asked, with the likely reading offered first. */
export const AMBIGUOUS: CorpusLine[] = [
  {
    text: 'Tab Methotrexate 7.5 mg OD',
    asks: 'usually taken once a week',
    likely: '1 tablet, once a week',
  },
  {
    text: 'Tab Folitrax 10 1-0-0 x 4 weeks',
    asks: 'usually taken once a week',
    likely: '1 tablet, once a week, for 4 weeks',
  },
  {
    text: 'Inj Insulin Glargine 8 units 8-0-6',
    asks: 'The dose says 8 units and the frequency says 8-0-6',
    likely: '8 units in the morning and 6 units at night',
  },
  {
    text: 'Inj Actrapid 1 injection 8-0-6',
    asks: 'The dose says 1 injection',
    likely: '8 units in the morning and 6 units at night',
  },
  {
    text: 'Inj Insulin 8-0-6',
    asks: 'in which unit?',
    likely: '8 units in the morning and 6 units at night',
  },
  { text: 'Inj Ondansetron 1-0-1', asks: 'in which unit?' },
  {
    text: 'Tab Dolo 650 1 tab 2-0-2',
    asks: 'The dose says 1 tablet and the frequency says 2-0-2',
    likely: '2 tablets, morning and night',
  },
  {
    text: 'Tab X 1 1/2 tab 1-0-2',
    asks: 'The dose says 1½ tablets',
    likely: '1 tablet in the morning and 2 tablets at night',
  },
  {
    text: 'Tab X 1 tab ½-0-½',
    asks: 'The dose says 1 tablet',
    likely: 'half a tablet, morning and night',
  },
  { text: 'Moxifloxacin eye drops 1 drop OD', asks: 'OD can mean once a day or the right eye' },
  { text: 'E/D Timolol 1 drop OD', asks: 'OD can mean once a day or the right eye' },
  { text: 'Ear drops Ciprofloxacin 2 drops OD', asks: 'OD can mean once a day or the right ear' },
  {
    text: 'Tab Zolpidem 5 mg OD at bedtime',
    asks: 'The timing says at bedtime',
    likely: '1 tablet at bedtime',
  },
  {
    text: 'Tab Alprazolam 0.25 mg 1-0-0 at bedtime',
    asks: 'The timing says at bedtime',
    likely: '1 tablet at bedtime',
  },
  {
    text: 'Tab Thyroxine 50 mcg 0-0-1 before breakfast',
    asks: 'The timing says before breakfast',
    likely: '1 tablet in the morning, before breakfast',
  },
  {
    text: 'Tab Amaryl 2 OD',
    asks: 'Is 2 part of the name',
    likely: 'Tab. Amaryl 2: 1 tablet in the morning',
  },
  { text: 'Tab Glimepiride 1 OD before breakfast', asks: 'Is 1 part of the name' },
  { text: 'Tab Dolo 650 1-0-1 1-1-1', asks: 'two frequencies' },
];

/** Lines that cannot be read: refused in words, the raw text kept by the pad. */
export const REFUSED: CorpusLine[] = [
  { text: 'Tab Dolo 650 1-0-1 5', refused: '5 of what?' },
  { text: 'Syp Ambroxol TDS 5', refused: '5 of what?' },
  { text: 'Tab Cefixime 200 1-0-1 x 1000 days', refused: 'from 1 to 999' },
  { text: 'Tab Cefixime 200 1-0-1 x 0 days', refused: 'from 1 to 999' },
  { text: 'Tab Cefixime 200 1-0-1 x 1.5 weeks', refused: 'from 1 to 999' },
  { text: 'Tab Cefixime 200 1-0-1 for 1000 days', refused: 'from 1 to 999' },
  { text: '', refused: 'Type a medicine line' },
  { text: '   ', refused: 'Type a medicine line' },
  { text: '1-0-1 x 5 days', refused: 'Write the medicine’s name first' },
  { text: 'Tab 650 1-0-1', refused: 'Write the medicine’s name first' },
  { text: 'Tab Paracetamol 650 1-0 x 5 days', refused: 'three or four times of day' },
  { text: 'Tab Paracetamol 650 1-0-1-0-1', refused: 'three or four times of day' },
  { text: 'Dolo 650 2 TDS', refused: '2 of what?' },
  { text: 'Tab X 1 tab 2 tab BD', refused: 'two doses' },
  { text: 'Tab X 1 tab every 99 hours', refused: 'every 1 to 72 hours' },
];

export const CORPUS: CorpusLine[] = [
  ...TABLETS,
  ...SHORTHANDS,
  ...HINGLISH,
  ...FRACTIONS,
  ...INJECTABLES,
  ...LIQUIDS,
  ...LOCAL,
  ...DURATIONS,
  ...OPEN_COURSES,
  ...TAPERS,
  ...LARGE_NUMBERS,
  ...OTHER_FREQUENCIES,
  ...ISMP,
  ...AMBIGUOUS,
  ...REFUSED,
];
