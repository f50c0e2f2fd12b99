import type { CorpusLine } from './medicine-lines';

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
