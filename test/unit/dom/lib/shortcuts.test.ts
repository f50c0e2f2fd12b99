import { describe, expect, it } from 'vitest';
import {
  isClinicSetupShortcut,
  screenForShortcut,
} from '../../../../src/renderer/src/lib/shortcuts';

const press = (
  key: string,
  modifiers: Partial<Record<'ctrlKey' | 'metaKey' | 'altKey' | 'shiftKey', boolean>>,
  code = '',
) => ({
  key,
  code,
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  shiftKey: false,
  ...modifiers,
});

describe('screenForShortcut', () => {
  it('maps Ctrl+1..7 and Cmd+1..7 to the doctor’s menu in navigation order', () => {
    expect(screenForShortcut(press('1', { ctrlKey: true }))).toBe('today');
    expect(screenForShortcut(press('2', { ctrlKey: true }))).toBe('consultation');
    expect(screenForShortcut(press('5', { ctrlKey: true }))).toBe('abha');
    expect(screenForShortcut(press('6', { ctrlKey: true }))).toBe('sync');
    expect(screenForShortcut(press('7', { metaKey: true }))).toBe('settings');
  });

  it('reads the physical digit key on layouts that need Shift for digits', () => {
    expect(screenForShortcut(press('"', { ctrlKey: true }, 'Digit3'))).toBe('recording');
  });

  it('ignores digits without a modifier, with extra modifiers, and beyond the last screen', () => {
    expect(screenForShortcut(press('1', {}))).toBeNull();
    expect(screenForShortcut(press('1', { ctrlKey: true, altKey: true }))).toBeNull();
    expect(screenForShortcut(press('8', { ctrlKey: true }))).toBeNull();
  });
});

describe('isClinicSetupShortcut', () => {
  it('is Ctrl+Shift+K or Cmd+Shift+K, read from the physical key', () => {
    expect(isClinicSetupShortcut(press('K', { ctrlKey: true, shiftKey: true }, 'KeyK'))).toBe(true);
    expect(isClinicSetupShortcut(press('K', { metaKey: true, shiftKey: true }, 'KeyK'))).toBe(true);
  });

  it('is not K alone, Ctrl+K, Ctrl+Alt+Shift+K or another letter', () => {
    expect(isClinicSetupShortcut(press('k', {}, 'KeyK'))).toBe(false);
    expect(isClinicSetupShortcut(press('k', { ctrlKey: true }, 'KeyK'))).toBe(false);
    expect(
      isClinicSetupShortcut(press('K', { ctrlKey: true, shiftKey: true, altKey: true }, 'KeyK')),
    ).toBe(false);
    expect(isClinicSetupShortcut(press('S', { ctrlKey: true, shiftKey: true }, 'KeyS'))).toBe(
      false,
    );
  });
});
