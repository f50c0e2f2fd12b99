import {
  EmrProfileUpdatedSchema,
  PatientCreatedSchema,
  PatientProfileSchema,
  PatientSearchAnswerSchema,
  type PatientProfile,
  type PatientSearchHit,
} from '../../../shared/patient-directory';
import type { Backend } from '../backend';
import { namesAnotherRecord } from './errors';

export const PATIENTS_PATH = '/profiles/v1/patient';

/** The directory's calls name the calling client in a `client-id` header (published as required). */
export type DirectoryBackend = Pick<Backend, 'client' | 'clientId'>;

/** `GET /profiles/v1/patient/search?prefix=`: by name, mobile or UHID. */
export function searchPatients(
  { client, clientId }: DirectoryBackend,
  prefix: string,
  options: { limit?: number; signal?: AbortSignal } = {},
): Promise<PatientSearchHit[]> {
  const query = new URLSearchParams({ prefix, limit: String(options.limit ?? 10) });
  return client.request({
    method: 'GET',
    path: `${PATIENTS_PATH}/search?${query.toString()}`,
    headers: { 'client-id': clientId },
    schema: PatientSearchAnswerSchema,
    what: 'Searching the patient directory',
    ...(options.signal ? { signal: options.signal } : {}),
  });
}

export async function getPatientProfile(
  { client, clientId }: DirectoryBackend,
  oid: string,
  signal?: AbortSignal,
): Promise<PatientProfile> {
  let httpStatus = 200;
  const profile = await client.request({
    method: 'GET',
    path: `${PATIENTS_PATH}/${encodeURIComponent(oid)}`,
    headers: { 'client-id': clientId },
    schema: PatientProfileSchema,
    what: 'Reading a patient from the directory',
    onStatus: (status) => {
      httpStatus = status;
    },
    ...(signal ? { signal } : {}),
  });
  if (profile.oid !== oid) throw namesAnotherRecord('Reading a patient', httpStatus);
  return profile;
}

/** `POST /profiles/v1/patient/` with the outbox row's idempotency key: the new patient's id. */
export async function createPatient(
  { client, clientId }: DirectoryBackend,
  body: Record<string, unknown>,
  options: { idempotencyKey: string; signal?: AbortSignal },
): Promise<string> {
  const answer = await client.request({
    method: 'POST',
    path: `${PATIENTS_PATH}/`,
    body,
    headers: { 'idempotency-key': options.idempotencyKey, 'client-id': clientId },
    schema: PatientCreatedSchema,
    what: 'Creating the patient',
    ...(options.signal ? { signal: options.signal } : {}),
  });
  return answer.oid;
}

/** `PATCH /profiles/v1/patient/{oid}` with the patient's ABHA address (`abha`). */
export async function updatePatientAbha(
  { client, clientId }: DirectoryBackend,
  oid: string,
  abha: string,
  options: { idempotencyKey: string; signal?: AbortSignal },
): Promise<void> {
  await client.request({
    method: 'PATCH',
    path: `${PATIENTS_PATH}/${encodeURIComponent(oid)}`,
    body: { abha },
    headers: { 'idempotency-key': options.idempotencyKey, 'client-id': clientId },
    schema: EmrProfileUpdatedSchema,
    what: 'Saving the patient’s ABHA address in the directory',
    ...(options.signal ? { signal: options.signal } : {}),
  });
}

/** `PATCH /profiles/v1/emr-user/{oid}`: the patient's EMR profile (here, its `extras`). */
export async function updateEmrProfile(
  { client, clientId }: DirectoryBackend,
  oid: string,
  body: { extras: Record<string, unknown> },
  options: { idempotencyKey: string; signal?: AbortSignal },
): Promise<void> {
  await client.request({
    method: 'PATCH',
    path: `/profiles/v1/emr-user/${encodeURIComponent(oid)}`,
    body,
    headers: { 'idempotency-key': options.idempotencyKey, 'client-id': clientId },
    schema: EmrProfileUpdatedSchema,
    what: 'Saving the patient’s EMR profile',
    ...(options.signal ? { signal: options.signal } : {}),
  });
}
