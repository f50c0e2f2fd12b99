import type { DirectionsTemplate } from './template';

/*
 * Marathi (Devanagari). Awaits a native reader's review (docs/printout-languages.md, with sources).
 * Doses keep Western digits; mg, mcg, g and ml stay as on the pack and the measuring cup.
 */

const DURATION = {
  hours: ['तासासाठी', 'तासांसाठी'],
  days: ['दिवसासाठी', 'दिवसांसाठी'],
  weeks: ['आठवड्यासाठी', 'आठवड्यांसाठी'],
  months: ['महिन्यासाठी', 'महिन्यांसाठी'],
  years: ['वर्षासाठी', 'वर्षांसाठी'],
} as const;

export const MARATHI: DirectionsTemplate = {
  language: 'mr',
  heading: 'कसे घ्यावे',
  units: {
    tablet: { one: 'गोळी', many: 'गोळ्या', half: 'अर्धी गोळी' },
    capsule: { one: 'कॅप्सूल', many: 'कॅप्सूल' },
    drop: { one: 'थेंब', many: 'थेंब' },
    puff: { one: 'पफ', many: 'पफ' },
    sachet: { one: 'पाकीट', many: 'पाकिटे' },
    unit: { one: 'युनिट', many: 'युनिट' },
    teaspoon: { one: 'छोटा चमचा', many: 'छोटे चमचे', half: 'अर्धा छोटा चमचा' },
    spray: { one: 'स्प्रे', many: 'स्प्रे' },
    suppository: { one: 'सपोसिटरी', many: 'सपोसिटरी' },
  },
  // "1½ गोळी" (दीड गोळी) is singular; from two on ("2½ गोळ्या", अडीच) plural.
  many: (amount) => amount >= 2,
  slots: { morning: 'सकाळी', afternoon: 'दुपारी', evening: 'संध्याकाळी', night: 'रात्री' },
  and: 'आणि',
  then: ', नंतर ',
  frequency: {
    sos: 'गरज असेल तेव्हा',
    stat: 'लगेच, एकदा',
    everyDay: 'दररोज',
    alternateDays: 'एक दिवसाआड',
    everyDays: (days) => `दर ${days} दिवसांनी एकदा`,
    everyHour: 'दर तासाला',
    everyHours: (hours) => `दर ${hours} तासांनी`,
    weekly: (times) =>
      times === 1 ? 'आठवड्यातून एकदा' : times === 2 ? 'आठवड्यातून दोनदा' : `आठवड्यातून ${times} वेळा`,
  },
  timing: {
    'before-food': 'जेवणापूर्वी',
    'after-food': 'जेवणानंतर',
    'with-food': 'जेवणासोबत',
    'empty-stomach': 'उपाशीपोटी',
    'before-breakfast': 'न्याहारीपूर्वी',
    bedtime: 'झोपताना',
  },
  duration: ({ value, unit }) => `${value} ${DURATION[unit][value === 1 ? 0 : 1]}`,
  course: { 'till-review': 'पुढील तपासणीपर्यंत', continue: 'सुरू ठेवा' },
  site: {
    'right eye': 'उजव्या डोळ्यात',
    'left eye': 'डाव्या डोळ्यात',
    'both eyes': 'दोन्ही डोळ्यांत',
    'right ear': 'उजव्या कानात',
    'left ear': 'डाव्या कानात',
    'both ears': 'दोन्ही कानांत',
    'right nostril': 'उजव्या नाकपुडीत',
    'left nostril': 'डाव्या नाकपुडीत',
    'both nostrils': 'दोन्ही नाकपुड्यांत',
  },
  route: {
    Intravenous: 'शिरेतून इंजेक्शन',
    Intramuscular: 'स्नायूमध्ये इंजेक्शन',
    Subcutaneous: 'त्वचेखाली इंजेक्शन',
    Sublingual: 'जिभेखाली ठेवा',
    Topical: 'त्वचेवर लावा',
    Inhalation: 'श्वासाद्वारे घ्या',
    Nasal: 'नाकात',
    Rectal: 'गुदद्वारातून',
    Vaginal: 'योनीमार्गे',
    Eye: 'डोळ्यात',
    Ear: 'कानात',
  },
  fallbackNote: 'या औषधाच्या सूचना फक्त इंग्रजीत छापल्या आहेत.',
};
