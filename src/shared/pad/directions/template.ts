import type { Duration, OpenCourse, Site, Timing } from '../medicine';
import type { Slot } from '../medicine-meaning';
import type { TemplateLanguage } from './languages';

/*
 * One language's template for a medicine's directions: the words for each structured piece of a
 * line (amounts and units, times of day, frequency, food, site, route, duration, open course,
 * taper). local-directions.ts puts them together; a piece a template has no words for makes the
 * whole line print in English instead (never half a translation).
 */

/** A countable unit's words: one, several, and half of one when the language says it. */
export interface UnitWords {
  one: string;
  many: string;
  /** "आधी गोली": half of one, when the template has the words. */
  half?: string;
}

/** The routes a line's route field is read as (medicine-phrases.ts), by mouth left out. */
export const TEMPLATE_ROUTES = [
  'Intravenous',
  'Intramuscular',
  'Subcutaneous',
  'Sublingual',
  'Topical',
  'Inhalation',
  'Nasal',
  'Rectal',
  'Vaginal',
  'Eye',
  'Ear',
] as const;
export type TemplateRoute = (typeof TEMPLATE_ROUTES)[number];

export interface DirectionsTemplate {
  language: TemplateLanguage;
  /** The medicines table's column heading in this language ("How to take"). */
  heading: string;
  /** Countable units (tablet, capsule, drop, ...); measures (mg, mcg, g, ml) stay as on the pack. */
  units: Record<string, UnitWords>;
  /** Whether an amount takes the unit's `many` words ("2 गोलियाँ"; "1½ गोली" takes `one`). */
  many(amount: number): boolean;
  /** Each time of day, as said in a list or alone. */
  slots: Record<Slot, string>;
  /** The word before the last item of a list ("और"). */
  and: string;
  /** Between the steps of a taper (", फिर "). */
  then: string;
  frequency: {
    sos: string;
    stat: string;
    everyDay: string;
    alternateDays: string;
    everyDays(days: number): string;
    everyHour: string;
    everyHours(hours: number): string;
    weekly(times: number): string;
  };
  timing: Record<Timing, string>;
  duration(duration: Duration): string;
  course: Record<OpenCourse, string>;
  site: Record<Site, string>;
  route: Record<TemplateRoute, string>;
  /** Said under a line printed in English because the template cannot say it. */
  fallbackNote: string;
}
