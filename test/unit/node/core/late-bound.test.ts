import { describe, expect, it } from 'vitest';
import { lateBound, NotReadyError } from '../../../../src/main/core/late-bound';

describe('a late-bound dependency', () => {
  it('refuses to be used before the core binds it, in one sentence naming it', () => {
    const link = lateBound<{ count(): number }>('The scribe of a pad');
    expect(link.isBound()).toBe(false);
    expect(() => link.get()).toThrow(NotReadyError);
    expect(() => link.get()).toThrow(
      'The scribe of a pad was asked for before the core had built it.',
    );
  });

  it('answers with what was bound once bound', () => {
    const link = lateBound<{ count(): number }>('The scribe of a pad');
    const scribe = { count: () => 3 };
    link.bind(scribe);
    expect(link.isBound()).toBe(true);
    expect(link.get()).toBe(scribe);
    expect(link.get().count()).toBe(3);
  });

  it('refuses a second binding', () => {
    const link = lateBound<number>('The printout of a pad');
    link.bind(1);
    expect(() => link.bind(2)).toThrow('The printout of a pad is already bound.');
    expect(link.get()).toBe(1);
  });
});
