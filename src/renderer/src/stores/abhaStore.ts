import { create } from 'zustand';
import type { AadhaarInitResult } from '../../../shared/abdm';
import type { InvokeArgs } from '../../../shared/ipc/contract';
import type { Result } from '../../../shared/result';
import { companion } from '../companion';

export type AadhaarInitInput = InvokeArgs<'abdm:aadhaar-init'>;

interface AbhaState {
  /**
   * The last OTP request the identity network accepted, which the OTP step continues from. It
   * holds the masked number only: the Aadhaar number itself lives in the form's own state.
   */
  sent: AadhaarInitResult | null;
  /** Sends the number once. It passes through as an argument and is kept nowhere here. */
  start: (input: AadhaarInitInput) => Promise<Result<AadhaarInitResult>>;
}

export const useAbhaStore = create<AbhaState>()((set) => ({
  sent: null,
  start: async (input) => {
    // A new request replaces the last one: a panel saying an OTP went out for an earlier number
    // must not stand beside this attempt's outcome.
    set({ sent: null });
    const result = await companion().startAadhaarRegistration(input);
    if (result.ok) set({ sent: result.value });
    return result;
  },
}));
