import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { dateAfter, padDay } from '../../../../src/shared/pad/follow-up';
import { AdviceSection } from '../../../../src/renderer/src/pad/AdviceSection';
import { FollowUpSection } from '../../../../src/renderer/src/pad/FollowUpSection';
import { BUILT_IN_ADVICE, frequentAdvice } from '../../../../src/renderer/src/pad/frequentAdvice';
import { InvestigationSection } from '../../../../src/renderer/src/pad/InvestigationSection';
import { problemLinks } from '../../../../src/renderer/src/pad/padFields';
import { FOLLOW_UP_MESSAGE } from '../../../../src/renderer/src/stores/pad/followUpText';
import { usePadStore } from '../../../../src/renderer/src/stores/padStore';
import { installFakeCompanion, makePadView, okResult } from '../fixtures';
import { resetPad, showPad } from './entries-fixtures';

beforeEach(() => {
  resetPad();
  installFakeCompanion();
});
afterEach(resetPad);

const state = () => usePadStore.getState();

describe('investigations', () => {
  it('a lab test from the search keeps its id; its note is saved as typed and left out when blank', async () => {
    installFakeCompanion({
      searchDrugsAndLabs: () =>
        okResult({
          items: [{ kind: 'lab', id: 'lab-cbc', name: 'Complete Blood Count (CBC)' }],
          source: 'live',
          fetchedAt: null,
        }),
    });
    showPad();
    render(<InvestigationSection />);
    const user = userEvent.setup();
    await user.type(screen.getByRole('combobox', { name: 'Add an investigation' }), 'cbc');
    await screen.findByRole('option', { name: /^Complete Blood Count/ });
    await user.keyboard('{Enter}');
    const [added] = state().investigations;
    expect(added).toMatchObject({ labId: 'lab-cbc', name: 'Complete Blood Count (CBC)' });
    expect(document.activeElement?.id).toBe(`inv-note-${added!.localId}`);
    await user.keyboard('Fasting');
    expect(state().investigations[0]?.note).toBe('Fasting');
    await user.clear(document.activeElement!);
    expect(state().investigations[0]).not.toHaveProperty('note');
  });
});

describe('advice', () => {
  it('Enter adds the line typed (any script); Alt+1 adds the first frequent line', async () => {
    showPad();
    render(<AdviceSection />);
    const user = userEvent.setup();
    const input = screen.getByRole('textbox', { name: 'Add advice' });
    await user.type(input, 'भरपूर पानी पिएं{Enter}');
    expect(state().advice.map((a) => a.text)).toEqual(['भरपूर पानी पिएं']);
    expect((input as HTMLInputElement).value).toBe('');
    fireEvent.keyDown(window, { code: 'Digit1', key: '1', altKey: true });
    expect(state().advice.map((a) => a.text)).toEqual(['भरपूर पानी पिएं', BUILT_IN_ADVICE[0]]);
    expect(
      screen.getByRole('button', { name: BUILT_IN_ADVICE[0] }).getAttribute('aria-keyshortcuts'),
    ).toBe('Alt+1');
    // Pressed again, the line is not added twice; the status says it is there.
    fireEvent.keyDown(window, { code: 'Digit1', key: '1', altKey: true });
    expect(state().advice).toHaveLength(2);
    expect(
      await screen.findByText(`“${BUILT_IN_ADVICE[0]}” is already in the advice.`),
    ).toBeTruthy();
  });

  it('the doctor’s own most used lines come first, read from their earlier pads', async () => {
    const earlier = (id: string, lines: string[]) => {
      const view = makePadView();
      return {
        ...view,
        pad: {
          ...view.pad,
          id,
          advice: lines.map((text, i) => ({ localId: `${id.slice(0, -1)}${i}`, text })),
        },
      };
    };
    const pads = {
      'a0000000-0000-4000-8000-00000000000a': ['Salt restriction', 'Walk daily'],
      'b0000000-0000-4000-8000-00000000000b': ['walk  daily'],
    };
    installFakeCompanion({
      listPads: () =>
        okResult(
          Object.keys(pads).map((id) => ({
            id,
            status: 'finalized' as const,
            syncState: 'sent' as const,
            findings: 0,
            procedures: 0,
            vitals: 0,
            createdAt: '2025-03-01T10:00:00.000Z',
            updatedAt: '2025-03-01T10:00:00.000Z',
            otherAccount: false,
          })),
        ),
      getPad: ({ id }) => okResult(earlier(id, pads[id as keyof typeof pads])),
    });
    showPad();
    render(<AdviceSection />);
    await screen.findByText('Your frequent advice');
    const buttons = screen.getAllByRole('button', { name: /./ }).map((b) => b.textContent);
    expect(buttons.slice(0, 3)).toEqual([
      'Alt+1 Walk daily',
      'Alt+2 Salt restriction',
      `Alt+3 ${BUILT_IN_ADVICE[0]}`,
    ]);
  });

  it('frequentAdvice: most used first, each line once, filled up with built-in lines', () => {
    expect(frequentAdvice([['Rest', 'Walk daily'], ['walk daily '], ['REST'], ['rest']])).toEqual([
      { text: 'Rest', source: 'doctor' },
      { text: 'Walk daily', source: 'doctor' },
      { text: BUILT_IN_ADVICE[0], source: 'built-in' },
      { text: BUILT_IN_ADVICE[1], source: 'built-in' },
      { text: BUILT_IN_ADVICE[2], source: 'built-in' },
    ]);
  });
});

describe('follow-up', () => {
  it('"after 5 days" becomes the date 5 days after the pad’s day, said in words', async () => {
    showPad();
    render(<FollowUpSection />);
    const user = userEvent.setup();
    const field = screen.getByRole('textbox', { name: 'Come back on, or after' });
    await user.type(field, '5 days');
    const day = padDay({ createdAt: state().meta!.createdAt });
    expect(state().followUp).toEqual({ date: dateAfter(day, 5) });
    expect((field as HTMLInputElement).value).toBe('5 days');
    expect(screen.getByText(/\(after 5 days\)$/)).toBeTruthy();
    await user.clear(field);
    await user.type(field, '21/03/2025');
    expect(state().followUp).toEqual({ date: '2025-03-21' });
  });

  it('text that does not read is kept on screen, nothing is saved for it, and Finalize refuses', async () => {
    const fake = installFakeCompanion();
    showPad();
    render(<FollowUpSection />);
    const user = userEvent.setup();
    const field = screen.getByRole('textbox', { name: 'Come back on, or after' });
    await user.type(field, '5 dayz');
    expect(state().followUp).toBeUndefined();
    expect(state().followUpText).toBe('5 dayz');
    await user.tab();
    expect(field.getAttribute('aria-invalid')).toBe('true');
    const result = await state().finalize();
    expect(result.ok).toBe(false);
    expect(state().finalizeFields).toEqual({ 'followUp.date': FOLLOW_UP_MESSAGE });
    expect(fake.finalizePad).not.toHaveBeenCalled();
    await waitFor(() => expect((field as HTMLInputElement).value).toBe('5 dayz'));
  });
});

describe('Finalize’s list of problems', () => {
  it('names the plan’s fields and points at each one', () => {
    const plan = {
      medicines: [{ localId: 'm1', name: 'Zincovit' }],
      investigations: [{ localId: 't1', name: 'CBC' }],
      advice: [{ localId: 'a1', text: 'Rest' }],
    };
    const links = problemLinks(
      {
        'medicines.m1.frequency': 'f',
        'medicines.m1.duration.value': 'd',
        'medicines.gone.name': 'n',
        'investigations.t1.name': 'i',
        'advice.a1.text': 'a',
        'followUp.date': 'u',
      },
      {},
      {},
      plan,
    );
    expect(links.map(({ label, targetId }) => [label, targetId])).toEqual([
      ['Zincovit, frequency', 'med-frequency-m1'],
      ['Zincovit, duration', 'med-duration-m1'],
      ['A medicine', undefined],
      ['CBC', 'inv-note-t1'],
      ['Advice', 'advice-a1'],
      ['Follow-up', 'pad-follow-up'],
    ]);
  });
});
