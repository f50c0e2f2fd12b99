import type { CorpusLine } from './medicine-lines';

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
