import { describe, expect, it } from 'vitest';
import type { MedicineLine } from '../../../../../src/shared/pad/medicine-meaning';
import { directionsOf, printedDirections } from '../../../../../src/shared/pad/medicine-line';
import { medicineWords } from '../../../../../src/shared/printout/medicine-words';
import { LINES } from './lines';

/*
 * A line a template cannot say whole prints in English, whole, with a note in both languages;
 * the doctor's notes are never translated; doses keep Western digits.
 */

const line = (fields: Partial<MedicineLine>): MedicineLine => ({ name: 'X', ...fields });
const tablet = { value: '1', unit: 'tablet' };
const LANGUAGES = ['hi', 'mr', 'ta'] as const;
const NOTES = {
  hi: 'इस दवा के निर्देश केवल अंग्रेज़ी में छपे हैं।',
  mr: 'या औषधाच्या सूचना फक्त इंग्रजीत छापल्या आहेत.',
  ta: 'இந்த மருந்தின் அறிவுறுத்தல்கள் ஆங்கிலத்தில் மட்டுமே அச்சிடப்பட்டுள்ளன.',
} as const;
const NAMES = { hi: 'Hindi', mr: 'Marathi', ta: 'Tamil' } as const;

const UNSAID: Record<string, MedicineLine> = {
  'a frequency the doctor wrote out': line({
    dose: tablet,
    frequency: { kind: 'text', text: 'after each loose stool' },
  }),
  'a unit the template has no word for': line({
    dose: { value: '1', unit: 'scoop' },
    frequency: { kind: 'pattern', pattern: '1-0-0' },
  }),
  'a route as typed': line({ dose: tablet, frequency: { kind: 'sos' }, route: 'intra-articular' }),
  'a quarter of a tablet': line({
    dose: { value: '0.25', unit: 'tablet' },
    frequency: { kind: 'pattern', pattern: '1-0-0' },
  }),
  'a third of a measure': line({
    dose: { value: '1/3', unit: 'ml' },
    frequency: { kind: 'pattern', pattern: '1-0-0' },
  }),
  'an application with no route on the skin': line({
    dose: { value: '1', unit: 'application' },
    frequency: { kind: 'pattern', pattern: '1-0-1' },
  }),
  'a question still open (8 units with 8-0-6)': line({
    name: 'Insulin',
    dose: { value: '8', unit: 'unit' },
    frequency: { kind: 'pattern', pattern: '8-0-6' },
  }),
};

describe('a line the template cannot say', () => {
  for (const language of LANGUAGES) {
    for (const [what, unsaid] of Object.entries(UNSAID)) {
      it(`${what}: prints in English only in ${NAMES[language]}, and says so`, () => {
        const english = directionsOf(unsaid);
        expect(english).not.toBe('');
        expect(directionsOf(unsaid, language)).toBe(english);
        expect(printedDirections(unsaid, language)).toEqual({
          language,
          english,
          fellBack: {
            note: NOTES[language],
            english: `Directions in English only: the ${NAMES[language]} template cannot say this line.`,
          },
        });
      });
    }
  }

  it('in English, nothing falls back', () => {
    const unsaid = UNSAID['a frequency the doctor wrote out']!;
    expect(printedDirections(unsaid, 'en')).toEqual({
      language: 'en',
      english: '1 tablet, after each loose stool',
    });
  });
});

describe('what the doctor wrote', () => {
  it('prints the instructions exactly as written, in every language, never translated', () => {
    const medicine = {
      ...LINES['one tablet 1-0-1 after food for 5 days'],
      localId: '6f1c2f4e-8a51-4d2b-9a3e-1c2d3e4f5a6b',
      instructions: 'Stop if rash appears; गुनगुने पानी के साथ',
    };
    for (const language of [...LANGUAGES, 'en'] as const) {
      const words = medicineWords(medicine, language);
      expect(words.extra).toBe('Stop if rash appears; गुनगुने पानी के साथ');
      expect(words.directions).toBe('1 tablet, morning and night, after food, for 5 days');
    }
    expect(medicineWords(medicine, 'hi').local).toEqual({
      lang: 'hi',
      text: '1 गोली, सुबह और रात, खाने के बाद, 5 दिन तक',
    });
    expect(medicineWords(medicine, 'en').local).toBeUndefined();
  });
});

describe('numbers', () => {
  it('keep Western digits, grouped the Indian way, in every language', () => {
    const big = line({
      name: 'Cholecalciferol',
      dose: { value: '60000', unit: 'unit' },
      frequency: { kind: 'weekly', timesPerWeek: 1 },
      duration: { value: 8, unit: 'weeks' },
    });
    expect(directionsOf(big, 'hi')).toBe('60,000 यूनिट, हफ़्ते में एक बार, 8 हफ़्ते तक');
    expect(directionsOf(big, 'mr')).toBe('60,000 युनिट, आठवड्यातून एकदा, 8 आठवड्यांसाठी');
    expect(directionsOf(big, 'ta')).toBe('60,000 யூனிட், வாரத்திற்கு ஒரு முறை, 8 வாரங்களுக்கு');
    // No Devanagari or Tamil digits anywhere in any template's output.
    for (const language of LANGUAGES) {
      for (const sample of Object.values(LINES)) {
        expect(directionsOf(sample, language)).not.toMatch(/[\u0966-\u096F\u0BE6-\u0BEF]/);
      }
    }
  });
});
