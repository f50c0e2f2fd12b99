import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { ConsultationLayout } from '../../../../src/renderer/src/consultation/ConsultationLayout';
import {
  SIDE_BY_SIDE_MIN_WIDTH,
  layoutFor,
} from '../../../../src/renderer/src/consultation/consultationLayout';
import { isJumpShortcut } from '../../../../src/renderer/src/lib/shortcuts';

const initialWidth = window.innerWidth;

function resizeTo(width: number): void {
  act(() => {
    Object.defineProperty(window, 'innerWidth', { value: width, configurable: true });
    window.dispatchEvent(new Event('resize'));
  });
}

afterEach(() => resizeTo(initialWidth));

function layoutShown(): string | null {
  return document.querySelector('.consultation-layout')?.getAttribute('data-layout') ?? null;
}

function renderLayout() {
  return render(
    <ConsultationLayout
      beside={
        <section aria-label="Suggestions">
          <button type="button">Accept fever</button>
          <button type="button">Reject cough</button>
        </section>
      }
      pad={
        <section aria-label="Pad">
          <label htmlFor="symptom">Symptom</label>
          <input id="symptom" />
          <label htmlFor="advice">Advice</label>
          <input id="advice" />
        </section>
      }
    />,
  );
}

describe('the consultation’s layout', () => {
  it('is side by side from 1280 px and stacked below, at the edge exactly', () => {
    expect(SIDE_BY_SIDE_MIN_WIDTH).toBe(1280);
    expect(layoutFor(1280)).toBe('side-by-side');
    expect(layoutFor(1366)).toBe('side-by-side');
    expect(layoutFor(1279)).toBe('stacked');
    expect(layoutFor(1200)).toBe('stacked');
  });

  it('follows the window as it is resized', () => {
    resizeTo(1366);
    renderLayout();
    expect(layoutShown()).toBe('side-by-side');
    resizeTo(1279);
    expect(layoutShown()).toBe('stacked');
    resizeTo(1280);
    expect(layoutShown()).toBe('side-by-side');
  });

  it('Alt+J moves focus to the suggestions and back to the pad, where it was in each', async () => {
    resizeTo(1200);
    renderLayout();
    const user = userEvent.setup();
    const advice = screen.getByLabelText('Advice');
    advice.focus();
    await user.keyboard('{Alt>}j{/Alt}');
    // Nothing was focused in the suggestions yet: the region itself.
    expect(document.activeElement).toBe(
      screen.getByRole('region', { name: 'Transcript and suggestions' }),
    );
    await user.tab();
    expect(document.activeElement?.textContent).toBe('Accept fever');
    await user.tab();
    expect(document.activeElement?.textContent).toBe('Reject cough');
    await user.keyboard('{Alt>}j{/Alt}');
    expect(document.activeElement).toBe(advice);
    await user.keyboard('{Alt>}j{/Alt}');
    expect(document.activeElement?.textContent).toBe('Reject cough');
    // Typed into a field, the letter is the field's, not a jump.
    advice.focus();
    await user.keyboard('j');
    expect(document.activeElement).toBe(advice);
    expect((advice as HTMLInputElement).value).toBe('j');
  });

  it('asks for Alt and J alone (matched on the key’s position, as Option+J types a symbol on a Mac)', () => {
    const key = {
      key: '∆',
      code: 'KeyJ',
      altKey: true,
      ctrlKey: false,
      metaKey: false,
      shiftKey: false,
    };
    expect(isJumpShortcut(key)).toBe(true);
    expect(isJumpShortcut({ ...key, shiftKey: true })).toBe(false);
    expect(isJumpShortcut({ ...key, ctrlKey: true })).toBe(false);
    expect(isJumpShortcut({ ...key, altKey: false })).toBe(false);
    expect(isJumpShortcut({ ...key, code: 'KeyH' })).toBe(false);
  });
});
