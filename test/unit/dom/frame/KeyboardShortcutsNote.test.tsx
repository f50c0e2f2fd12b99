import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { KeyboardShortcutsNote } from '../../../../src/renderer/src/frame/KeyboardShortcutsNote';

describe('KeyboardShortcutsNote', () => {
  it('documents Ctrl+1..7 for every screen, visibly', () => {
    render(<KeyboardShortcutsNote />);
    const section = screen.getByRole('region', { name: 'Keyboard shortcuts' });
    expect(section.textContent).toContain('Ctrl+1Pad');
    expect(section.textContent).toContain('Ctrl+4ABHA');
    expect(section.textContent).toContain('Ctrl+5Webhooks');
    expect(section.textContent).toContain('Ctrl+6Sync');
    expect(section.textContent).toContain('Ctrl+7Settings');
    expect(section.querySelector('.visually-hidden')).toBeNull();
  });
});
