import type { CheckSource } from './check-types';

/**
 * Strengths a combination is sold under as one total ("Augmentin 228.5 mg/5 ml" is amoxicillin
 * 200 mg + clavulanic acid 28.5 mg in 5 ml), keyed by the ingredients in table order.
 */
export const COMBINATION_TOTALS: readonly {
  ingredients: readonly string[];
  total: number;
  perMl?: number;
  amounts: readonly number[];
  source: CheckSource;
}[] = [
  ...(
    [
      [375, undefined, [250, 125]],
      [625, undefined, [500, 125]],
      [1000, undefined, [875, 125]],
      [156.25, 5, [125, 31.25]],
      [228.5, 5, [200, 28.5]],
      [312.5, 5, [250, 62.5]],
      [457, 5, [400, 57]],
    ] as const
  ).map(([total, perMl, amounts]) => ({
    ingredients: ['amoxicillin', 'clavulanic acid'],
    total,
    ...(perMl === undefined ? {} : { perMl }),
    amounts,
    source: {
      title:
        'Co-amoxiclav (Augmentin) oral preparations: strengths and their amoxicillin and clavulanic acid',
      url: 'https://id.scribd.com/document/274242975/Augmentin',
    },
  })),
];
