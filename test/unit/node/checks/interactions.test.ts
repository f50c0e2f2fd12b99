import { describe, expect, it } from 'vitest';
import { checkPrescription } from '../../../../src/shared/checks/check-prescription';
import { INTERACTIONS } from '../../../../src/shared/checks/interaction-table';
import { details, med, ofRule, patient } from './fixtures';

/*
 * One case per row of the interaction table: two lines named by their generics, checked in both
 * orders; the row's warning must come, about both lines. Pairs chosen so no earlier row of the
 * same group takes them.
 */

const PAIRS: Record<string, [string, string]> = {
  'warfarin-nsaids': ['Warfarin', 'Diclofenac'],
  'warfarin-aspirin': ['Warfarin', 'Aspirin'],
  'warfarin-metronidazole': ['Warfarin', 'Metronidazole'],
  'warfarin-fluconazole': ['Warfarin', 'Fluconazole'],
  'warfarin-cotrimoxazole': ['Warfarin', 'Co-trimoxazole'],
  'warfarin-fluoroquinolones': ['Warfarin', 'Ciprofloxacin'],
  'warfarin-macrolides': ['Warfarin', 'Clarithromycin'],
  'warfarin-amiodarone': ['Warfarin', 'Amiodarone'],
  'warfarin-ssris': ['Warfarin', 'Sertraline'],
  'clopidogrel-omeprazole': ['Clopidogrel', 'Omeprazole'],
  'clopidogrel-esomeprazole': ['Clopidogrel', 'Esomeprazole'],
  'ssris-nsaids': ['Escitalopram', 'Ibuprofen'],
  'aspirin-ibuprofen': ['Aspirin', 'Ibuprofen'],
  'clarithromycin-simvastatin': ['Clarithromycin', 'Simvastatin'],
  'clarithromycin-atorvastatin': ['Clarithromycin', 'Atorvastatin'],
  'erythromycin-simvastatin': ['Erythromycin', 'Simvastatin'],
  'ketoconazole-simvastatin': ['Ketoconazole', 'Simvastatin'],
  'itraconazole-simvastatin': ['Itraconazole', 'Simvastatin'],
  'gemfibrozil-statins': ['Gemfibrozil', 'Rosuvastatin'],
  'amiodarone-simvastatin': ['Amiodarone', 'Simvastatin'],
  'colchicine-clarithromycin': ['Colchicine', 'Clarithromycin'],
  'ace-inhibitors-spironolactone': ['Ramipril', 'Spironolactone'],
  'arbs-spironolactone': ['Telmisartan', 'Spironolactone'],
  'ace-inhibitors-potassium': ['Enalapril', 'Potassium Chloride'],
  'arbs-potassium': ['Losartan', 'Potassium Chloride'],
  'spironolactone-potassium': ['Spironolactone', 'Potassium Chloride'],
  'ace-inhibitors-arbs': ['Ramipril', 'Telmisartan'],
  'nsaids-ace-inhibitors': ['Diclofenac', 'Ramipril'],
  'nsaids-arbs': ['Naproxen', 'Olmesartan'],
  'lithium-nsaids': ['Lithium', 'Ibuprofen'],
  'lithium-ace-inhibitors': ['Lithium', 'Lisinopril'],
  'lithium-thiazides': ['Lithium', 'Hydrochlorothiazide'],
  'digoxin-amiodarone': ['Digoxin', 'Amiodarone'],
  'digoxin-clarithromycin': ['Digoxin', 'Clarithromycin'],
  'methotrexate-trimethoprim': ['Methotrexate', 'Co-trimoxazole'],
  'methotrexate-nsaids': ['Methotrexate', 'Diclofenac'],
  'tramadol-ssris': ['Tramadol', 'Fluoxetine'],
  'linezolid-ssris': ['Linezolid', 'Sertraline'],
  'pde5-nitrates': ['Sildenafil', 'Isosorbide Mononitrate'],
  'pde5-nicorandil': ['Tadalafil', 'Nicorandil'],
  'domperidone-qt': ['Domperidone', 'Azithromycin'],
  'domperidone-itraconazole': ['Domperidone', 'Itraconazole'],
  'fluoroquinolones-qt': ['Levofloxacin', 'Haloperidol'],
  'macrolides-qt': ['Azithromycin', 'Haloperidol'],
  'ondansetron-qt': ['Ondansetron', 'Haloperidol'],
  'hydroxychloroquine-qt': ['Hydroxychloroquine', 'Citalopram'],
  'qt-qt': ['Citalopram', 'Haloperidol'],
  'ciprofloxacin-theophylline': ['Ciprofloxacin', 'Theophylline'],
  'ciprofloxacin-tizanidine': ['Ciprofloxacin', 'Tizanidine'],
  'fluoroquinolones-cations': ['Ofloxacin', 'Zinc Sulphate'],
  'tetracyclines-cations': ['Doxycycline', 'Ferrous Ascorbate'],
  'levothyroxine-calcium': ['Levothyroxine', 'Calcium Carbonate'],
  'levothyroxine-iron': ['Thyroxine', 'Ferrous Sulphate'],
  'theophylline-clarithromycin': ['Theophylline', 'Clarithromycin'],
  'theophylline-erythromycin': ['Theophylline', 'Erythromycin'],
  'carbamazepine-clarithromycin': ['Carbamazepine', 'Clarithromycin'],
  'carbamazepine-erythromycin': ['Carbamazepine', 'Erythromycin'],
  'allopurinol-azathioprine': ['Allopurinol', 'Azathioprine'],
  'benzodiazepines-opioids': ['Alprazolam', 'Tramadol'],
  'sulfonylureas-fluconazole': ['Glimepiride', 'Fluconazole'],
  'phenytoin-fluconazole': ['Phenytoin', 'Fluconazole'],
  'rifampicin-ethinylestradiol': ['Rifampicin', 'Ethinyl Estradiol'],
  'beta-blockers-rate-limiting-ccbs': ['Metoprolol', 'Verapamil'],
};

const tablet = (name: string) => med({ name, form: 'tablet' });
const adult = patient({ ageYears: 45 });

describe('the interaction table, row by row, in both orders', () => {
  it('has at least 40 rows and a case for every row', () => {
    expect(INTERACTIONS.length).toBeGreaterThanOrEqual(40);
    expect(Object.keys(PAIRS).sort()).toEqual(INTERACTIONS.map((row) => row.id).sort());
    expect(new Set(INTERACTIONS.map((row) => row.id)).size).toBe(INTERACTIONS.length);
  });

  for (const row of INTERACTIONS) {
    const [a, b] = PAIRS[row.id]!;
    it(`${row.id}: ${a} with ${b}`, () => {
      for (const order of [
        [a, b],
        [b, a],
      ] as const) {
        const lines = order.map(tablet);
        const warnings = ofRule(checkPrescription(adult, lines), 'interaction');
        const found = warnings.find((warning) => details([warning])[0] === row.id);
        expect(
          found,
          `${order.join(' + ')} gives ${details(warnings).join(', ') || 'nothing'}`,
        ).toBeDefined();
        expect(found?.level).toBe(row.level);
        expect(found?.medicineIds).toEqual(lines.map((l) => l.localId));
        expect(found?.words).toContain(row.words);
        expect(found?.source).toEqual(row.source);
      }
    });
  }
});

describe('what the interaction check leaves alone', () => {
  it('gives one warning per pair for the QT group, the "avoid" row first', () => {
    const warnings = ofRule(
      checkPrescription(adult, [tablet('Domperidone'), tablet('Clarithromycin')]),
      'interaction',
    );
    expect(details(warnings)).toEqual(['domperidone-qt']);
  });

  it('does not check local forms, nor two ingredients of one line', () => {
    const eyeDrops = med({ name: 'Ciprofloxacin', form: 'eye drops' });
    expect(
      ofRule(checkPrescription(adult, [eyeDrops, tablet('Theophylline')]), 'interaction'),
    ).toEqual([]);
    const combination = med({ name: 'X', genericName: 'Warfarin + Diclofenac', form: 'tablet' });
    expect(ofRule(checkPrescription(adult, [combination]), 'interaction')).toEqual([]);
  });

  it('does not check pairs outside the table', () => {
    expect(
      ofRule(
        checkPrescription(adult, [
          tablet('Paracetamol'),
          tablet('Cetirizine'),
          tablet('Pantoprazole'),
        ]),
        'interaction',
      ),
    ).toEqual([]);
  });

  it('reads brands on both sides', () => {
    const warnings = ofRule(
      checkPrescription(adult, [med({ name: 'Brufen 400', form: 'tablet' }), tablet('Warfarin')]),
      'interaction',
    );
    expect(warnings.map((w) => w.words)).toEqual([
      'Brufen 400 (ibuprofen) with Warfarin: An NSAID adds to warfarin’s bleeding risk, stomach bleeding above all.',
    ]);
  });
});
