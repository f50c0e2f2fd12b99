// One life of the app in a chaos run: the real core on the run's database file. It makes only the
// changes the runner asks for, through the same handlers the renderer calls, and says `ack` once a
// handler returned (the core's promise that the change is saved). It never decides on its own what
// to send again: that is the runner's journal's job. See protocol.ts for the lines exchanged.
import { createHash, randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { parseArgs } from 'node:util';
import { startCompanion } from '../../src/main/compose';
import type { EmbeddedSandbox } from '../../src/main/core/backend';
import { createDataKeyStore } from '../../src/main/core/crypto/data-key-store';
import { createDataVault } from '../../src/main/core/crypto/data-vault';
import { KEY_FILE_NAME } from '../../src/main/core/crypto/key-file';
import { silentLogger } from '../../src/main/core/log/logger';
import { createSettingsRepository } from '../../src/main/core/settings/settings-repository';
import { queuedEndpointText } from '../../src/main/core/webhooks/endpoint-sealing';
import { WEBHOOK_REGISTER } from '../../src/main/core/webhooks/webhook-operations';
import { createFinding } from '../../src/shared/pad/finding';
import { addFinding } from '../../src/shared/pad/pad';
import { createFakeKeychain } from '../helpers/fake-keychain';
import { lazyChromiumPrintout } from '../helpers/lazy-printout';
import { chaosOpKind, endpointFor, markerOf, type Command, type Submission } from './protocol';

const { values } = parseArgs({
  options: {
    data: { type: 'string' },
    /** The sandbox's address and credentials, as asEmbedded gives them (no `close`). */
    backend: { type: 'string' },
    seed: { type: 'string' },
    'timeout-ms': { type: 'string' },
    /** The runner's Chromium (a browser server), so a life does not wait for one to launch. */
    'printout-ws': { type: 'string' },
  },
});
const seed = Number(values.seed);
const backend = JSON.parse(values.backend!) as Omit<EmbeddedSandbox, 'close'>;

// The finalized pad's PDF for the patient's record, made as the shell would: by Chromium, the
// runner's one when given (a life is often killed within a second: launching a browser in each
// would leave no time to sync), else launched when first asked. Saved files, if any, stay in the
// run's folder.
const printoutDir = path.join(values.data!, 'printout');
mkdirSync(printoutDir, { recursive: true });
const printout = lazyChromiumPrintout({
  dir: printoutDir,
  ...(values['printout-ws'] ? { wsEndpoint: values['printout-ws'] } : {}),
});

// The same key in every life, as the OS keychain would be: sealed signing keys stay readable.
const keychain = createFakeKeychain({ key: createHash('sha256').update(`chaos-${seed}`).digest() });
const core = startCompanion({
  dataDir: values.data!,
  secrets: keychain,
  launchSandbox: () => Promise.resolve({ ...backend, close: () => Promise.resolve() }),
  isAllowedOrigin: () => false,
  appVersion: 'chaos',
  // Short, so the sandbox's slow requests outlast it within a test's time.
  timeoutMs: Number(values['timeout-ms']),
  changeWaitMs: 0,
  sync: { debounceMs: 2, backoff: { baseMs: 10, maxMs: 200 } },
  network: { minProbeMs: 10, maxProbeMs: 100 },
  printout,
});
// The structured copy (the unpublished PUT, off by default) is turned on, so both the record's
// PDF and the structured prescription are held to exactly once. A setting: saved in every life.
const structured = core.handlers['pad:save-settings']({ sendStructured: true });

function send(line: string): void {
  process.stdout.write(`${line}\n`);
}

/** A small text file that names its submission, so the platform's copy can be told apart. */
function documentBytes(marker: string): Uint8Array {
  return new TextEncoder().encode(`Discharge summary ${marker}\n${'.'.repeat(200)}\n`);
}

/**
 * The core's data key, read as the core reads it: a queued registration's endpoint is sealed with
 * it. Used only once a registration exists, so the key is there (this never makes one).
 */
const vault = createDataVault(
  createDataKeyStore({
    file: path.join(values.data!, KEY_FILE_NAME),
    settings: createSettingsRepository(core.db, keychain, { now: () => Date.now() }),
    secrets: keychain,
    now: () => Date.now(),
    logger: silentLogger,
  }),
);

/** The platform id of the webhook a submission registered, as this database knows it. */
function registeredId(
  target: Submission,
): { state: 'known'; id: string } | { state: 'wait' | 'missing' } {
  const endpoint = endpointFor(seed, target);
  const row = core.db
    .prepare<[string], { state: string; result: string | null; payload: string }>(
      'SELECT state, result, payload FROM outbox WHERE operation = ?',
    )
    .all(WEBHOOK_REGISTER)
    .find((r) => queuedEndpointText(vault, JSON.parse(r.payload) as object) === endpoint);
  if (!row) return { state: 'missing' };
  if (row.state !== 'done' || !row.result) return { state: 'wait' };
  return { state: 'known', id: (JSON.parse(row.result) as { id: string }).id };
}

async function submit(command: Extract<Command, { kind: 'submit' }>): Promise<string> {
  const { index, attempt } = command;
  const marker = markerOf(seed, command);
  const ack = `ack ${index} ${attempt}`;
  switch (chaosOpKind(index)) {
    case 'register':
      await core.handlers['webhooks:register']({
        endpoint: endpointFor(seed, command),
        event_names: ['receipt.created', 'receipt.updated'],
        protocol: 'https',
        ...(index % 7 === 0 ? { signing_key: `chaos-signing-key-${index}-0000` } : {}),
      });
      return ack;
    case 'document':
      await core.handlers['documents:upload']({
        fileName: `${marker}.txt`,
        mediaType: 'text/plain',
        bytes: documentBytes(marker),
        documentType: 'lr',
        destination: 'parse',
        task: 'classification',
      });
      return ack;
    case 'prescription': {
      // A walk-in's consultation: its pad's PDF goes on the record of a patient created through
      // the outbox, so the record's row also waits for that create.
      const patient = await core.handlers['patients:create']({
        name: 'Chaos Walk-in',
        sex: index % 2 === 0 ? 'female' : 'male',
        ageYears: 20 + (index % 50),
      });
      const consultation = await core.handlers['consultation:start']({ patientId: patient.id });
      const draft = await core.handlers['pad:get']({ id: consultation.padId });
      const finding = createFinding({ localId: randomUUID(), kind: 'examination', name: marker });
      const edit = addFinding(draft.pad, finding);
      if (!edit.ok) throw new Error(`the chaos pad edit was refused: ${edit.reason}`);
      await core.handlers['pad:save-draft']({ pad: edit.pad });
      await core.handlers['pad:finalize']({ id: draft.pad.id });
      return ack;
    }
    case 'delete': {
      const target = registeredId(command.target!);
      if (target.state !== 'known') return `${target.state} ${index} ${attempt}`;
      await core.handlers['webhooks:delete']({ id: target.id });
      return `${ack} ${target.id}`;
    }
  }
}

let lastOpen = '';
let finishing = false;
/** `always`: after an ack, so the runner never ends the run on counts from before that change. */
function reportOutbox(always = false): void {
  // The core is closing: its database may be shut already.
  if (finishing) return;
  const counts = core.outbox.counts();
  const open = `open ${counts.pending} ${counts.inFlight} ${counts.rejected} ${counts.dead}`;
  if (open === lastOpen && !always) return;
  lastOpen = open;
  send(open);
}

async function finish(): Promise<void> {
  finishing = true;
  clearInterval(watch);
  await core.close();
  await printout.close();
  send('complete');
  process.exit(0);
}

const watch = setInterval(reportOutbox, 25);
await structured;
// Connected before the runner starts its kill timer: loading Playwright blocks this process for a
// while, and a life spent on that would time out every request it has in flight.
if (values['printout-ws']) await printout.open();
send('ready');
reportOutbox();
createInterface({ input: process.stdin }).on('line', (line) => {
  const command = JSON.parse(line) as Command;
  if (command.kind === 'finish') {
    void finish();
    return;
  }
  submit(command).then(
    (reply) => {
      send(reply);
      reportOutbox(true);
    },
    (error: unknown) => {
      process.stderr.write(
        `${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
      );
      process.exit(2);
    },
  );
});
