// `npm run bench`: one JSON object per line, each a figure beside a baseline measured in the same run.
// Benchmarks never gate CI; they are read by people comparing runs.
import { benchCoreStartup } from './core-startup';
import { benchDocumentUpload } from './document-upload';
import { benchJweEnvelope } from './jwe-envelope';
import { benchOutboxDrain } from './outbox-drain';
import { benchOutboxEnqueue } from './outbox-enqueue';
import { benchOutboxOpenReads } from './outbox-open-reads';
import { benchPadAutosave } from './pad-autosave';
import { benchPadTyping } from './pad-typing';
import { benchPatientsSearch } from './patients-search';
import { benchPropertiesLookup } from './properties-lookup';
import { benchRecordingChunkDurable } from './recording-chunk-durable';
import { benchRecordingDrain } from './recording-drain';
import { benchRetentionYear } from './retention-year';
import { benchStartCheck } from './start-check';
import { benchWebhooksList } from './webhooks-list';

await benchWebhooksList();
await benchCoreStartup();
benchOutboxEnqueue();
benchOutboxOpenReads();
await benchOutboxDrain();
await benchJweEnvelope();
await benchPropertiesLookup();
await benchDocumentUpload();
await benchPadAutosave();
await benchPadTyping();
await benchRecordingChunkDurable();
await benchRecordingDrain();
await benchRetentionYear();
await benchPatientsSearch();
await benchStartCheck();
