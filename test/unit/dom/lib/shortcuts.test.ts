import { describe, expect, it } from 'vitest';
import { screenForShortcut } from '../../../../src/renderer/src/lib/shortcuts';

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
  it('maps Ctrl+1..8 and Cmd+1..8 to the screens in navigation order', () => {
    expect(screenForShortcut(press('1', { ctrlKey: true }))).toBe('today');
    expect(screenForShortcut(press('2', { ctrlKey: true }))).toBe('consultation');
    expect(screenForShortcut(press('5', { ctrlKey: true }))).toBe('abha');
    expect(screenForShortcut(press('6', { ctrlKey: true }))).toBe('webhooks');
    expect(screenForShortcut(press('7', { ctrlKey: true }))).toBe('sync');
    expect(screenForShortcut(press('8', { metaKey: true }))).toBe('settings');
  });

  it('reads the physical digit key on layouts that need Shift for digits', () => {
    expect(screenForShortcut(press('"', { ctrlKey: true }, 'Digit3'))).toBe('recording');
  });

  it('ignores digits without a modifier, with extra modifiers, and beyond the last screen', () => {
    expect(screenForShortcut(press('1', {}))).toBeNull();
    expect(screenForShortcut(press('1', { ctrlKey: true, altKey: true }))).toBeNull();
    expect(screenForShortcut(press('9', { ctrlKey: true }))).toBeNull();
  });
});
