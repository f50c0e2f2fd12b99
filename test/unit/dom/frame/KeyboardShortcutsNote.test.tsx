import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { KeyboardShortcutsNote } from '../../../../src/renderer/src/frame/KeyboardShortcutsNote';

describe('KeyboardShortcutsNote', () => {
  it('documents Ctrl+1..8 for every screen, visibly', () => {
    render(<KeyboardShortcutsNote />);
    const section = screen.getByRole('region', { name: 'Keyboard shortcuts' });
    expect(section.textContent).toContain('Ctrl+1Today');
    expect(section.textContent).toContain('Ctrl+2Consultation');
    expect(section.textContent).toContain('Ctrl+5ABHA');
    expect(section.textContent).toContain('Ctrl+6Webhooks');
    expect(section.textContent).toContain('Ctrl+7Sync');
    expect(section.textContent).toContain('Ctrl+8Settings');
    expect(section.querySelector('.visually-hidden')).toBeNull();
  });
});
