import type { CorpusLine } from './medicine-lines';

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
