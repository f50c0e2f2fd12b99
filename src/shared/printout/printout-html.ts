import { medicineWords } from './medicine-words';
import type {
  MedicineWords,
  PrintoutFinding,
  PrintoutInput,
  PrintoutItem,
  PrintoutRegistration,
} from './printout-input';
import { printoutCss } from './printout-style';
import type { Medicine } from '../pad/medicine';

/*
 * A prescription as a self-contained HTML document: inline CSS, no script, no image, nothing
 * fetched (its CSP says so), every word real text. Pure: the same input gives the same document.
 * The shell prints it or turns it into a PDF; tests render it in Chromium.
 */

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
export const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (c) => ESCAPES[c]!);

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** "26 Nov 2026": the month in words, so day and month cannot be confused. */
export function printedDate(day: string): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return `${d} ${MONTHS[m - 1] ?? '?'} ${y}`;
}

/** "Reg. No. KMC-48213, Karnataka Medical Council, 2009". */
export const registrationText = (r: PrintoutRegistration): string =>
  `Reg. No. ${r.number}, ${r.council}${r.year === undefined ? '' : `, ${r.year}`}`;

const findingText = (f: PrintoutFinding): string =>
  [f.name, f.since ? `since ${f.since}` : undefined, f.note].filter(Boolean).join(' — ');

const itemText = (i: PrintoutItem): string => (i.note ? `${i.name} — ${i.note}` : i.name);

function section(title: string, body: string): string {
  return `<section><h2>${escapeHtml(title)}</h2>${body}</section>`;
}

function list(lines: string[]): string {
  return `<ul>${lines.map((line) => `<li>${escapeHtml(line)}</li>`).join('')}</ul>`;
}

function medicinesTable(medicines: Medicine[], words: (m: Medicine) => MedicineWords): string {
  const rows = medicines.map((medicine, i) => {
    const w = words(medicine);
    const extra = w.extra ? `<div class="extra">${escapeHtml(w.extra)}</div>` : '';
    return `<tr><td class="no">${i + 1}.</td><td class="name">${escapeHtml(w.name)}</td><td>${escapeHtml(w.directions)}${extra}</td></tr>`;
  });
  return `<table class="medicines"><thead><tr><th class="no">#</th><th>Medicine</th><th>How to take</th></tr></thead><tbody>${rows.join('')}</tbody></table>`;
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

function visit(input: PrintoutInput): string {
  const p = input.patient;
  const who = [p.name, p.sex, p.ageText].join(', ');
  const uhid = p.uhid ? ` (UHID ${p.uhid})` : '';
  return `<div class="visit"><p>Patient: <strong>${escapeHtml(who)}</strong>${escapeHtml(uhid)}</p><p>Date: ${escapeHtml(printedDate(input.date))}</p></div>`;
}

export interface PrintoutOptions {
  /** How a medicine is written (the pad's wording once it has one). */
  medicineWords?: (medicine: Medicine) => MedicineWords;
}

export function printoutHtml(input: PrintoutInput, options: PrintoutOptions = {}): string {
  const words = options.medicineWords ?? medicineWords;
  const parts: string[] = [header(input), visit(input)];
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
    parts.push(section('Vitals', list(vitals)));
  }
  if (input.procedures.length > 0)
    parts.push(section('Procedures', list(input.procedures.map(itemText))));
  if (input.medicines.length > 0)
    parts.push(section('Medicines', medicinesTable(input.medicines, words)));
  if (input.investigations.length > 0)
    parts.push(section('Investigations', list(input.investigations.map(itemText))));
  if (input.advice.length > 0) parts.push(section('Advice', list(input.advice)));
  // The follow-up and the signature stay together: a signature alone on a page signs nothing.
  const followUp = input.followUp
    ? `<section class="followup"><h2>Follow-up</h2><p>${escapeHtml(
        `On ${printedDate(input.followUp.date)}${input.followUp.note ? ` — ${input.followUp.note}` : ''}`,
      )}</p></section>`
    : '';
  parts.push(
    `<div class="closing">${followUp}<footer class="sign"><span class="line">${escapeHtml(input.doctor.name)}</span></footer></div>`,
  );
  const title = `Prescription — ${input.patient.name} — ${printedDate(input.date)}`;
  return [
    '<!DOCTYPE html>',
    '<html lang="en"><head><meta charset="utf-8">',
    `<meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'">`,
    `<title>${escapeHtml(title)}</title>`,
    `<style>${printoutCss(input.paper)}</style>`,
    `</head><body>${parts.join('')}</body></html>`,
  ].join('\n');
}
