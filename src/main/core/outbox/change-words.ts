/**
 * Naming a change for the Sync screen in the clinic's words: whose (the patient), what, and when
 * (the visit). The outbox knows none of that: it asks the features that do through these typed
 * questions, composed in core.ts, and never reads their tables. The words go to the screen only:
 * the patient's name is never put in a log line or an error message.
 */
import type { AudioParts } from '../../../shared/audio-parts';
import type { SyncItemAbout } from '../../../shared/sync';
import type { ChangeSubject } from './operations';

/** A consultation as the Sync screen needs it: its id, its patient (the app's id), its start. */
export interface ChangeVisit {
  id: string;
  patientId: string;
  /** Epoch milliseconds the consultation started. */
  startedAt: number;
}

/** What the features answer about a change's subject. */
export interface ChangeWordsSources {
  /** The consultation the subject belongs to (consultations, asking recordings for a recording). */
  visitOf?(subject: ChangeSubject): ChangeVisit | undefined;
  /** The patient's name as the doctor sees it (patients); undefined when it cannot be read. */
  patientName?(patientId: string): string | undefined;
  /** A recording's audio parts, saved and sent (recordings). */
  audioPartsOf?(sessionId: string): AudioParts | undefined;
}

/** The words of one change: the screen's `about`, and the consultation it is listed under. */
export interface ChangeWords {
  about: SyncItemAbout;
  visit?: { id: string };
}

/**
 * Answers for one page: a page of 100 changes of one visit asks for its patient's name once (each
 * answer opens a sealed record).
 */
export function cachedSources(sources: ChangeWordsSources): ChangeWordsSources {
  const names = new Map<string, string | undefined>();
  return {
    ...sources,
    patientName(patientId) {
      if (!names.has(patientId)) names.set(patientId, sources.patientName?.(patientId));
      return names.get(patientId);
    },
  };
}

/**
 * Whose, what and when. A change about a patient whose name cannot be read says so ("unknown"),
 * never an id; a change about no patient (a webhook) has none and is dated when it was saved.
 */
export function changeWords(
  what: string,
  subject: ChangeSubject | undefined,
  createdAt: number,
  sources: ChangeWordsSources = {},
): ChangeWords {
  const saved = { when: new Date(createdAt).toISOString(), whenIs: 'saved' as const };
  if (!subject) return { about: { patient: { kind: 'none' }, what, ...saved } };
  const visit = sources.visitOf?.(subject);
  const patientId = visit?.patientId ?? (subject.kind === 'patient' ? subject.id : undefined);
  const name = patientId === undefined ? undefined : sources.patientName?.(patientId)?.trim();
  // A recording made outside a consultation (the Recordings screen) is about no patient record.
  const none = !visit && subject.kind === 'recording';
  const about: SyncItemAbout = {
    patient: name ? { kind: 'named', name } : none ? { kind: 'none' } : { kind: 'unknown' },
    what,
    ...(visit ? { when: new Date(visit.startedAt).toISOString(), whenIs: 'visit' } : saved),
  };
  return visit ? { about, visit: { id: visit.id } } : { about };
}
