import { SEX_WORDS, type Sex } from '../../../shared/patients-view';

/** "34 Years · Female", as a header or a list line names a patient. */
export function ageAndSex(patient: { ageText: string; sex: Sex }): string {
  return `${patient.ageText} · ${SEX_WORDS[patient.sex]}`;
}

/** "10:20", the clinic's clock time of an instant. */
export function clockTime(iso: string, locale?: string): string {
  return new Intl.DateTimeFormat(locale, { hour: '2-digit', minute: '2-digit' }).format(
    new Date(iso),
  );
}
