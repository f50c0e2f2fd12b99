import { randomUUID } from 'node:crypto';
import {
  DEFAULT_CONSENT_TEXT,
  type ConsultationSummaryView,
  type ConsultationView,
} from '../../../shared/consultation-view';
import type { PatientView } from '../../../shared/patients-view';
import type { CoreShared } from '../core-shared';
import { explainStorageError } from '../db/db-errors';
import { CoreError } from '../errors';
import type { PadsDirectory } from '../pad/pad-service';
import { localDay } from '../patients/patient-record';
import type { PatientsDirectory } from '../patients/patients-service';
import type { QueueDirectory, QueueService } from '../queue/queue-service';
import type { ConsultationRow, ConsultationsRepository } from './consultations-repository';
import { consultationSealing } from './consultation-sealing';
import type { ConsultationsService } from './consultations-service-types';

const CONSENT_SETTING = 'consultation.consent_text';
const consentContext = (id: string): string => `consultation:${id}:consent`;
const reasonContext = (id: string): string => `consultation:${id}:discard-reason`;
const iso = (ms: number | undefined): string | undefined =>
  ms === undefined ? undefined : new Date(ms).toISOString();

export type { ConsultationsDirectory, ConsultationsService } from './consultations-service-types';

export function createConsultationsService(
  shared: Pick<
    CoreShared,
    'backend' | 'emit' | 'settings' | 'sync' | 'vault' | 'clock' | 'logger' | 'db'
  >,
  repository: ConsultationsRepository,
  deps: { patients: PatientsDirectory; queue: QueueService & QueueDirectory; pads: PadsDirectory },
): ConsultationsService {
  const { vault, clock, logger, db } = shared;
  const emitChanged = (id: string): void => shared.emit('consultation:changed', { id });

  const { seal, openText } = consultationSealing(vault);

  function existing(id: string): ConsultationRow {
    const row = repository.get(id);
    if (!row) throw new CoreError('NOT_FOUND', 'There is no such consultation on this computer.');
    return row;
  }

  function patientOf(row: ConsultationRow): PatientView {
    const patient = deps.patients.view(row.patientId);
    if (!patient) {
      throw new CoreError('LOCAL_DATA_DAMAGED', 'The patient of this consultation cannot be read.');
    }
    return patient;
  }

  function view(row: ConsultationRow): ConsultationView {
    const consentText = openText(row.consentSealed, consentContext(row.id));
    const reason = openText(row.discardReasonSealed, reasonContext(row.id));
    const completion =
      row.appointmentId && row.status === 'finished'
        ? deps.queue.completion(row.account, row.appointmentId)
        : undefined;
    return {
      id: row.id,
      patient: patientOf(row),
      status: row.status,
      ...(row.appointmentId ? { appointmentId: row.appointmentId } : {}),
      startedAt: iso(row.startedAt)!,
      ...(row.finishedAt ? { finishedAt: iso(row.finishedAt)! } : {}),
      ...(row.discardedAt ? { discardedAt: iso(row.discardedAt)! } : {}),
      ...(reason ? { discardReason: reason } : {}),
      padId: row.padId,
      ...(row.consentAt !== undefined && consentText !== undefined
        ? { consent: { at: iso(row.consentAt)!, text: consentText } }
        : {}),
      ...(completion ? { appointmentCompletion: completion } : {}),
    };
  }

  function summaries(rows: readonly ConsultationRow[]): ConsultationSummaryView[] {
    const patients = deps.patients.views(rows.map((row) => row.patientId));
    const pads = deps.pads.states(rows.map((row) => row.padId));
    return rows.flatMap((row) => {
      const patient = patients.get(row.patientId);
      if (!patient) return [];
      const pad = pads.get(row.padId);
      return [
        {
          id: row.id,
          patient: {
            id: patient.id,
            name: patient.name,
            sex: patient.sex,
            ageText: patient.ageText,
            ...(patient.mobile ? { mobile: patient.mobile } : {}),
            ...(patient.uhid ? { uhid: patient.uhid } : {}),
          },
          status: row.status,
          ...(row.appointmentId ? { appointmentId: row.appointmentId } : {}),
          startedAt: iso(row.startedAt)!,
          ...(row.finishedAt ? { finishedAt: iso(row.finishedAt)! } : {}),
          ...(pad ? { padState: pad.syncState } : {}),
        },
      ];
    });
  }

  function consentText(): string {
    return shared.settings.get(CONSENT_SETTING) ?? DEFAULT_CONSENT_TEXT;
  }

  function write<T>(run: () => T): T {
    try {
      return run();
    } catch (error) {
      throw explainStorageError(error);
    }
  }

  return {
    async today() {
      const account = (await shared.backend.current()).accountKey;
      const queue = await deps.queue.today(false);
      const rows = repository.today(account, localDay(clock.now()));
      for (const appointment of queue.appointments) {
        const opened = repository.byAppointment(account, appointment.id);
        if (opened) {
          appointment.consultationId = opened.id;
          if (opened.status === 'in_progress') appointment.state = 'in_consultation';
        }
      }
      const all = summaries(rows);
      return {
        queue,
        inProgress: all.filter((c) => c.status === 'in_progress'),
        finished: all.filter((c) => c.status === 'finished'),
      };
    },

    async start(input) {
      const account = (await shared.backend.current()).accountKey;
      let patientId: string;
      let appointmentId: string | undefined;
      if ('appointmentId' in input) {
        const opened = repository.byAppointment(account, input.appointmentId);
        if (opened) return view(opened);
        const appointment = deps.queue.appointment(account, input.appointmentId);
        if (!appointment) {
          throw new CoreError(
            'NOT_FOUND',
            'That appointment is not in the day’s list on this computer.',
          );
        }
        if (!appointment.patientId) {
          throw new CoreError(
            'LOCAL_DATA_DAMAGED',
            'That appointment names no patient the app can read.',
          );
        }
        patientId = appointment.patientId;
        appointmentId = appointment.id;
      } else {
        if (!deps.patients.view(input.patientId)) {
          throw new CoreError('NOT_FOUND', 'That patient is not saved on this computer.');
        }
        patientId = input.patientId;
      }
      const id = randomUUID();
      const now = clock.now();
      write(() =>
        db.transaction(() => {
          const padId = deps.pads.createDraft(account, deps.patients.platformIdOf(patientId));
          repository.insert({
            id,
            account,
            patientId,
            appointmentId,
            padId,
            day: localDay(now),
            startedAt: now,
          });
        })(),
      );
      logger.info(
        { consultationId: id, walkIn: appointmentId === undefined },
        'consultation started',
      );
      emitChanged(id);
      return view(existing(id));
    },

    get: (id) => view(existing(id)),

    async search(input) {
      const account = (await shared.backend.current()).accountKey;
      const text = input.text?.trim();
      const rows = repository.search(account, {
        ...(text ? { patientIds: deps.patients.matching(account, text) } : {}),
        ...(input.from ? { from: input.from } : {}),
        ...(input.to ? { to: input.to } : {}),
        limit: input.limit ?? 50,
      });
      return summaries(rows);
    },

    recordConsent(id) {
      const row = existing(id);
      if (row.status !== 'in_progress') {
        throw new CoreError(
          'CONFLICT',
          'This consultation is over; nothing more can be recorded in it.',
        );
      }
      const text = consentText();
      write(() => repository.recordConsent(id, clock.now(), seal(text, consentContext(id))));
      logger.info({ consultationId: id }, 'recording consent recorded');
      emitChanged(id);
      return view(existing(id));
    },

    finish(id) {
      const row = existing(id);
      if (row.status !== 'in_progress') return view(row);
      const pad = deps.pads.states([row.padId]).get(row.padId);
      if (pad && pad.status === 'draft' && !pad.isEmpty) {
        throw new CoreError(
          'CONFLICT',
          'The prescription is still a draft: finalize it (or clear it) before finishing the consultation.',
        );
      }
      write(() =>
        db.transaction(() => {
          if (!repository.finish(id, clock.now())) {
            throw new CoreError('CONFLICT', 'This consultation changed while it was finished.');
          }
          if (row.appointmentId) deps.queue.complete(row.account, row.appointmentId);
        })(),
      );
      shared.sync.kick();
      logger.info({ consultationId: id }, 'consultation finished');
      emitChanged(id);
      return view(existing(id));
    },

    discard(id, reason) {
      const row = existing(id);
      if (row.status !== 'in_progress') {
        throw new CoreError('CONFLICT', 'Only a consultation in progress can be discarded.');
      }
      const sealed = reason ? seal(reason, reasonContext(id)) : undefined;
      write(() => repository.discard(id, clock.now(), sealed));
      logger.info({ consultationId: id }, 'consultation discarded');
      emitChanged(id);
      return view(existing(id));
    },

    settings: () => ({ consentText: consentText() }),
    saveSettings(text) {
      shared.settings.write({ values: { [CONSENT_SETTING]: text } });
      return { consentText: consentText() };
    },

    visitOf(subject, consultationOfRecording) {
      let row: ConsultationRow | undefined;
      if (subject.kind === 'recording') {
        const id = consultationOfRecording(subject.id);
        row = id ? repository.get(id) : undefined;
      } else if (subject.kind === 'consultation') row = repository.get(subject.id);
      else if (subject.kind === 'pad') row = repository.byPad(subject.id);
      else if (subject.kind === 'patient') row = repository.latestOfPatient(subject.id);
      else row = repository.ofAppointment(subject.id);
      return row ? { id: row.id, patientId: row.patientId, startedAt: row.startedAt } : undefined;
    },

    patientOfPad: (padId) => repository.byPad(padId)?.patientId,
    visitOfPad: (padId) => {
      const row = repository.byPad(padId);
      return row ? { consultationId: row.id, day: row.day } : undefined;
    },

    forRecording(id) {
      const row = repository.get(id);
      if (!row) return undefined;
      return {
        account: row.account,
        patient: deps.patients.view(row.patientId),
        consentAt: row.consentAt,
        open: row.status === 'in_progress',
      };
    },
  };
}
