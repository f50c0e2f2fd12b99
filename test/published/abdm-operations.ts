import {
  ABDM_REGISTRATION,
  aadhaarResend,
  aadhaarVerify,
  addressExists,
  createAbhaAddress,
  mobileResend,
  mobileVerify,
  suggestAddresses,
} from '../../src/main/core/platform/abdm-api';
import { PATIENTS_PATH, updatePatientAbha } from '../../src/main/core/platform/patients-api';
import type { AppOperation } from './app-operations';
import { answeringBackend } from './answering-platform';

/**
 * ABHA registration after the Aadhaar init (abdm-registration.json), and the ABHA address sent
 * to the patient directory: each read by the app's own functions (abdm-api.ts, patients-api.ts).
 */
const TXN = 'txn-published-example';
const R = ABDM_REGISTRATION;

export const ABDM_REGISTRATION_OPERATIONS: AppOperation[] = [
  {
    file: 'abdm-registration.json',
    method: 'POST',
    pathTemplate: `${R}/aadhaar/verify`,
    read: (status, json) =>
      aadhaarVerify(answeringBackend(status, json), TXN, '123456', '9876543210'),
  },
  {
    file: 'abdm-registration.json',
    method: 'POST',
    pathTemplate: `${R}/aadhaar/resend`,
    read: (status, json) => aadhaarResend(answeringBackend(status, json), TXN),
  },
  {
    file: 'abdm-registration.json',
    method: 'POST',
    pathTemplate: `${R}/aadhaar/mobile/verify`,
    read: (status, json) => mobileVerify(answeringBackend(status, json), TXN, '654321'),
  },
  {
    file: 'abdm-registration.json',
    method: 'POST',
    pathTemplate: `${R}/aadhaar/mobile/resend`,
    read: (status, json) => mobileResend(answeringBackend(status, json), TXN),
  },
  {
    file: 'abdm-registration.json',
    method: 'GET',
    pathTemplate: `${R}/suggest`,
    read: (status, json) =>
      suggestAddresses(answeringBackend(status, json), TXN, {
        fn: 'Raj',
        ln: 'Kumar',
        dob: '1990-05-15',
      }),
  },
  {
    file: 'abdm-registration.json',
    method: 'POST',
    pathTemplate: `${R}/phr/check`,
    read: (status, json) => addressExists(answeringBackend(status, json), 'shyam.eka@abdm'),
  },
  {
    file: 'abdm-registration.json',
    method: 'POST',
    pathTemplate: `${R}/aadhaar/create-phr`,
    read: (status, json) =>
      createAbhaAddress(answeringBackend(status, json), TXN, 'shyam.eka@abdm'),
  },
  {
    file: 'patient-directory.json',
    method: 'PATCH',
    pathTemplate: `${PATIENTS_PATH}/{oid}`,
    read: async (status, json) => {
      await updatePatientAbha(answeringBackend(status, json), 'oid-1', 'xyz@abdm', {
        idempotencyKey: 'published-example-key',
      });
      return { sent: true };
    },
  },
];
