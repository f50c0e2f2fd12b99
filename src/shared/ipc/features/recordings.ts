import type { z } from 'zod';
import {
  RecordingChunkInputSchema,
  RecordingIdInputSchema,
  RecordingListInputSchema,
  RecordingStartInputSchema,
  RecordingSettingsInputSchema,
  type RecordingChunkSaved,
  type RecordingPlatformDetailsView,
  type RecordingSessionDetail,
  type RecordingSessionView,
  type RecordingSettingsView,
  type VoiceCatalogueView,
} from '../../recording';
import { noArgs } from './common';
import type { RECORDINGS_METHODS } from '../channels/recordings';
import { lazyArgs } from '../lazy-args';

export const recordingsArgs = lazyArgs({
  'recording:get-settings': () => noArgs,
  'recording:save-settings': () => RecordingSettingsInputSchema,
  'recording:catalogue': () => noArgs,
  'recording:start': () => RecordingStartInputSchema,
  'recording:save-chunk': () => RecordingChunkInputSchema,
  'recording:stop': () => RecordingIdInputSchema,
  'recording:list': () => RecordingListInputSchema,
  'recording:get': () => RecordingIdInputSchema,
  'recording:platform-details': () => RecordingIdInputSchema,
  'recording:retry': () => RecordingIdInputSchema,
  'recording:cancel': () => RecordingIdInputSchema,
} satisfies Record<keyof typeof RECORDINGS_METHODS, () => z.ZodType>);

export interface RecordingsResults {
  'recording:get-settings': RecordingSettingsView;
  'recording:save-settings': RecordingSettingsView;
  'recording:catalogue': VoiceCatalogueView;
  'recording:start': RecordingSessionView;
  'recording:save-chunk': RecordingChunkSaved;
  'recording:stop': RecordingSessionView;
  'recording:list': RecordingSessionView[];
  'recording:get': RecordingSessionDetail;
  'recording:platform-details': RecordingPlatformDetailsView;
  'recording:retry': RecordingSessionView;
  /** Tells the platform the recording is cancelled and deletes its audio here. */
  'recording:cancel': RecordingSessionView;
}

export interface RecordingsEvents {
  /** A recording session changed (chunk saved or sent, status accepted, transcription checked). */
  'recording:status': { id: string };
}
