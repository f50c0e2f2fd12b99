import type { Migration } from './index';

/**
 * The consultation: patients, the day's appointments, and the visit that ties them together.
 *
 * - `patients`: patients read from the platform's directory or created here, sealed (name, sex,
 *   date of birth or age, mobile, UHID, ABHA number), searchable offline once opened. A patient
 *   created here has its create in the outbox (`outbox_id`) and gets the platform's id
 *   (`platform_id`) once the platform made it.
 * - `appointments`: the day's queue as last read, sealed (it names patients); the completion of
 *   an appointment goes through the outbox (`completion_outbox_id`).
 * - `consultations`: one patient's visit: its patient, its appointment (none for a walk-in), its
 *   own pad, the recording consent (time and the words shown, sealed), how it ended.
 * - `recording_sessions.consultation_id`: the consultation a recording was made in (older
 *   recordings belong to none).
 * - `outbox.depends_on`: a change that needs another to reach the platform first (a change that
 *   names a patient created offline waits for the patient's create).
 */
export const m0010Consultations: Migration = {
  version: 10,
  name: '0010-consultations',
  up(db) {
    db.exec(`
      CREATE TABLE patients (
        id            TEXT PRIMARY KEY,
        account       TEXT NOT NULL,
        platform_id   TEXT,
        record_sealed BLOB NOT NULL,
        outbox_id     INTEGER,
        created_at    INTEGER NOT NULL,
        updated_at    INTEGER NOT NULL,
        UNIQUE (account, platform_id)
      ) STRICT;
      CREATE TABLE appointments (
        account              TEXT NOT NULL,
        id                   TEXT NOT NULL,
        day                  TEXT NOT NULL,
        starts_at            INTEGER NOT NULL,
        body_sealed          BLOB NOT NULL,
        fetched_at           INTEGER NOT NULL,
        completion_outbox_id INTEGER,
        PRIMARY KEY (account, id)
      ) STRICT;
      CREATE INDEX appointments_day ON appointments (account, day, starts_at);
      CREATE TABLE consultations (
        id                    TEXT PRIMARY KEY,
        account               TEXT NOT NULL,
        patient_id            TEXT NOT NULL,
        appointment_id        TEXT,
        pad_id                TEXT NOT NULL,
        status                TEXT NOT NULL CHECK (status IN ('in_progress', 'finished', 'discarded')),
        day                   TEXT NOT NULL,
        started_at            INTEGER NOT NULL,
        updated_at            INTEGER NOT NULL,
        finished_at           INTEGER,
        discarded_at          INTEGER,
        discard_reason_sealed BLOB,
        consent_at            INTEGER,
        consent_sealed        BLOB,
        UNIQUE (account, appointment_id)
      ) STRICT;
      CREATE INDEX consultations_day ON consultations (account, day, started_at);
      CREATE INDEX consultations_patient ON consultations (patient_id);
      ALTER TABLE recording_sessions ADD COLUMN consultation_id TEXT;
      CREATE INDEX recording_sessions_consultation ON recording_sessions (consultation_id);
      ALTER TABLE outbox ADD COLUMN depends_on INTEGER;
    `);
  },
};
