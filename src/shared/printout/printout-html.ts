import { medicineWords } from './medicine-words';
import { printedDate } from './printed-date';
import { amendedHtml } from './printout-amended';
import type {
  MedicineWords,
  PrintoutFinding,
  PrintoutInput,
  PrintoutItem,
  PrintoutRegistration,
} from './printout-input';
import { printoutCsp, signatureImageHtml } from './printout-signature';
import { printoutCss, type RunningHead } from './printout-style';
import type { PrintLanguage } from '../pad/directions/languages';
import { TEMPLATES } from '../pad/directions/printed-directions';
import type { Medicine } from '../pad/medicine';

/*
 * A prescription as a self-contained HTML document: inline CSS, no script, nothing fetched (its
 * CSP says so), every word real text; its only image the doctor's signature, finalized only. Pure: the same input gives the same document.
 * The shell prints it or turns it into a PDF; tests render it in Chromium (docs/printout.md).
 *
 * Every page carries the patient, the date and "Page N of M" in its margins (CSS page margin
 * boxes); a draft carries a DRAFT watermark on every page and no signature line.
 */

export { printedDate };

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
export const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (c) => ESCAPES[c]!);

/** "Reg. No. KMC-48213, Karnataka Medical Council, 2009". */
export const registrationText = (r: PrintoutRegistration): string =>
  `Reg. No. ${r.number}, ${r.council}${r.year === undefined ? '' : `, ${r.year}`}`;

/** What a draft says of itself in every page's header. */
export const DRAFT_HEAD = 'DRAFT — not a valid prescription';

const findingText = (f: PrintoutFinding): string =>
  [f.name, f.since ? `since ${f.since}` : undefined, f.note].filter(Boolean).join(' — ');

const itemText = (i: PrintoutItem): string => (i.note ? `${i.name} — ${i.note}` : i.name);

function section(title: string, body: string, className?: string): string {
  const attr = className ? ` class="${className}"` : '';
  return `<section${attr}><h2>${escapeHtml(title)}</h2>${body}</section>`;
}

function list(lines: string[], className?: string): string {
  const attr = className ? ` class="${className}"` : '';
  return `<ul${attr}>${lines.map((line) => `<li>${escapeHtml(line)}</li>`).join('')}</ul>`;
}

/** The "how to take" cell: the patient's language above the English, or English with its note. */
function directionsCell(w: MedicineWords): string {
  const under = [w.extra, w.quantity]
    .filter((line): line is string => line !== undefined && line !== '')
    .map((line) => `<div class="extra">${escapeHtml(line)}</div>`)
    .join('');
  if (w.local !== undefined) {
    const lang = escapeHtml(w.local.lang);
    return `<div class="directions-local" lang="${lang}">${escapeHtml(w.local.text)}</div><div class="directions-en">${escapeHtml(w.directions)}</div>${under}`;
  }
  if (w.fellBack !== undefined) {
    const lang = escapeHtml(w.fellBack.lang);
    const note = `<div class="fallback" lang="${lang}">${escapeHtml(w.fellBack.note)}</div><div class="fallback">${escapeHtml(w.fellBack.english)}</div>`;
    return `${escapeHtml(w.directions)}${note}${under}`;
  }
  return `${escapeHtml(w.directions)}${under}`;
}

function medicinesTable(
  medicines: Medicine[],
  words: (m: Medicine) => MedicineWords,
  language: PrintLanguage,
): string {
  const rows = medicines.map((medicine, i) => {
    const w = words(medicine);
    return `<tr><td class="no">${i + 1}.</td><td class="name">${escapeHtml(w.name)}</td><td>${directionsCell(w)}</td></tr>`;
  });
  const local =
    language === 'en'
      ? ''
      : ` / <span lang="${language}">${escapeHtml(TEMPLATES[language].heading)}</span>`;
  return `<table class="medicines"><thead><tr><th class="no">#</th><th>Medicine</th><th>How to take${local}</th></tr></thead><tbody>${rows.join('')}</tbody></table>`;
}

function header(input: PrintoutInput): string {
  const { doctor, clinic } = input;
  const lines = [
    `<h1>${escapeHtml(doctor.name)}</h1>`,
    doctor.degrees.length > 0 ? `<p>${escapeHtml(doctor.degrees.join(', '))}</p>` : '',
    doctor.speciality ? `<p>${escapeHtml(doctor.speciality)}</p>` : '',
    ...doctor.registrations.map((r) => `<p>${escapeHtml(registrationText(r))}</p>`),
  ];
  const clinicLines = clinic
    ? [
        `<p class="name">${escapeHtml(clinic.name)}</p>`,
        ...clinic.addressLines.map((line) => `<p>${escapeHtml(line)}</p>`),
        clinic.phone ? `<p>Phone ${escapeHtml(clinic.phone)}</p>` : '',
      ]
    : [];
  return `<header class="doctor"><div>${lines.join('')}</div><div class="clinic">${clinicLines.join('')}</div></header>`;
}

const patientText = (input: PrintoutInput): string => {
  const p = input.patient;
  return [p.name, p.sex, p.ageText].join(', ');
};

/**
 * The allergy line under the patient, always (recorded, none known, or not recorded), and the
 * chronic conditions when any. A severe allergy's line is bold: its words say "severe" too.
 */
function alertLines(input: PrintoutInput): string {
  const { allergies, severe, conditions } = input.alerts;
  const allergyLine = severe
    ? `<p class="alerts alerts--severe"><strong>${escapeHtml(allergies)}</strong></p>`
    : `<p class="alerts">${escapeHtml(allergies)}</p>`;
  const conditionLine = conditions ? `<p class="alerts">${escapeHtml(conditions)}</p>` : '';
  return `<div class="patient-alerts">${allergyLine}${conditionLine}</div>`;
}

function visit(input: PrintoutInput): string {
  const uhid = input.patient.uhid ? ` (UHID ${input.patient.uhid})` : '';
  return `<div class="visit"><p>Patient: <strong>${escapeHtml(patientText(input))}</strong>${escapeHtml(uhid)}</p><p>Date: ${escapeHtml(printedDate(input.date))}</p></div>${alertLines(input)}`;
}

/** The margins of every page: who and when on the left, DRAFT or the doctor on the right. */
function runningHead(input: PrintoutInput): RunningHead {
  return {
    left: `${patientText(input)} · ${printedDate(input.date)}`,
    right: input.status === 'draft' ? DRAFT_HEAD : input.doctor.name,
  };
}

export interface PrintoutOptions {
  /** How a medicine is written (medicine-words.ts, the one model's words, unless a test says). */
  medicineWords?: (medicine: Medicine) => MedicineWords;
}

export function printoutHtml(input: PrintoutInput, options: PrintoutOptions = {}): string {
  const language = input.language ?? 'en';
  const words = options.medicineWords ?? ((m: Medicine) => medicineWords(m, language));
  const draft = input.status === 'draft';
  const parts: string[] = [];
  // Fixed: Chromium repeats it on every printed page. Behind the text, light, and still real text.
  if (draft) parts.push('<div class="watermark" aria-hidden="true">DRAFT</div>');
  parts.push(header(input), visit(input), amendedHtml(input.amended));
  const findings: [string, PrintoutFinding[]][] = [
    ['Complaints', input.symptoms],
    ['Diagnosis', input.diagnoses],
    ['Examination', input.examination],
  ];
  for (const [title, entries] of findings) {
    if (entries.length > 0) parts.push(section(title, list(entries.map(findingText))));
  }
  if (input.vitals.length > 0) {
    const vitals = input.vitals.map((v) => `${v.name}: ${v.value}${v.unit ? ` ${v.unit}` : ''}`);
    parts.push(section('Vitals', list(vitals, 'vitals')));
  }
  if (input.procedures.length > 0)
    parts.push(section('Procedures', list(input.procedures.map(itemText))));
  if (input.medicines.length > 0)
    parts.push(section('Medicines', medicinesTable(input.medicines, words, language)));
  if (input.investigations.length > 0)
    parts.push(section('Investigations', list(input.investigations.map(itemText))));
  if (input.advice.length > 0) parts.push(section('Advice', list(input.advice)));
  const notes = input.notes ?? [];
  if (notes.length > 0) {
    parts.push(
      section('Notes', list(notes.map((n) => (n.note ? `${n.name}: ${n.note}` : n.name)))),
    );
  }
  // The follow-up and the signature stay together: a signature alone on a page signs nothing.
  // A draft has no signature line: it is not a prescription yet.
  const followUp = input.followUp
    ? `<section class="followup"><h2>Follow-up</h2><p>${escapeHtml(
        `On ${printedDate(input.followUp.date)}${input.followUp.note ? ` — ${input.followUp.note}` : ''}`,
      )}</p></section>`
    : '';
  const sign = draft
    ? ''
    : `<footer class="sign">${signatureImageHtml(input.status, input.signature)}<span class="line">${escapeHtml(input.doctor.name)}</span></footer>`;
  if (followUp !== '' || sign !== '') parts.push(`<div class="closing">${followUp}${sign}</div>`);
  const title = `${draft ? 'DRAFT prescription' : 'Prescription'} — ${input.patient.name} — ${printedDate(input.date)}`;
  return [
    '<!DOCTYPE html>',
    '<html lang="en"><head><meta charset="utf-8">',
    `<meta http-equiv="Content-Security-Policy" content="${printoutCsp(input.status, input.signature)}">`,
    `<title>${escapeHtml(title)}</title>`,
    `<style>${printoutCss(input.paper, runningHead(input))}</style>`,
    `</head><body${draft ? ' class="draft"' : ''}>${parts.join('')}</body></html>`,
  ].join('\n');
}
