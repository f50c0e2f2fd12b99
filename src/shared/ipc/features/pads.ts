import type { z } from 'zod';
import {
  PadAmendInputSchema,
  PadFinalizeInputSchema,
  PadIdInputSchema,
  PadNewInputSchema,
  PadSaveDraftInputSchema,
  PadSettingsInputSchema,
  type PadSettingsView,
  type PadSaved,
  type PadSummaryView,
  type PadView,
} from '../../pad-view';
import type { PadAlertsView } from '../../patient-alerts';
import { noArgs } from './common';
import type { PADS_METHODS } from '../channels/pads';
import { lazyArgs } from '../lazy-args';

export const padsArgs = lazyArgs({
  'pad:get-current': () => noArgs,
  'pad:new': () => PadNewInputSchema,
  'pad:save-draft': () => PadSaveDraftInputSchema,
  'pad:finalize': () => PadFinalizeInputSchema,
  'pad:get': () => PadIdInputSchema,
  'pad:reopen': () => PadIdInputSchema,
  'pad:amend': () => PadAmendInputSchema,
  'pad:list': () => noArgs,
  'pad:alerts': () => PadIdInputSchema,
  'pad:get-settings': () => noArgs,
  'pad:save-settings': () => PadSettingsInputSchema,
} satisfies Record<keyof typeof PADS_METHODS, () => z.ZodType>);

export interface PadsResults {
  'pad:get-current': PadView;
  'pad:new': PadView;
  'pad:save-draft': PadSaved;
  'pad:finalize': PadView;
  'pad:get': PadView;
  'pad:reopen': PadView;
  /**
   * A new draft amending a finalized prescription the platform has (a copy of it, version + 1,
   * naming it in `versionLink.amends`); the amendment's draft again when one is open.
   */
  'pad:amend': PadView;
  'pad:list': PadSummaryView[];
  /**
   * The patient's allergies and conditions as this pad carries them: kept when it was finalized,
   * else today's (the printout and the FHIR export say the same).
   */
  'pad:alerts': PadAlertsView;
  /** Where a finalized prescription goes besides the patient's record. */
  'pad:get-settings': PadSettingsView;
  'pad:save-settings': PadSettingsView;
}

export interface PadsEvents {
  /** A pad was started, finalized or reopened, or its sending state moved: read it again. */
  'pad:changed': { id: string };
}
