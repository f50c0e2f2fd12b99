import type { DirectionsTemplate } from './template';

/*
 * Hindi (Devanagari). Awaits a native reader's review (docs/printout-languages.md, with sources).
 * Doses keep Western digits; mg, mcg, g and ml stay as on the pack and the measuring cup.
 */

const DURATION = {
  hours: ['घंटे', 'घंटे'],
  days: ['दिन', 'दिन'],
  weeks: ['हफ़्ते', 'हफ़्ते'],
  months: ['महीने', 'महीने'],
  years: ['साल', 'साल'],
} as const;

export const HINDI: DirectionsTemplate = {
  language: 'hi',
  heading: 'कैसे लें',
  units: {
    tablet: { one: 'गोली', many: 'गोलियाँ', half: 'आधी गोली' },
    capsule: { one: 'कैप्सूल', many: 'कैप्सूल' },
    drop: { one: 'बूँद', many: 'बूँदें' },
    puff: { one: 'पफ़', many: 'पफ़' },
    sachet: { one: 'पाउच', many: 'पाउच' },
    unit: { one: 'यूनिट', many: 'यूनिट' },
    teaspoon: { one: 'छोटा चम्मच', many: 'छोटे चम्मच', half: 'आधा छोटा चम्मच' },
    spray: { one: 'स्प्रे', many: 'स्प्रे' },
    suppository: { one: 'सपोसिटरी', many: 'सपोसिटरी' },
  },
  // "1½ गोली" (डेढ़ गोली) is singular; whole numbers above one take the plural.
  many: (amount) => Number.isInteger(amount) && amount > 1,
  slots: { morning: 'सुबह', afternoon: 'दोपहर', evening: 'शाम', night: 'रात' },
  and: 'और',
  then: ', फिर ',
  frequency: {
    sos: 'ज़रूरत पड़ने पर',
    stat: 'तुरंत, एक बार',
    everyDay: 'हर दिन',
    alternateDays: 'एक दिन छोड़कर',
    everyDays: (days) => `हर ${days} दिन में एक बार`,
    everyHour: 'हर घंटे',
    everyHours: (hours) => `हर ${hours} घंटे में`,
    weekly: (times) =>
      times === 1 ? 'हफ़्ते में एक बार' : times === 2 ? 'हफ़्ते में दो बार' : `हफ़्ते में ${times} बार`,
  },
  timing: {
    'before-food': 'खाने से पहले',
    'after-food': 'खाने के बाद',
    'with-food': 'खाने के साथ',
    'empty-stomach': 'खाली पेट',
    'before-breakfast': 'नाश्ते से पहले',
    bedtime: 'सोते समय',
  },
  duration: ({ value, unit }) => `${value} ${DURATION[unit][value === 1 ? 0 : 1]} तक`,
  course: { 'till-review': 'अगली जाँच तक', continue: 'जारी रखें' },
  site: {
    'right eye': 'दाईं आँख में',
    'left eye': 'बाईं आँख में',
    'both eyes': 'दोनों आँखों में',
    'right ear': 'दाएँ कान में',
    'left ear': 'बाएँ कान में',
    'both ears': 'दोनों कानों में',
    'right nostril': 'नाक के दाएँ छेद में',
    'left nostril': 'नाक के बाएँ छेद में',
    'both nostrils': 'नाक के दोनों छेदों में',
  },
  route: {
    Intravenous: 'नस में इंजेक्शन',
    Intramuscular: 'मांसपेशी में इंजेक्शन',
    Subcutaneous: 'त्वचा के नीचे इंजेक्शन',
    Sublingual: 'जीभ के नीचे रखें',
    Topical: 'त्वचा पर लगाएँ',
    Inhalation: 'साँस से लें',
    Nasal: 'नाक में',
    Rectal: 'गुदा मार्ग से',
    Vaginal: 'योनि मार्ग से',
    Eye: 'आँख में',
    Ear: 'कान में',
  },
  fallbackNote: 'इस दवा के निर्देश केवल अंग्रेज़ी में छपे हैं।',
};
