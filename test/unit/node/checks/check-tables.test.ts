import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CHECKS_REVIEW_STATUS, aboutChecks } from '../../../../src/shared/checks/about-checks';
import {
  ADULT_MAX_ROWS,
  ADULT_STRENGTH_ROWS,
} from '../../../../src/shared/checks/adult-dose-table';
import { CROSS_REACTIONS } from '../../../../src/shared/checks/allergy-cross';
import {
  CHECK_RULE_FUNCTIONS,
  checkPrescription,
  genericNamesOf,
  lineFingerprint,
  openWarnings,
  shortHash,
  warningId,
} from '../../../../src/shared/checks/check-prescription';
import { CHECK_RULES } from '../../../../src/shared/checks/check-types';
import { CHILD_DOSE_ROWS } from '../../../../src/shared/checks/child-dose-table';
import { BRANDS } from '../../../../src/shared/checks/drug-brands';
import { COMBINATION_TOTALS } from '../../../../src/shared/checks/drug-combinations';
import { DRUG_CLASSES } from '../../../../src/shared/checks/drug-class-table';
import { GENERICS, genericRow } from '../../../../src/shared/checks/drug-generics';
import { INTERACTIONS } from '../../../../src/shared/checks/interaction-table';
import { PREGNANCY_ROWS } from '../../../../src/shared/checks/pregnancy-table';
import { med, patient } from './fixtures';

const TABLES = {
  brands: BRANDS,
  combinationTotals: COMBINATION_TOTALS,
  generics: GENERICS,
  classes: DRUG_CLASSES,
  crossReactions: CROSS_REACTIONS,
  interactions: INTERACTIONS,
  childDoses: CHILD_DOSE_ROWS,
  adultStrength: ADULT_STRENGTH_ROWS,
  adultMax: ADULT_MAX_ROWS,
  pregnancy: PREGNANCY_ROWS,
};

describe('the check tables', () => {
  for (const [name, rows] of Object.entries(TABLES)) {
    it(`${name}: every row cites a public source by its address`, () => {
      expect(rows.length).toBeGreaterThan(0);
      for (const row of rows) {
        expect(row.source.title.trim()).not.toBe('');
        expect(row.source.url).toMatch(/^https?:\/\/[^\s]+$/);
      }
    });
  }

  it('names only generics and classes the tables know', () => {
    const known = (name: string) => genericRow(name) !== undefined;
    for (const row of [...CHILD_DOSE_ROWS, ...ADULT_STRENGTH_ROWS, ...ADULT_MAX_ROWS])
      expect(known(row.generic), row.id).toBe(true);
    for (const brand of BRANDS)
      for (const generic of brand.ingredients) expect(known(generic), brand.brand).toBe(true);
    for (const row of [
      ...INTERACTIONS.flatMap((r) => [r.a, r.b]),
      ...PREGNANCY_ROWS.map((r) => r.side),
    ]) {
      if ('generic' in row) expect(known(row.generic), row.generic).toBe(true);
      else
        expect(
          GENERICS.some((g) => g.classes.includes(row.class)),
          row.class,
        ).toBe(true);
    }
  });

  it('gives each name to one generic only', () => {
    const names = GENERICS.flatMap((g) => [g.name, ...g.aliases]);
    expect(new Set(names).size).toBe(names.length);
  });
});

describe('the entry point', () => {
  it('keeps its shape: one rule function per rule, ids that change with the line', () => {
    expect(CHECK_RULE_FUNCTIONS).toHaveLength(9);
    const line = med({ name: 'Dolo 650', genericName: 'Paracetamol' });
    expect(warningId('duplicate', 'paracetamol', [line])).toBe(
      `duplicate:paracetamol:${line.localId}@${shortHash(lineFingerprint(line))}`,
    );
    expect(
      warningId('duplicate', 'x', [{ ...line, dose: { value: '1', unit: 'tablet' } }]),
    ).not.toBe(warningId('duplicate', 'x', [line]));
    expect(
      genericNamesOf(med({ name: 'X', genericName: 'Amoxicillin 500 mg + Clavulanic Acid' })),
    ).toEqual(['amoxicillin', 'clavulanic acid']);
    expect(openWarnings([], undefined)).toEqual([]);
  });

  it('gives warnings of the declared rules only, each about lines of the list', () => {
    const lines = [
      med({ name: 'Warfarin', form: 'tablet' }),
      med({ name: 'Brufen 400', form: 'tablet' }),
    ];
    for (const warning of checkPrescription(patient({ ageYears: 30, pregnant: true }), lines)) {
      expect(CHECK_RULES).toContain(warning.rule);
      for (const id of warning.medicineIds) expect(lines.map((l) => l.localId)).toContain(id);
    }
  });
});

describe('About the checks', () => {
  const about = aboutChecks();

  it('says plainly that the tables await a clinician’s review and that other drugs are not checked', () => {
    expect(about.reviewStatus).toBe(CHECKS_REVIEW_STATUS);
    expect(CHECKS_REVIEW_STATUS).toContain('without a clinician’s review');
    expect(CHECKS_REVIEW_STATUS).toContain('not checked');
  });

  it('lists every rule with what it covers, from the tables themselves', () => {
    expect(about.rules.map((r) => r.rule).sort()).toEqual(['identity', ...CHECK_RULES].sort());
    const interactions = about.rules.find((r) => r.rule === 'interaction')!;
    expect(interactions.covers).toHaveLength(INTERACTIONS.length);
    expect(interactions.notChecked[0]).toContain('Other interactions are not checked');
    expect(about.rules.find((r) => r.rule === 'child-dose')!.covers).toHaveLength(
      CHILD_DOSE_ROWS.length,
    );
    expect(about.rules.find((r) => r.rule === 'identity')!.covers.join('\n')).toContain(
      'Dolo (Micro Labs): paracetamol',
    );
    expect(about.rules.find((r) => r.rule === 'pregnancy')!.what).toContain('2015');
  });

  it('lists every source once', () => {
    const keys = about.sources.map((s) => `${s.url} ${s.title}`);
    expect(new Set(keys).size).toBe(keys.length);
    expect(about.sources.length).toBeGreaterThan(50);
  });
});

describe('the docs pages', () => {
  const read = (name: string) =>
    readFileSync(new URL(`../../../../docs/${name}`, import.meta.url), 'utf8');

  it('drug-interactions.md lists every interaction row with its source', () => {
    const page = read('drug-interactions.md');
    expect(page).toContain('Other interactions are not checked');
    for (const row of INTERACTIONS) {
      expect(page, row.id).toContain(`\`${row.id}\``);
      expect(page, row.id).toContain(row.source.url);
    }
  });

  it('prescribing-checks.md lists every row of the dose, pregnancy and brand tables', () => {
    const page = read('prescribing-checks.md');
    expect(page).toContain("without a clinician's review");
    for (const row of [
      ...CHILD_DOSE_ROWS,
      ...ADULT_STRENGTH_ROWS,
      ...ADULT_MAX_ROWS,
      ...PREGNANCY_ROWS,
    ]) {
      expect(page, row.id).toContain(`\`${row.id}\``);
      expect(page, row.id).toContain(row.source.url);
    }
    for (const brand of BRANDS) expect(page, brand.brand).toContain(brand.source.url);
  });
});
