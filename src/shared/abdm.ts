import { z } from 'zod';
import { AADHAAR_PROBLEMS, aadhaarProblem } from './aadhaar';

/** The Aadhaar form's one field; the rules are checked here and again in the core. */
export const AadhaarInitInputSchema = z.object({
  aadhaar_number: z.string().superRefine((value, ctx) => {
    const problem = aadhaarProblem(value);
    // The message never repeats the input: it is an identity number.
    if (problem) ctx.addIssue({ code: 'custom', message: AADHAAR_PROBLEMS[problem], input: '' });
  }),
});

export interface AadhaarInitResult {
  /** The identity network's transaction id for the OTP step that follows. */
  txnId: string;
  /** "XXXX XXXX 1234": the only form of the number the app shows after sending it. */
  maskedAadhaar: string;
  message: string;
}

/**
 * The init answer, read tolerantly. Published (abdm-registration.json, InitResponse):
 * `{txn_id, hint}` with `hint` a sentence or null. `txn_id` is needed for the OTP step; `message`
 * is the sandbox's older name for the sentence and is still read when `hint` is absent.
 */
export const AadhaarInitAnswerSchema = z.object({
  txn_id: z.string().min(1),
  hint: z.string().nullish(),
  message: z.string().nullish(),
});
export type AadhaarInitAnswer = z.infer<typeof AadhaarInitAnswerSchema>;
