import { describe, expect, it } from 'vitest';
import {
  languageName,
  languageWarning,
  languagesNotSpoken,
} from '../../../../src/shared/recording-languages';

const catalogue = {
  models: [
    { id: 'lite' as const, name: 'Lite', languages: ['en', 'hi'], maxSessionSeconds: 600 },
    {
      id: 'pro' as const,
      name: 'Professional',
      languages: ['en', 'hi', 'ta', 'te'],
      maxSessionSeconds: 3600,
    },
  ],
};

describe('recording languages', () => {
  it('names languages in words, and keeps a code it does not know', () => {
    expect(languageName('ta')).toBe('Tamil');
    expect(languageName('hi')).toBe('Hindi');
    expect(languageName('auto_detect')).toBe('Detect automatically');
    expect(languageName('zz')).toBe('zz');
  });

  it('finds the chosen languages a model does not speak; auto detection is every model’s', () => {
    expect(languagesNotSpoken(catalogue.models[0], ['en', 'ta', 'te'])).toEqual(['ta', 'te']);
    expect(languagesNotSpoken(catalogue.models[0], ['auto_detect'])).toEqual([]);
    expect(languagesNotSpoken(undefined, ['ta'])).toEqual([]);
  });

  it('warns in words and names a model that speaks them all', () => {
    expect(languageWarning(catalogue, 'lite', ['en', 'ta'])).toBe(
      'Lite does not transcribe Tamil. Choose Professional, or another language.',
    );
    expect(languageWarning(catalogue, 'pro', ['ta'])).toBeUndefined();
    expect(languageWarning(catalogue, 'pro', ['ml'])).toBe(
      'Professional does not transcribe Malayalam. Choose another language.',
    );
  });
});
