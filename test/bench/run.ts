// `npm run bench`: one JSON object per line, each a figure beside a baseline measured in the same run.
// Benchmarks never gate CI; they are read by people comparing runs.
// `npm run bench -- outbox-drain core-startup` runs only the ones named.
import { benchConsultationHistory } from './consultation-history';
import { benchCoreStartup } from './core-startup';
import { benchDocumentUpload } from './document-upload';
import { benchIpcCaps } from './ipc-caps';
import { benchJweEnvelope } from './jwe-envelope';
import { benchKeysPerPrescription } from './keys-per-prescription';
import { benchListenerFlood } from './listener-flood';
import { benchMedicineLineRead } from './medicine-line-read';
import { benchMedicineSearch } from './medicine-search';
import { benchOutboxCounts } from './outbox-counts';
import { benchOutboxDrain } from './outbox-drain';
import { benchOutboxEnqueue } from './outbox-enqueue';
import { benchOutboxOpenReads } from './outbox-open-reads';
import { benchPadAutosave } from './pad-autosave';
import { benchPadKeyCost } from './pad-key-cost';
import { benchPadTyping } from './pad-typing';
import { benchPatientsSearch } from './patients-search';
import { benchPropertiesLookup } from './properties-lookup';
import { benchRecordingChunkDurable } from './recording-chunk-durable';
import { benchRecordingDrain } from './recording-drain';
import { benchRetentionYear } from './retention-year';
import { benchStartCheck } from './start-check';
import { benchSuggestionsShown } from './suggestions-shown';
import { benchSyncScreen } from './sync-screen';
import { benchTodayFirstPaint } from './today-first-paint';
import { benchWebhooksList } from './webhooks-list';
import { benchWebhooksScreen } from './webhooks-screen';

const BENCHES: [name: string, run: () => unknown][] = [
  ['webhooks-list', benchWebhooksList],
  ['core-startup', benchCoreStartup],
  ['outbox-enqueue', benchOutboxEnqueue],
  ['outbox-open-reads', benchOutboxOpenReads],
  ['outbox-counts', benchOutboxCounts],
  ['outbox-drain', benchOutboxDrain],
  ['jwe-envelope', benchJweEnvelope],
  ['properties-lookup', benchPropertiesLookup],
  ['document-upload', benchDocumentUpload],
  ['pad-autosave', benchPadAutosave],
  ['pad-typing', benchPadTyping],
  ['medicine-line-read', benchMedicineLineRead],
  ['medicine-search', benchMedicineSearch],
  ['pad-key-cost', benchPadKeyCost],
  ['keys-per-prescription', benchKeysPerPrescription],
  ['recording-chunk-durable', benchRecordingChunkDurable],
  ['recording-drain', benchRecordingDrain],
  ['retention-year', benchRetentionYear],
  ['patients-search', benchPatientsSearch],
  ['consultation-history', benchConsultationHistory],
  ['start-check', benchStartCheck],
  ['sync-screen', benchSyncScreen],
  ['today-first-paint', benchTodayFirstPaint],
  ['suggestions-shown', benchSuggestionsShown],
  ['webhooks-screen', benchWebhooksScreen],
  ['ipc-caps', benchIpcCaps],
  ['listener-flood', benchListenerFlood],
];

const wanted = process.argv.slice(2);
const unknown = wanted.filter((name) => !BENCHES.some(([known]) => known === name));
if (unknown.length > 0) {
  console.error(
    `No bench is named ${unknown.join(', ')}. The benches: ${BENCHES.map(([n]) => n).join(', ')}.`,
  );
  process.exit(2);
}
for (const [name, run] of BENCHES) {
  if (wanted.length === 0 || wanted.includes(name)) await run();
}
