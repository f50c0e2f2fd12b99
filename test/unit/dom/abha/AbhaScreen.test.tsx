import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { AbhaScreen } from '../../../../src/renderer/src/abha/AbhaScreen';
import { useAbhaStore } from '../../../../src/renderer/src/stores/abhaStore';
import { useAppStore } from '../../../../src/renderer/src/stores/appStore';
import { useNavStore } from '../../../../src/renderer/src/stores/navStore';
import { failResult, installFakeCompanion, okResult } from '../fixtures';
import { VALID_AADHAAR, VALID_MASKED } from './aadhaarNumbers';

const input = () => screen.getByLabelText<HTMLInputElement>('Aadhaar number');

/** Everything the page holds as text or in a field: where a number could linger. */
function pageText(): string {
  const values = Array.from(document.querySelectorAll('input')).map((field) => field.value);
  return [document.body.textContent ?? '', ...values].join('\n');
}

describe('AbhaScreen', () => {
  beforeEach(() => {
    useAbhaStore.setState(useAbhaStore.getInitialState(), true);
    useAppStore.setState(useAppStore.getInitialState(), true);
    useNavStore.setState(useNavStore.getInitialState(), true);
  });

  it('explains what it does before asking for the number', () => {
    installFakeCompanion();
    render(<AbhaScreen />);
    expect(screen.getByRole('heading', { level: 1, name: 'ABHA registration' })).toBeTruthy();
    expect(
      screen.getByText(/one-time password to the mobile number linked with the Aadhaar/),
    ).toBeTruthy();
    expect(screen.getByText(/never saved on this computer/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Send OTP' })).toBeTruthy();
  });

  it('sends the number, clears it and shows only the masked form', async () => {
    const fake = installFakeCompanion({
      startAadhaarRegistration: () =>
        okResult({
          txnId: 'txn-42',
          maskedAadhaar: VALID_MASKED,
          message: 'The identity network sent a one-time password.',
        }),
    });
    const user = userEvent.setup();
    render(<AbhaScreen />);
    await user.type(input(), VALID_AADHAAR);
    await user.click(screen.getByRole('button', { name: 'Send OTP' }));

    expect(fake.startAadhaarRegistration).toHaveBeenCalledWith({ aadhaar_number: VALID_AADHAAR });
    const status = await screen.findByText(/^OTP sent for Aadhaar/);
    expect(status.textContent).toBe(`OTP sent for Aadhaar ${VALID_MASKED}`);
    // Announced: the panel is inside a status region that was there before the answer.
    expect(status.closest('[role="status"]')).not.toBeNull();
    expect(screen.getByText('The identity network sent a one-time password.')).toBeTruthy();
    expect(screen.getByText('txn-42')).toBeTruthy();
    expect(input().value).toBe('');
    expect(pageText()).not.toContain(VALID_AADHAAR);
    expect(pageText()).not.toContain(VALID_AADHAAR.slice(0, 8));
  });

  it('keeps no Aadhaar number in the store, only the masked answer', async () => {
    installFakeCompanion({
      startAadhaarRegistration: () =>
        okResult({ txnId: 'txn-1', maskedAadhaar: VALID_MASKED, message: 'Sent.' }),
    });
    const user = userEvent.setup();
    render(<AbhaScreen />);
    await user.type(input(), VALID_AADHAAR);
    await user.click(screen.getByRole('button', { name: 'Send OTP' }));
    await screen.findByText(/^OTP sent for Aadhaar/);
    expect(JSON.stringify(useAbhaStore.getState())).not.toContain(VALID_AADHAAR);
  });

  it('keeps the typed number and shows the core’s message when offline', async () => {
    installFakeCompanion({
      startAadhaarRegistration: () =>
        failResult(
          'OFFLINE',
          'Aadhaar registration needs a live connection: it starts a one-time-password exchange with the identity network. Nothing was saved or queued; try again when the connection is back.',
        ),
    });
    const user = userEvent.setup();
    render(<AbhaScreen />);
    await user.type(input(), VALID_AADHAAR);
    await user.click(screen.getByRole('button', { name: 'Send OTP' }));

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('needs a live connection');
    expect(alert.textContent).toContain('Nothing was saved or queued');
    expect(screen.queryByText(/^OTP sent for Aadhaar/)).toBeNull();
    // Masked while attention is on the error; the whole number is back when editing.
    expect(input().value).toBe(VALID_MASKED);
    await user.click(input());
    expect(input().value).toBe(VALID_AADHAAR);
  });

  it('shows an offline notice above the form, and still lets the person send', async () => {
    const fake = installFakeCompanion({
      startAadhaarRegistration: () => failResult('OFFLINE', 'Needs a live connection.'),
    });
    useAppStore.setState({
      connection: {
        state: 'offline',
        since: '2025-03-05T10:00:00Z',
        detail: 'The network is unreachable.',
      },
    });
    const user = userEvent.setup();
    render(<AbhaScreen />);
    const notice = screen.getByText('This computer is offline.').closest('[role="status"]');
    expect(notice?.textContent).toContain('needs a live connection');
    expect(notice?.textContent).toContain('The network is unreachable.');
    // Above the form: it comes first in reading order.
    expect(
      notice!.compareDocumentPosition(input()) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();

    await user.type(input(), VALID_AADHAAR);
    await user.click(screen.getByRole('button', { name: 'Send OTP' }));
    expect(fake.startAadhaarRegistration).toHaveBeenCalledTimes(1);
    expect((await screen.findByRole('alert')).textContent).toContain('Needs a live connection.');
  });

  it('drops the notice when the connection comes back', () => {
    installFakeCompanion();
    useAppStore.setState({ connection: { state: 'offline', since: '2025-03-05T10:00:00Z' } });
    render(<AbhaScreen />);
    expect(screen.getByText('This computer is offline.')).toBeTruthy();
    act(() =>
      useAppStore.setState({ connection: { state: 'online', since: '2025-03-05T10:01:00Z' } }),
    );
    expect(screen.queryByText('This computer is offline.')).toBeNull();
  });

  it('shows a refusal from the platform and keeps the number', async () => {
    installFakeCompanion({
      startAadhaarRegistration: () =>
        failResult('REJECTED', 'The identity network refused the request.'),
    });
    const user = userEvent.setup();
    render(<AbhaScreen />);
    await user.type(input(), VALID_AADHAAR);
    await user.click(screen.getByRole('button', { name: 'Send OTP' }));
    expect((await screen.findByRole('alert')).textContent).toContain(
      'The OTP was not sent. The identity network refused the request.',
    );
    await user.click(input());
    expect(input().value).toBe(VALID_AADHAAR);
  });

  it('replaces an earlier success when a later send fails', async () => {
    let answer = okResult({ txnId: 'txn-1', maskedAadhaar: VALID_MASKED, message: 'Sent.' });
    installFakeCompanion({ startAadhaarRegistration: () => answer });
    const user = userEvent.setup();
    render(<AbhaScreen />);
    await user.type(input(), VALID_AADHAAR);
    await user.click(screen.getByRole('button', { name: 'Send OTP' }));
    await screen.findByText(/^OTP sent for Aadhaar/);

    answer = failResult('TIMEOUT', 'The identity network did not answer in time.');
    await user.type(input(), VALID_AADHAAR);
    await user.click(screen.getByRole('button', { name: 'Send OTP' }));
    await screen.findByRole('alert');
    expect(screen.queryByText(/^OTP sent for Aadhaar/)).toBeNull();
  });
});
