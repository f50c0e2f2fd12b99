import type { CorpusLine } from './medicine-lines';

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
