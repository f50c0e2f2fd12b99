import { beforeEach, describe, expect, it } from 'vitest';
import { useAbhaStore } from '../../../../src/renderer/src/stores/abhaStore';
import { VALID_AADHAAR, VALID_MASKED } from '../abha/aadhaarNumbers';
import { failResult, installFakeCompanion, okResult } from '../fixtures';

const SENT = { txnId: 'txn-7', maskedAadhaar: VALID_MASKED, message: 'Sent.' };

describe('abhaStore', () => {
  beforeEach(() => {
    useAbhaStore.setState(useAbhaStore.getInitialState(), true);
  });

  it('passes the number through and keeps only the masked answer', async () => {
    const fake = installFakeCompanion({ startAadhaarRegistration: () => okResult(SENT) });
    const result = await useAbhaStore.getState().start({ aadhaar_number: VALID_AADHAAR });
    expect(result).toEqual({ ok: true, value: SENT });
    expect(fake.startAadhaarRegistration).toHaveBeenCalledWith({ aadhaar_number: VALID_AADHAAR });
    expect(useAbhaStore.getState().sent).toEqual(SENT);
    expect(JSON.stringify(useAbhaStore.getState())).not.toContain(VALID_AADHAAR);
  });

  it('forgets an earlier success when a new request fails', async () => {
    useAbhaStore.setState({ sent: SENT });
    installFakeCompanion({
      startAadhaarRegistration: () => failResult('OFFLINE', 'Needs a live connection.'),
    });
    const result = await useAbhaStore.getState().start({ aadhaar_number: VALID_AADHAAR });
    expect(result.ok).toBe(false);
    expect(useAbhaStore.getState().sent).toBeNull();
  });
});
