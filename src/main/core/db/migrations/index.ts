import type Database from 'better-sqlite3';
import { m0001Settings } from './0001-settings';
import { m0002WebhooksCache } from './0002-webhooks-cache';
import { m0003Outbox } from './0003-outbox';
import { m0004OutboxDiscardResult } from './0004-outbox-discard-result';
import { m0005PropertiesCache } from './0005-properties-cache';
import { m0006Documents } from './0006-documents';
import { m0007Pads } from './0007-pads';
import { m0008Recordings } from './0008-recordings';
import { m0009VoicePublished } from './0009-voice-published';
import { m0010Consultations } from './0010-consultations';
import { m0011DocumentsConsultation } from './0011-documents-consultation';
import { m0012DoctorProfile } from './0012-doctor-profile';
import { m0013MedicalDbCache } from './0013-medical-db-cache';
import { m0014ScribeSuggestions } from './0014-scribe-suggestions';
import { m0015OutboxOpenIndexes } from './0015-outbox-open-indexes';
import { m0016OutboxTotals } from './0016-outbox-totals';
import { m0017RecordingChunkAudio } from './0017-recording-chunk-audio';
import { m0018RecordingCompaction } from './0018-recording-compaction';
import { m0019Formulary } from './0019-formulary';
import { m0020ConsultationHistoryIndex } from './0020-consultation-history-index';
import { m0021PadRecords } from './0021-pad-records';
import { m0022DocumentDestination } from './0022-document-destination';
import { m0023TodayIndexes } from './0023-today-indexes';
import { m0024WebhookReplays } from './0024-webhook-replays';
import { m0025WebhookEndpointsSealed } from './0025-webhook-endpoints-sealed';
import { m0026DoctorSignatures } from './0026-doctor-signatures';
import { m0027PadAmendments } from './0027-pad-amendments';
import { m0028PatientSearchIndex } from './0028-patient-search-index';
import { m0029ConsultationSearchIndex } from './0029-consultation-search-index';
import { m0030PatientSearchRecent } from './0030-patient-search-recent';

export interface Migration {
  version: number;
  name: string;
  up(db: Database.Database): void;
}

/** Every migration in order. A shipped migration is never edited: add the next file instead. */
export const MIGRATIONS: readonly Migration[] = [
  m0001Settings,
  m0002WebhooksCache,
  m0003Outbox,
  m0004OutboxDiscardResult,
  m0005PropertiesCache,
  m0006Documents,
  m0007Pads,
  m0008Recordings,
  m0009VoicePublished,
  m0010Consultations,
  m0011DocumentsConsultation,
  m0012DoctorProfile,
  m0013MedicalDbCache,
  m0014ScribeSuggestions,
  m0015OutboxOpenIndexes,
  m0016OutboxTotals,
  m0017RecordingChunkAudio,
  m0018RecordingCompaction,
  m0019Formulary,
  m0020ConsultationHistoryIndex,
  m0021PadRecords,
  m0022DocumentDestination,
  m0023TodayIndexes,
  m0024WebhookReplays,
  m0025WebhookEndpointsSealed,
  m0026DoctorSignatures,
  m0027PadAmendments,
  m0028PatientSearchIndex,
  m0029ConsultationSearchIndex,
  m0030PatientSearchRecent,
];
