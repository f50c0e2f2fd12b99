import { diagnosisWords, findingKind, readNote, type ExaminationFinding } from '../pad/finding';
import type { PrintLanguage } from '../pad/directions/languages';
import type { Medicine } from '../pad/medicine';
import { readDate, readProcedureNote, type Procedure } from '../pad/procedure';
import { formatSince, sinceFromStored } from '../pad/since';
import type { VitalEntry } from '../pad/vitals';
import type { PatientAlerts } from '../patient-alerts';
import { SEX_WORDS, type PatientView } from '../patients-view';
import { printoutAlerts } from './printout-alerts';
import { printedDate } from './printed-date';
import type {
  PaperSize,
  PrintoutFinding,
  PrintoutInput,
  PrintoutItem,
  PrintoutStatus,
} from './printout-input';
import type { PrintoutLetterhead } from './printout-letterhead';
import { printoutVitals } from './printout-vitals';

/*
 * The pad as a printout's input. The pad's model is growing (medicines, investigations, advice,
 * follow-up): those are read through a narrow structural type when present, so this works with
 * the pad of today and the one to come.
 */
export interface PrintablePad {
  createdAt: string;
  findings: readonly ExaminationFinding[];
  procedures: readonly Procedure[];
  vitals: readonly VitalEntry[];
  medicines?: readonly Medicine[];
  investigations?: readonly { name: string; note?: string; notes?: string }[];
  /** Lines of advice, as text or `{text}`. */
  advice?: readonly (string | { text: string })[];
  /** A date (year-month-day) and an optional note. */
  followUp?: { date?: string; note?: string } | null;
  /** Notes with a section title. */
  notes?: readonly { section: string; text: string }[];
}

export interface PrintoutParty {
  patient: Pick<PatientView, 'name' | 'sex' | 'ageText' | 'uhid'>;
  /** Today's for a draft; the finalize day's for a finalized pad (printout-letterhead.ts). */
  letterhead: PrintoutLetterhead;
  /** The patient's allergies and conditions: today's for a draft, the finalize day's when kept. */
  alerts: PatientAlerts;
}

/** The Since a finding carries in any of its groups (its group id is the lookup's). */
function sinceOf(finding: ExaminationFinding): string | undefined {
  for (const value of Object.values(finding.properties)) {
    const since = sinceFromStored(value);
    if (since) return formatSince(since);
  }
  return undefined;
}

function findingOf(finding: ExaminationFinding): PrintoutFinding {
  const since = sinceOf(finding);
  const note = readNote(finding)?.value.trim();
  // A diagnosis not confirmed says so: "? Dengue fever (provisional)", "Migraine (ruled out)".
  const name = diagnosisWords(finding);
  return { name, ...(since ? { since } : {}), ...(note ? { note } : {}) };
}

function procedureOf(procedure: Procedure): PrintoutItem {
  // One date format throughout: a calendar date as "26 Nov 2026", anything else as typed.
  const date = readDate(procedure);
  const when = date?.date === undefined ? date?.value : printedDate(date.date);
  const note = [when, readProcedureNote(procedure)?.value.trim()]
    .filter((part) => part !== undefined && part !== '')
    .join(', ');
  return { name: procedure.name, ...(note ? { note } : {}) };
}

/**
 * What the printout lacks, in words (it is printed anyway). `kept` says where a finalized pad's
 * letterhead came from: the finalize day's copy, or (finalized before copies were kept) today's.
 */
export function printoutGaps(
  letterhead: PrintoutLetterhead,
  status: PrintoutStatus,
  kept: 'finalize-day' | 'today' = 'today',
): string[] {
  const gaps: string[] = [];
  if (status === 'draft') {
    gaps.push(
      'This pad is not finalized: it prints marked DRAFT, with no signature line. Finalize it to print the prescription.',
    );
  }
  if (status === 'finalized' && kept === 'today') {
    gaps.push(
      'The doctor’s details of the day this prescription was finalized were not kept; today’s are printed.',
    );
  }
  if (!letterhead.profileRead)
    gaps.push('The doctor’s profile has not been read from the platform yet.');
  if (letterhead.doctor.registrations.length === 0) {
    gaps.push(
      status === 'finalized' && kept === 'finalize-day'
        ? 'No registration number was entered when this prescription was finalized, so none is printed.'
        : 'No registration number is entered (Settings, Doctor): a prescription must show it.',
    );
  }
  return gaps;
}

export function printoutFromPad(
  pad: PrintablePad,
  party: PrintoutParty,
  options: { paper: PaperSize; day: string; status: PrintoutStatus; language?: PrintLanguage },
): PrintoutInput {
  const { doctor, clinic } = party.letterhead;
  const byKind = (kind: ReturnType<typeof findingKind>) =>
    pad.findings.filter((f) => findingKind(f) === kind).map(findingOf);
  const followUp = pad.followUp?.date
    ? { date: pad.followUp.date, ...(pad.followUp.note ? { note: pad.followUp.note } : {}) }
    : undefined;
  return {
    paper: options.paper,
    status: options.status,
    ...(options.language === undefined || options.language === 'en'
      ? {}
      : { language: options.language }),
    doctor: {
      name: doctor.name,
      degrees: [...doctor.degrees],
      ...(doctor.speciality ? { speciality: doctor.speciality } : {}),
      registrations: doctor.registrations.map((r) => ({
        council: r.council,
        number: r.number,
        ...(r.year === undefined ? {} : { year: r.year }),
      })),
    },
    ...(clinic
      ? {
          clinic: {
            name: clinic.name,
            addressLines: [...clinic.addressLines],
            ...(clinic.phone ? { phone: clinic.phone } : {}),
          },
        }
      : {}),
    date: options.day,
    patient: {
      name: party.patient.name,
      sex: SEX_WORDS[party.patient.sex],
      ageText: party.patient.ageText,
      ...(party.patient.uhid ? { uhid: party.patient.uhid } : {}),
    },
    alerts: printoutAlerts(party.alerts),
    symptoms: byKind('symptom'),
    diagnoses: byKind('diagnosis'),
    examination: byKind('examination'),
    vitals: printoutVitals(pad.vitals),
    procedures: pad.procedures.map(procedureOf),
    medicines: [...(pad.medicines ?? [])],
    investigations: (pad.investigations ?? []).map((i) => {
      const note = (i.note ?? i.notes)?.trim();
      return { name: i.name, ...(note ? { note } : {}) };
    }),
    advice: (pad.advice ?? [])
      .map((line) => (typeof line === 'string' ? line : line.text).trim())
      .filter((line) => line !== ''),
    ...(followUp ? { followUp } : {}),
    ...(pad.notes && pad.notes.length > 0
      ? { notes: pad.notes.map((n) => ({ name: n.section, note: n.text })) }
      : {}),
  };
}
