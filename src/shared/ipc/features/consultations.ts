import type { CONSULTATIONS_METHODS } from '../channels/consultations';
import type { z } from 'zod';
import {
  ConsultationDiscardInputSchema,
  ConsultationIdInputSchema,
  ConsultationSearchInputSchema,
  ConsultationSettingsInputSchema,
  ConsultationStartInputSchema,
  type ConsultationSettingsView,
  type ConsultationSummaryView,
  type ConsultationView,
  type TodayView,
} from '../../consultation-view';
import {
  ConsultationHistoryInputSchema,
  type ConsultationHistoryView,
} from '../../consultation-history';
import { noArgs } from './common';
import { lazyArgs } from '../lazy-args';

export const consultationsArgs = lazyArgs({
  'consultation:today': () => noArgs,
  'consultation:start': () => ConsultationStartInputSchema,
  'consultation:get': () => ConsultationIdInputSchema,
  'consultation:search': () => ConsultationSearchInputSchema,
  'consultation:record-consent': () => ConsultationIdInputSchema,
  'consultation:finish': () => ConsultationIdInputSchema,
  'consultation:discard': () => ConsultationDiscardInputSchema,
  'consultation:history': () => ConsultationHistoryInputSchema,
  'consultation:get-settings': () => noArgs,
  'consultation:save-settings': () => ConsultationSettingsInputSchema,
} satisfies Record<keyof typeof CONSULTATIONS_METHODS, () => z.ZodType>);

export interface ConsultationsResults {
  'consultation:today': TodayView;
  'consultation:start': ConsultationView;
  'consultation:get': ConsultationView;
  'consultation:search': ConsultationSummaryView[];
  'consultation:record-consent': ConsultationView;
  'consultation:finish': ConsultationView;
  'consultation:discard': ConsultationView;
  /** The patient's visits before this one, the trend, allergies and the last prescription. */
  'consultation:history': ConsultationHistoryView;
  'consultation:get-settings': ConsultationSettingsView;
  'consultation:save-settings': ConsultationSettingsView;
}

export interface ConsultationsEvents {
  /** A consultation was started, finished, discarded, or something in it moved: read it again. */
  'consultation:changed': { id: string };
}
