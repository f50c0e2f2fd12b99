import { setMaxListeners } from 'node:events';
import { createServer, type Server } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import type { Webhook } from '../shared/webhook';
import { abdmRoutes } from './abdm-routes';
import { adminRoutes } from './admin-routes';
import { documentRoutes } from './document-routes';
import { DocumentStore, type StoredDocument } from './document-store';
import { authRoutes } from './auth-routes';
import { clinicRoutes } from './clinic-routes';
import { patientPatchRoute } from './patient-patch-route';
import { doctorRoutes } from './doctor-routes';
import { ClinicStore, type StoredPatient } from './clinic-store';
import { FaultController } from './faults';
import { resolveSandboxOptions, urlHost, type SandboxOptions } from './options';
import { IdempotencyStore } from './idempotency';
import { createRequestListener } from './pipeline';
import { propertiesRoutes } from './properties-routes';
import { medicalDbRoutes } from './medical-db-routes';
import { prescriptionRoutes } from './prescription-routes';
import { FormSigner } from './records-forms';
import { recordsRoutes } from './records-routes';
import { RecordsSettingsController } from './records-settings';
import { recordsStorageRoutes } from './records-storage';
import { RecordsStore, type RecordDocument } from './records-store';
import { RequestLog, type LoggedRequest } from './request-log';
import { publishedHeaderRules } from './required-headers';
import {
  PrescriptionStore,
  type PrescriptionVersion,
  type StoredPrescription,
} from './prescription-store';
import { Sessions } from './sessions';
import { voiceRoutes } from './voice-routes';
import { VoiceSettingsController } from './voice-settings';
import { VoiceSessionStore, type VoiceSessionView } from './voice-store';
import { watchTranscriptions } from './transcription-watch';
import { webhookAdminRoutes } from './webhook-admin-routes';
import { WebhookDeliverer, type DeliveryAttempt } from './webhook-delivery';
import { webhookRoutes } from './webhook-routes';
import { WebhookStore, loadSeedWebhooks, type AppliedChange } from './webhook-store';

export { DEFAULT_SANDBOX_OPTIONS, type SandboxClient, type SandboxOptions } from './options';
export { DEFAULT_FAULTS, FaultController, type FaultSettings } from './faults';
export type { AppliedChange } from './webhook-store';
export type { DeliveryAttempt } from './webhook-delivery';
export type { StoredDocument } from './document-store';
export type { StoredPatient } from './clinic-store';
export type { RecordDocument, RecordFile } from './records-store';
export type { LoggedRequest } from './request-log';
export {
  DEFAULT_RECORDS_SETTINGS,
  RecordsSettingsController,
  type RecordsSettings,
} from './records-settings';
export type { PrescriptionVersion, StoredPrescription } from './prescription-store';
export {
  DEFAULT_VOICE_SETTINGS,
  VoiceSettingsController,
  type VoiceSettings,
} from './voice-settings';
export type {
  StoredAudioChunk,
  UserStatusChange,
  VoiceSessionEnd,
  VoiceSessionView,
} from './voice-store';

export interface Sandbox {
  /** `http://127.0.0.1:<port>`: the base URL a platform client is configured with. */
  readonly url: string;
  readonly port: number;
  readonly options: Readonly<SandboxOptions>;
  readonly faults: FaultController;
  /** The recording sessions' simulated transcription: delay, expiry, failing templates. */
  readonly voice: VoiceSettingsController;
  /** The Records API's controls: upload form lifetime, read-only clients, failing presigns. */
  readonly records: RecordsSettingsController;
  /** Stops listening and destroys every open socket, hung ones included. Safe to call twice. */
  close(): Promise<void>;
  /** Copies of a client's stored webhooks, for assertions that bypass the HTTP API. */
  webhooksFor(clientId: string): Webhook[];
  /** Every change applied since start, oldest first (a retry replayed from the idempotency store is not one). */
  journal(clientId?: string): AppliedChange[];
  /** Requests received since start, admin route included. */
  requestCount(): number;
  /**
   * Every request received since start, oldest first (admin and storage routes, refused and
   * faulted ones included): method, path, query string and header names, never bodies nor values.
   */
  requests(): LoggedRequest[];
  /**
   * Copies of a client's Records documents, oldest first, deleted ones included: patient, `dt`,
   * `dd_e`, tags, title, each file with the bytes received, presign and upload counts.
   */
  recordsFor(clientId: string): RecordDocument[];
  /** Copies of the documents a client uploaded, oldest first, with the bytes received. */
  documentsFor(clientId: string): StoredDocument[];
  /** Copies of a client's prescriptions as stored now (the latest version of each). */
  prescriptionsFor(clientId: string): StoredPrescription[];
  /** Every prescription version a client's PUTs stored, oldest first. */
  prescriptionJournal(clientId: string): PrescriptionVersion[];
  /**
   * Copies of a client's recording sessions, oldest first, with their status as of the call, each
   * chunk received (bytes, SHA-256, deliveries) and every user_status change with its time.
   */
  voiceSessionsFor(clientId: string): VoiceSessionView[];
  /** Patients a client created through the directory API since start, oldest first. */
  patientsCreatedBy(clientId: string): StoredPatient[];
  /** Appointment completions a client applied since start (an idempotent replay is not one). */
  appointmentCompletions(clientId: string): { appointmentId: string; at: number }[];
  /** EMR profile updates a client applied since start. */
  profileUpdates(clientId: string): { oid: string; at: number }[];
  /** A patient of the directory as the sandbox holds it now (a copy). */
  patientOf(clientId: string, oid: string): StoredPatient | undefined;
  /** The webhook deliveries' attempts since start, oldest first (no bodies, no keys). */
  deliveryAttempts(): DeliveryAttempt[];
  /** Delivers `event` to the client's subscribed loopback endpoints, as if it had happened. */
  emitEvent(clientId: string, event: string, ids?: Record<string, string>): string[];
}

function listen(server: Server, port: number, host: string): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
}

/** Starts a fresh sandbox: its own keys, tokens, webhooks and faults, shared with no other. */
export async function startSandbox(partial: Partial<SandboxOptions> = {}): Promise<Sandbox> {
  const options = resolveSandboxOptions(partial);
  const clients = [
    { clientId: options.clientId, clientSecret: options.clientSecret },
    ...options.extraClients,
  ];
  const sessions = new Sessions(
    clients,
    options.accessTokenTtlSec,
    options.refreshTokenTtlSec,
    options.now,
  );
  const store = new WebhookStore(options.seedWebhooks ? loadSeedWebhooks(options.clientId) : []);
  const faults = new FaultController();
  const idempotency = new IdempotencyStore(options.now);
  const documents = new DocumentStore(options.now);
  const prescriptions = new PrescriptionStore(options.now);
  const voice = new VoiceSettingsController({
    transcriptionDelayMs: options.transcriptionDelayMs,
    voiceSessionTtlMs: options.voiceSessionTtlMs,
    failingTemplates: options.failingTemplates,
  });
  const voiceSessions = new VoiceSessionStore(options.now);
  const clinic = new ClinicStore(options.now);
  const records = new RecordsSettingsController({
    uploadTtlMs: options.recordsUploadTtlMs,
    readOnlyClients: options.recordsReadOnlyClients,
    failNextPresigns: 0,
    presignFailureStatus: 503,
    pageSize: options.recordsPageSize,
  });
  const recordsStore = new RecordsStore();
  // The forms point to the sandbox itself, whose port is known once it listens.
  let baseUrl = '';
  const signer = new FormSigner(() => baseUrl);
  const log = new RequestLog(options.now);
  const deliverer = new WebhookDeliverer({
    webhooks: (clientId) => store.list(clientId),
    now: options.now,
    retry: options.webhookRetry,
  });
  const stopWatching = watchTranscriptions({
    clients: clients.map((client) => client.clientId),
    subscribed: (clientId) => store.subscribes(clientId, 'v2rx.completed'),
    sessions: (clientId) => voiceSessions.list(clientId),
    events: deliverer,
  });
  const closing = new AbortController();
  // Every delayed or hung request listens on this signal; dozens at once are expected in chaos runs.
  setMaxListeners(0, closing.signal);

  const routes = [
    ...authRoutes(sessions),
    ...webhookRoutes(store, options.now),
    ...propertiesRoutes(),
    ...medicalDbRoutes(),
    ...adminRoutes(faults, voice, records),
    ...abdmRoutes(options.now),
    ...documentRoutes(documents, records),
    ...recordsRoutes({
      store: recordsStore,
      clinic,
      settings: records,
      signer,
      now: options.now,
    }),
    ...recordsStorageRoutes(recordsStore, options.now),
    ...webhookAdminRoutes(deliverer, options.clientId),
    ...prescriptionRoutes(prescriptions, deliverer),
    ...voiceRoutes(voiceSessions, voice),
    ...clinicRoutes(clinic, options.now, deliverer),
    patientPatchRoute(clinic),
    ...doctorRoutes(clinic),
  ];
  const server = createServer(
    createRequestListener({
      routes,
      sessions,
      faults,
      idempotency,
      closing: closing.signal,
      jweKid: options.jweKid,
      jweSecretFor: (kid) => (kid === options.jweKid ? options.jweSecret : undefined),
      onRequest: (req) => log.add(req),
      headerRules: publishedHeaderRules(),
      adminCredentials: { clientId: options.clientId, clientSecret: options.clientSecret },
    }),
  );
  const sockets = new Set<Socket>();
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
  });
  await listen(server, options.port, options.host);
  const { port } = server.address() as AddressInfo;
  const url = `http://${urlHost(options.host)}:${port}`;
  baseUrl = url;

  let closed: Promise<void> | undefined;
  const shutdown = (): Promise<void> => {
    closing.abort();
    deliverer.close();
    stopWatching();
    const stopped = new Promise<void>((resolve) => server.close(() => resolve()));
    for (const socket of sockets) socket.destroy();
    return stopped;
  };

  return {
    url,
    port,
    options,
    faults,
    voice,
    records,
    close: () => (closed ??= shutdown()),
    webhooksFor: (clientId) => store.list(clientId),
    journal: (clientId) => store.journal(clientId),
    requestCount: () => log.size,
    requests: () => log.list(),
    recordsFor: (clientId) => recordsStore.list(clientId),
    documentsFor: (clientId) => documents.list(clientId),
    prescriptionsFor: (clientId) => prescriptions.list(clientId),
    prescriptionJournal: (clientId) => prescriptions.journal(clientId),
    voiceSessionsFor: (clientId) => voiceSessions.list(clientId),
    patientsCreatedBy: (clientId) => clinic.createdPatients(clientId),
    appointmentCompletions: (clientId) => clinic.completions(clientId),
    profileUpdates: (clientId) => clinic.profileUpdates(clientId),
    deliveryAttempts: () => deliverer.attempts(),
    emitEvent: (clientId, event, ids) => deliverer.emit(clientId, event, ids),
    patientOf: (clientId, oid) => {
      const patient = clinic.patient(clientId, oid);
      return patient ? { ...patient } : undefined;
    },
  };
}
