import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { NotBuiltScreen } from '../../../../src/renderer/src/frame/NotBuiltScreen';

describe('NotBuiltScreen', () => {
  it('says politely that the screen is not built yet', () => {
    render(<NotBuiltScreen title="Pad" />);
    expect(screen.getByRole('heading', { level: 1, name: 'Pad' })).toBeTruthy();
    expect(screen.getByText(/not built yet/)).toBeTruthy();
  });

  it('moves focus to its heading only after navigation', () => {
    const { unmount } = render(<NotBuiltScreen title="Pad" />);
    expect(document.activeElement).toBe(document.body);
    unmount();
    render(<NotBuiltScreen title="Recording" focusOnMount />);
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Recording' }));
  });
});
