import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LiveAnnouncer } from '../../../../src/renderer/src/frame/LiveAnnouncer';

describe('LiveAnnouncer', () => {
  it('keeps one status region and replaces its message for each announcement', () => {
    const { rerender } = render(<LiveAnnouncer announcement={null} />);
    const region = screen.getByRole('status');
    expect(region.textContent).toBe('');
    rerender(<LiveAnnouncer announcement={{ id: 1, text: 'Webhook registered' }} />);
    const first = region.firstElementChild;
    expect(region.textContent).toBe('Webhook registered');
    rerender(<LiveAnnouncer announcement={{ id: 2, text: 'Webhook registered' }} />);
    expect(screen.getByRole('status')).toBe(region);
    expect(region.firstElementChild).not.toBe(first);
  });
});
