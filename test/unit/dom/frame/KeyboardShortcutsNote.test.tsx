import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { KeyboardShortcutsNote } from '../../../../src/renderer/src/frame/KeyboardShortcutsNote';

describe('KeyboardShortcutsNote', () => {
  it('documents Ctrl+1..7 for the doctor’s menu and Ctrl+Shift+K for Clinic setup, visibly', () => {
    render(<KeyboardShortcutsNote />);
    const section = screen.getByRole('region', { name: 'Keyboard shortcuts' });
    expect(section.textContent).toContain('Ctrl+1Today');
    expect(section.textContent).toContain('Ctrl+2Consultation');
    expect(section.textContent).toContain('Ctrl+5ABHA');
    expect(section.textContent).toContain('Ctrl+6Sync');
    expect(section.textContent).toContain('Ctrl+7Settings');
    expect(section.textContent).not.toContain('Webhooks');
    expect(section.textContent).toContain('Ctrl+Shift+KClinic setup');
    expect(section.querySelector('.visually-hidden')).toBeNull();
  });
});
