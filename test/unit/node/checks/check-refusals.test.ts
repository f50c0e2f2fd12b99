import { describe, expect, it } from 'vitest';
import { checkRefusals, openWarningsByRow } from '../../../../src/shared/checks/check-refusals';
import type { PrescribingWarning } from '../../../../src/shared/checks/check-types';

const warning = (
  id: string,
  rule: PrescribingWarning['rule'],
  medicineIds: string[],
): PrescribingWarning => ({
  id,
  rule,
  level: 'caution',
  medicineIds,
  words: `${id} words`,
  reason: 'why',
  source: { title: 'A source', url: 'https://example.org/' },
});

describe('Finalize’s words for open warnings', () => {
  const duplicate = warning('w1', 'duplicate', ['a', 'b']);
  const interaction = warning('w2', 'interaction', ['a', 'c']);
  const allergy = warning('w3', 'allergy', ['c']);

  it('one key per row a warning shows beside (its first medicine), the kind in words', () => {
    expect(checkRefusals([duplicate, interaction, allergy], [])).toEqual({
      'medicines.a.check':
        '2 warnings on this line wait (the same medicine twice; an interaction): change the line, or go ahead with a reason for each.',
      'medicines.c.check':
        'A warning about a recorded allergy waits: change the line, or go ahead with a reason.',
    });
  });

  it('an overridden warning is not refused; the others on its row still are', () => {
    const overrides = [
      { warningId: 'w1', words: 'w1 words', reason: 'r', at: '2025-03-14T10:00:00Z' },
    ];
    expect(checkRefusals([duplicate, interaction], overrides)).toEqual({
      'medicines.a.check':
        'A warning about an interaction waits: change the line, or go ahead with a reason.',
    });
    expect(checkRefusals([duplicate], overrides)).toEqual({});
    expect([...openWarningsByRow([duplicate, interaction], overrides).keys()]).toEqual(['a']);
  });
});
