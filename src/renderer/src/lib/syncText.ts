import type { SyncItemAbout } from '../../../shared/sync';
import type { TimeFormat } from './time';

/** "1 needs attention" / "3 need attention": changes refused or given up on, together. */
export function attentionText(count: number): string {
  return `${count} ${count === 1 ? 'needs' : 'need'} attention`;
}

/** "1 change" / "3 changes". */
export function changesText(count: number): string {
  return `${count} ${count === 1 ? 'change' : 'changes'}`;
}

/** Said for a change about a patient this computer cannot name: never an id instead. */
export const PATIENT_UNKNOWN = 'Patient not known on this computer';

/** Whose change it is, in words; undefined for a change about no patient (a webhook). */
export function patientWords(about: SyncItemAbout): string | undefined {
  switch (about.patient.kind) {
    case 'named':
      return about.patient.name;
    case 'unknown':
      return PATIENT_UNKNOWN;
    case 'none':
      return undefined;
  }
}

/** The calendar day of an instant in the given zone (the computer's when none): "2026-11-28". */
function dayOf(at: Date, timeZone: string | undefined): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(at);
}

/**
 * When, as the clinic says it: "visit today, 11:20", "visit yesterday, 16:05", "visit 24 Nov 2026,
 * 10:15"; "saved …" for a change that belongs to no visit. Days are the clinic's calendar days
 * (this computer's zone unless `format` pins one).
 */
export function whenWords(about: SyncItemAbout, now: Date, format: TimeFormat = {}): string {
  const at = new Date(about.when);
  if (Number.isNaN(at.getTime())) return about.when;
  const { locale, timeZone } = format;
  const time = new Intl.DateTimeFormat(locale, {
    hour: '2-digit',
    minute: '2-digit',
    timeZone,
  }).format(at);
  const day = dayOf(at, timeZone);
  const date =
    day === dayOf(now, timeZone)
      ? 'today'
      : day === dayOf(new Date(now.getTime() - 86_400_000), timeZone)
        ? 'yesterday'
        : new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone }).format(at);
  return `${about.whenIs === 'visit' ? 'visit' : 'saved'} ${date}, ${time}`;
}

/** The change named whole: "Asha Rao · Prescription · visit today, 11:20". */
export function changeWords(about: SyncItemAbout, now: Date, format?: TimeFormat): string {
  const patient = patientWords(about);
  return [patient, about.what, whenWords(about, now, format)]
    .filter((part) => part !== undefined)
    .join(' · ');
}

/** A consultation's heading on the Sync screen: "Asha Rao, visit today, 11:20". */
export function visitHeading(about: SyncItemAbout, now: Date, format?: TimeFormat): string {
  return `${patientWords(about) ?? PATIENT_UNKNOWN}, ${whenWords(about, now, format)}`;
}
