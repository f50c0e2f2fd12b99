import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { AADHAAR_PROBLEMS, type AadhaarProblem } from '../../../../../src/shared/aadhaar';
import type { IpcError } from '../../../../../src/shared/result';
import { AadhaarStep } from '../../../../../src/renderer/src/abha/registration/AadhaarStep';
import { describedText, VALID_AADHAAR, VALID_MASKED, WRONG_CHECK_DIGIT } from '../aadhaarNumbers';

type Send = (aadhaarNumber: string) => Promise<boolean>;

const sendOk = () => vi.fn<Send>(() => Promise.resolve(true));

/** The step as its registration holds it: busy while a send is under way, the last error shown. */
function Step({ onSend, failWith }: { onSend: Send; failWith?: IpcError }) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<IpcError | null>(null);
  return (
    <AadhaarStep
      offline={false}
      busy={busy}
      error={error}
      onSend={async (aadhaarNumber) => {
        setBusy(true);
        const sent = await onSend(aadhaarNumber);
        setBusy(false);
        if (!sent && failWith) setError(failWith);
        return sent;
      }}
    />
  );
}

const input = () => screen.getByLabelText<HTMLInputElement>('Aadhaar number');
const sendButton = () => screen.getByRole('button', { name: /^(Send OTP|Sending…)$/ });

describe('AadhaarStep and its Aadhaar field', () => {
  it('is one labelled numeric field that browsers neither remember nor spell-check', () => {
    render(<Step onSend={sendOk()} />);
    const field = input();
    expect(field.getAttribute('inputmode')).toBe('numeric');
    expect(field.getAttribute('autocomplete')).toBe('off');
    expect(field.getAttribute('spellcheck')).toBe('false');
    expect(field.maxLength).toBe(14);
    expect(describedText(field)).toContain('12 digits');
  });

  it.each<[AadhaarProblem, string]>([
    ['empty', ''],
    ['not-digits', '2341 2341 23a4'],
    ['length', '2341 2341'],
    ['first-digit', `1${VALID_AADHAAR.slice(1)}`],
    ['check-digit', WRONG_CHECK_DIGIT],
  ])('shows the %s problem in words on the field and sends nothing', async (problem, typed) => {
    const user = userEvent.setup();
    const onSend = sendOk();
    render(<Step onSend={onSend} />);
    if (typed) await user.type(input(), typed);
    await user.click(sendButton());

    expect(onSend).not.toHaveBeenCalled();
    expect(input().getAttribute('aria-invalid')).toBe('true');
    expect(describedText(input())).toContain(AADHAAR_PROBLEMS[problem]);
    // Focus goes back to the field to fix, and what was typed is still there.
    expect(document.activeElement).toBe(input());
    expect(input().value).toBe(typed);
  });

  it('checks again as the person types once a send has been tried, and never on blur', async () => {
    const user = userEvent.setup();
    render(<Step onSend={sendOk()} />);
    // Before the first send, leaving a half-typed field says nothing.
    await user.type(input(), '2341');
    await user.tab();
    expect(input().getAttribute('aria-invalid')).toBeNull();

    await user.click(sendButton());
    expect(describedText(input())).toContain(AADHAAR_PROBLEMS.length);
    // Leaving the field changes nothing, so the Send button does not move under the pointer.
    await user.tab();
    expect(describedText(input())).toContain(AADHAAR_PROBLEMS.length);
    await user.clear(input());
    await user.type(input(), VALID_AADHAAR);
    expect(input().getAttribute('aria-invalid')).toBeNull();
    expect(describedText(input())).not.toContain(AADHAAR_PROBLEMS.length);
  });

  it('sends the digits only, however they were grouped', async () => {
    const user = userEvent.setup();
    const onSend = sendOk();
    render(<Step onSend={onSend} />);
    const grouped = `${VALID_AADHAAR.slice(0, 4)} ${VALID_AADHAAR.slice(4, 8)} ${VALID_AADHAAR.slice(8)}`;
    await user.type(input(), grouped);
    await user.click(sendButton());
    expect(onSend).toHaveBeenCalledWith(VALID_AADHAAR);
  });

  it('clears the number once the OTP is sent', async () => {
    const user = userEvent.setup();
    render(<Step onSend={sendOk()} />);
    await user.type(input(), VALID_AADHAAR);
    await user.click(sendButton());
    expect(input().value).toBe('');
    expect(input().getAttribute('aria-invalid')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Show Aadhaar number' })).toBeNull();
  });

  it('shows the sending state and sends once however often the button is pressed', async () => {
    const user = userEvent.setup();
    let finish: (sent: boolean) => void = () => undefined;
    const onSend = vi.fn<Send>(
      () =>
        new Promise((resolve) => {
          finish = resolve;
        }),
    );
    render(<Step onSend={onSend} />);
    await user.type(input(), VALID_AADHAAR);
    await user.click(sendButton());

    const button = await screen.findByRole('button', { name: 'Sending…' });
    expect(button.getAttribute('aria-disabled')).toBe('true');
    expect(input().readOnly).toBe(true);
    await user.click(button);
    expect(onSend).toHaveBeenCalledTimes(1);

    finish(true);
    const done = await screen.findByRole('button', { name: 'Send OTP' });
    expect(done.getAttribute('aria-disabled')).toBe('false');
    expect(input().readOnly).toBe(false);
  });

  it('shows the core’s field error for INVALID_ARGUMENT on the field, keeping the number', async () => {
    const user = userEvent.setup();
    const onSend = vi.fn<Send>(() => Promise.resolve(false));
    render(
      <Step
        onSend={onSend}
        failWith={{
          code: 'INVALID_ARGUMENT',
          message: 'Check the highlighted field.',
          fields: { aadhaar_number: AADHAAR_PROBLEMS['check-digit'] },
        }}
      />,
    );
    await user.type(input(), VALID_AADHAAR);
    await user.click(sendButton());

    expect(onSend).toHaveBeenCalledTimes(1);
    expect(await screen.findByText(AADHAAR_PROBLEMS['check-digit'])).toBeTruthy();
    expect(input().getAttribute('aria-invalid')).toBe('true');
    expect(describedText(input())).toContain(AADHAAR_PROBLEMS['check-digit']);
    await user.click(input());
    expect(input().value).toBe(VALID_AADHAAR);
  });

  it('clears the number when the send fails for want of a connection', async () => {
    const user = userEvent.setup();
    render(
      <Step
        onSend={vi.fn<Send>(() => Promise.resolve(false))}
        failWith={{
          code: 'OFFLINE',
          message:
            'Aadhaar registration needs a live connection. Nothing was saved or queued; try again when the connection is back.',
        }}
      />,
    );
    await user.type(input(), VALID_AADHAAR);
    await user.click(sendButton());

    await screen.findByRole('button', { name: 'Send OTP' });
    expect(input().value).toBe('');
    // Not a problem with the number: the field is not marked invalid.
    expect(input().getAttribute('aria-invalid')).toBeNull();
  });

  it('shows a complete number masked away from the field, with a Show toggle', async () => {
    const user = userEvent.setup();
    render(<Step onSend={sendOk()} />);
    expect(screen.queryByRole('button', { name: 'Show Aadhaar number' })).toBeNull();
    await user.type(input(), VALID_AADHAAR);
    // While editing, the number is shown as typed.
    expect(input().value).toBe(VALID_AADHAAR);

    await user.tab();
    expect(input().value).toBe(VALID_MASKED);
    const show = screen.getByRole('button', { name: 'Show Aadhaar number' });
    expect(document.activeElement).toBe(show);
    expect(show.getAttribute('aria-pressed')).toBe('false');

    await user.keyboard('{Enter}');
    expect(show.getAttribute('aria-pressed')).toBe('true');
    expect(input().value).toBe(VALID_AADHAAR);
    await user.keyboard('{Enter}');
    expect(show.getAttribute('aria-pressed')).toBe('false');
    expect(input().value).toBe(VALID_MASKED);

    // Back in the field, the number is there to edit.
    await user.click(input());
    expect(input().value).toBe(VALID_AADHAAR);
  });

  it('does not mask a number that still has a problem, so the typo stays visible', async () => {
    const user = userEvent.setup();
    render(<Step onSend={sendOk()} />);
    await user.type(input(), WRONG_CHECK_DIGIT);
    await user.tab();
    expect(input().value).toBe(WRONG_CHECK_DIGIT);
    expect(screen.queryByRole('button', { name: 'Show Aadhaar number' })).toBeNull();
  });
});
