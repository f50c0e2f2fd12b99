import { NO_ALERTS, PatientAlertsSchema } from '../../../src/shared/patient-alerts';
import type { RegistrationView } from '../../../src/shared/abha-registration';
import type { DoctorView } from '../../../src/shared/doctor-view';
import type { ConsultationView, TodayView } from '../../../src/shared/consultation-view';
import { DEFAULT_CONSENT_TEXT } from '../../../src/shared/consultation-view';
import type { PatientView } from '../../../src/shared/patients-view';
import type { RecordingSessionView, VoiceCatalogueView } from '../../../src/shared/recording';
import type { DocumentView } from '../../../src/shared/documents-view';
import type { PadView } from '../../../src/shared/pad-view';
import type { Extras } from '../../../src/shared/emr-extras';
import { vi, type Mock } from 'vitest';
import type { AppInfo, ConnectionStatus } from '../../../src/shared/connection';
import type { INVOKE_METHODS, InvokeChannel } from '../../../src/shared/ipc/channels';
import type { CompanionApi, EventChannel, EventPayloads } from '../../../src/shared/ipc/contract';
import type { ErrorCode, Result } from '../../../src/shared/result';
import type { SettingsView } from '../../../src/shared/settings';
import type { SyncItemView, SyncStatus } from '../../../src/shared/sync';
import type { PendingWebhookChange, Webhook, WebhookListView } from '../../../src/shared/webhook';

export function makeWebhook(overrides: Partial<Webhook> = {}): Webhook {
  return {
    id: 'wh-1',
    event_names: ['appointment.created', 'prescription.updated'],
    endpoint: 'https://hooks.clinic.example/emr',
    signing_key: 'whsec_0123456789abcd',
    client_id: 'client-42',
    protocol: 'https',
    created_at: '2025-03-03T14:05:00Z',
    updated_at: '2025-03-04T09:30:00Z',
    created_by: 'alice@clinic',
    updated_by: 'bob@clinic',
    ...overrides,
  };
}

export function makeListView(overrides: Partial<WebhookListView> = {}): WebhookListView {
  return {
    webhooks: [makeWebhook()],
    source: 'live',
    fetchedAt: '2025-03-05T10:00:00Z',
    pending: [],
    ...overrides,
  };
}

export function makeSettings(overrides: Partial<SettingsView> = {}): SettingsView {
  return {
    mode: 'platform',
    baseUrl: 'https://api.platform.example',
    clientId: 'client-42',
    jweKid: 'kid-1',
    hasClientSecret: true,
    hasJweSecret: true,
    keychain: { available: true },
    ...overrides,
  };
}

export function makeDocument(overrides: Partial<DocumentView> = {}): DocumentView {
  return {
    id: 'doc-1',
    fileName: 'discharge-summary.pdf',
    mediaType: 'application/pdf',
    sizeBytes: 812_000,
    destination: 'parse',
    task: 'smart',
    documentType: 'lr',
    hasPatientId: false,
    form: 'jwe',
    state: 'waiting',
    createdAt: '2025-03-05T10:00:00Z',
    outboxId: 1,
    attempts: 0,
    otherAccount: false,
    ...overrides,
  };
}

export function makePadView(overrides: Partial<PadView> = {}): PadView {
  return {
    pad: {
      id: '5c1b7e0a-2d3f-4a5b-8c6d-7e8f9a0b1c2d',
      createdAt: '2025-03-05T10:00:00.000Z',
      updatedAt: '2025-03-05T10:00:00.000Z',
      findings: [],
      procedures: [],
      vitals: [],
      medicines: [],
      investigations: [],
      advice: [],
    },
    status: 'draft',
    revision: 1,
    sync: { state: 'draft', attempts: 0 },
    otherAccount: false,
    canEdit: true,
    canReopen: false,
    ...overrides,
  };
}

export function makeSyncStatus(overrides: Partial<SyncStatus> = {}): SyncStatus {
  return { state: 'idle', waiting: 0, rejected: 0, dead: 0, ...overrides };
}

export function makeSyncItem(overrides: Partial<SyncItemView> = {}): SyncItemView {
  const summary = overrides.summary ?? 'Webhook registration for https://a.example/hook';
  const createdAt = overrides.createdAt ?? '2025-03-05T09:50:00Z';
  return {
    id: 1,
    operation: 'webhook.register',
    summary,
    about: { patient: { kind: 'none' }, what: summary, when: createdAt, whenIs: 'saved' },
    detail: 'Waiting to be sent',
    state: 'waiting',
    attempts: 0,
    createdAt,
    message: `${summary}: waiting to be sent`,
    canRetry: false,
    canDiscard: true,
    ...overrides,
  };
}

export function makePendingRegistration(
  overrides: Partial<Extract<PendingWebhookChange, { kind: 'register' }>> = {},
): PendingWebhookChange {
  return {
    kind: 'register',
    outboxId: 7,
    endpoint: 'https://new.clinic.example/in',
    event_names: ['receipt.created'],
    state: 'waiting',
    message: 'Webhook registration for https://new.clinic.example/in, waiting to be sent',
    ...overrides,
  };
}

export function makePendingDeletion(
  overrides: Partial<Extract<PendingWebhookChange, { kind: 'delete' }>> = {},
): PendingWebhookChange {
  return {
    kind: 'delete',
    outboxId: 8,
    webhookId: 'wh-1',
    state: 'waiting',
    message: 'Webhook deletion for https://hooks.clinic.example/emr, waiting to be sent',
    ...overrides,
  };
}

export const NOW_ISO = '2025-03-05T10:00:00.000Z';
export const RECORDING_ID = '0123456789abcdef0123456789abcdef';

export const PATIENT_ID = 'patient-1';
export const CONSULTATION_ID = 'consultation-1';

export function makeDoctorView(overrides: Partial<DoctorView> = {}): DoctorView {
  return {
    profile: {
      id: '174000000000001',
      name: 'Dr. Meera Iyer',
      degrees: ['MBBS', 'MD (General Medicine)'],
      speciality: 'General Physician',
      clinics: [
        {
          id: 'cln_0001',
          name: 'Jayanagar Family Clinic',
          addressLines: ['12, 9th Main Road, Jayanagar 4th Block', 'Bengaluru, Karnataka 560011'],
          phone: '+918026531234',
        },
      ],
      defaultClinicId: 'cln_0001',
    },
    registrations: [{ council: 'Karnataka Medical Council', number: 'KMC-48213', year: 2009 }],
    fetchedAt: '2025-03-05T09:00:00.000Z',
    source: 'saved',
    ...overrides,
  };
}

export function makePatient(overrides: Partial<PatientView> = {}): PatientView {
  return {
    id: PATIENT_ID,
    platformId: 'oid-1',
    name: 'Asha Rao',
    sex: 'female',
    birthDate: '1990-04-12',
    ageYears: 34,
    ageText: '34 Years',
    mobile: '9876543210',
    delivery: 'sent',
    ...overrides,
  };
}

export function makeConsultation(overrides: Partial<ConsultationView> = {}): ConsultationView {
  return {
    id: CONSULTATION_ID,
    patient: makePatient(),
    status: 'in_progress',
    startedAt: NOW_ISO,
    padId: makePadView().pad.id,
    ...overrides,
  };
}

export function makeToday(overrides: Partial<TodayView> = {}): TodayView {
  return {
    queue: { date: NOW_ISO.slice(0, 10), appointments: [], source: 'platform' },
    inProgress: [],
    finished: [],
    ...overrides,
  };
}

/** What the sandbox's discovery document and template list offer. */
export function makeVoiceCatalogue(
  overrides: Partial<VoiceCatalogueView> = {},
): VoiceCatalogueView {
  return {
    models: [
      { id: 'lite', name: 'Lite', languages: ['en', 'hi'], maxSessionSeconds: 600 },
      {
        id: 'pro',
        name: 'Professional',
        languages: ['en', 'hi', 'ta', 'te', 'bn', 'mr', 'gu', 'kn', 'ml', 'pa'],
        maxSessionSeconds: 3600,
      },
    ],
    languages: ['en', 'hi', 'ta', 'te', 'bn', 'mr', 'gu', 'kn', 'ml', 'pa'],
    autoDetect: true,
    templates: [
      {
        id: 'clinical_notes_template',
        title: 'Clinical Notes',
        isDefault: true,
        isFavorite: false,
      },
      {
        id: 'eka_emr_template',
        title: 'EMR prescription draft',
        isDefault: false,
        isFavorite: true,
      },
      {
        id: 'discharge_summary_template',
        title: 'Discharge Summary',
        isDefault: false,
        isFavorite: false,
      },
    ],
    fetchedAt: NOW_ISO,
    ...overrides,
  };
}

export function makeRecordingView(
  overrides: Partial<RecordingSessionView> = {},
): RecordingSessionView {
  return {
    id: RECORDING_ID,
    phase: 'recording',
    model: 'lite',
    templates: [],
    createdAt: NOW_ISO,
    durationMs: 0,
    chunks: { saved: 0, uploaded: 0, bytes: 0, late: 0 },
    interrupted: false,
    canRetry: false,
    otherAccount: false,
    hasResult: false,
    ...overrides,
  };
}

export const okResult = <T>(value: T): Promise<Result<T>> => Promise.resolve({ ok: true, value });

export const failResult = <T = never>(code: ErrorCode, message: string): Promise<Result<T>> =>
  Promise.resolve({ ok: false, error: { code, message } });

type InvokeMethod = (typeof INVOKE_METHODS)[InvokeChannel];

/** `window.companion` with every method a mock, plus a way to push events as the core would. */
export type FakeCompanion = { [M in InvokeMethod]: Mock<CompanionApi[M]> } & {
  emit<E extends EventChannel>(channel: E, payload: EventPayloads[E]): void;
  /** How many listeners are subscribed to an event now. */
  listeners(channel: EventChannel): number;
};

export function makeRegistrationView(
  overrides: Partial<RegistrationView> & { patientId: string },
): RegistrationView {
  return {
    step: 'otp',
    maskedAadhaar: 'XXXX XXXX 1234',
    hint: 'OTP sent successfully to your mobile number ******9999',
    resendAt: Date.now() + 60_000,
    attemptsLeft: 3,
    suggestions: [],
    expiresAt: Date.now() + 15 * 60_000,
    ...overrides,
  };
}

const APP_INFO: AppInfo = { version: '0.1.0', mode: 'sandbox', baseUrl: 'http://127.0.0.1:4010' };
const ONLINE: ConnectionStatus = { state: 'online', since: '2025-03-05T10:00:00Z' };

/**
 * Installs a fake `window.companion`, the renderer's only way out, for tests of stores and
 * containers. Every method answers a plausible success unless overridden.
 */
export function installFakeCompanion(
  overrides: Partial<{ [M in InvokeMethod]: CompanionApi[M] }> = {},
): FakeCompanion {
  const subscribers = new Map<EventChannel, Set<(payload: never) => void>>();
  const subscribe =
    <E extends EventChannel>(channel: E) =>
    (listener: (payload: EventPayloads[E]) => void) => {
      const set = subscribers.get(channel) ?? new Set();
      set.add(listener);
      subscribers.set(channel, set);
      return () => {
        set.delete(listener);
      };
    };
  const methods: { [M in InvokeMethod]: CompanionApi[M] } = {
    getAppInfo: () => okResult(APP_INFO),
    readyToClose: () => okResult({ accepted: true }),
    reportUnsaved: (args: { unsaved: boolean }) => okResult({ unsaved: args.unsaved }),
    getConnectionStatus: () => okResult(ONLINE),
    saveDiagnostics: () =>
      okResult({ file: '/home/doctor/Downloads/clinic-companion-diagnostics.json', bytes: 2048 }),
    getUpdate: () => okResult({ state: 'none' }),
    saveCrashDumps: () =>
      okResult({
        folder: '/home/doctor/Downloads/clinic-companion-crash-dumps-20261128T080000Z',
        count: 2,
      }),
    getScribeSuggestions: ({ padId }) => okResult({ padId, suggestions: [], open: 0 }),
    decideScribeSuggestion: ({ padId }) => okResult({ padId, suggestions: [], open: 0 }),
    restartToUpdate: () => okResult({ restarting: true }),
    getSettings: () => okResult(makeSettings()),
    savePlatformSettings: () => okResult(makeSettings()),
    useSandbox: () => okResult(makeSettings({ mode: 'sandbox' })),
    listWebhooks: () => okResult(makeListView()),
    registerWebhook: () => okResult({ state: 'sent', value: { id: 'wh-new' } }),
    deleteWebhook: ({ id }) => okResult({ state: 'sent', value: { id } }),
    webhookCatalogue: () => okResult([]),
    verifyWebhookSignature: () =>
      okResult({ ok: false, kind: 'missing-header', message: 'No header.' }),
    sendTestWebhook: () => okResult({ deliveryId: 'd-1' }),
    startWebhookListener: () =>
      okResult({ running: true, url: 'http://127.0.0.1:9999/webhooks', forwardTo: null }),
    stopWebhookListener: () => okResult({ running: false, url: null, forwardTo: null }),
    webhookListenerState: () =>
      okResult({ listener: { running: false, url: null, forwardTo: null }, deliveries: [] }),
    revealWebhookDelivery: () => okResult({ body: '{}', redacted: false, cut: false }),
    generateWebhookKey: () => okResult({ key: 'ab'.repeat(32) }),
    getSyncStatus: () => okResult(makeSyncStatus()),
    listSyncItems: ({ group }) => okResult({ group: group ?? 'all', items: [], total: 0 }),
    retrySyncItem: ({ id }) => okResult(makeSyncItem({ id })),
    discardSyncItem: ({ id }) => okResult({ id }),
    syncNow: () => okResult(makeSyncStatus()),
    startAadhaarRegistration: () =>
      okResult({
        txnId: 'txn-1',
        maskedAadhaar: 'XXXX XXXX 1234',
        message: 'The identity network sent a one-time password.',
      }),
    getAbhaRegistration: () => okResult(null),
    startAbhaRegistration: ({ patientId }) => okResult(makeRegistrationView({ patientId })),
    verifyAbhaOtp: ({ patientId }) =>
      okResult(
        makeRegistrationView({ patientId, step: 'address', suggestions: ['meera.iyer@abdm'] }),
      ),
    verifyAbhaMobile: ({ patientId }) =>
      okResult(
        makeRegistrationView({ patientId, step: 'address', suggestions: ['meera.iyer@abdm'] }),
      ),
    resendAbhaOtp: ({ patientId }) => okResult(makeRegistrationView({ patientId })),
    checkAbhaAddress: ({ address }) => okResult({ address: `${address}@abdm`, available: true }),
    createAbhaAddress: ({ patientId, address }) =>
      okResult(
        makeRegistrationView({
          patientId,
          step: 'done',
          abhaAddress: address,
          abhaNumber: '91-2345-6789-0123',
        }),
      ),
    cancelAbhaRegistration: () => okResult(null),
    getProfileExtras: () => okResult({ extras: {}, ignored: [] }),
    saveProfileExtras: ({ extras }) =>
      okResult({ extras: extras as Extras, ignored: [], savedAt: '2025-03-05T10:00:00Z' }),
    getPatientAlerts: () => okResult(NO_ALERTS),
    savePatientAlerts: ({ alerts }) => okResult(PatientAlertsSchema.parse(alerts)),
    getPatientPrintLanguage: () => okResult({ own: null, printed: 'en' }),
    savePatientPrintLanguage: ({ language }) =>
      okResult({ own: language, printed: language ?? 'en' }),
    getDefaultPrintLanguage: () => okResult({ language: 'en' }),
    saveDefaultPrintLanguage: ({ language }) => okResult({ language }),
    lookupProperties: () => okResult({ items: [], source: 'live', fetchedAt: null }),
    searchProperties: () => okResult({ items: [], source: 'live', fetchedAt: null }),
    searchDrugsAndLabs: () => okResult({ items: [], source: 'live', fetchedAt: null }),
    uploadDocument: ({ fileName, bytes, task }) =>
      okResult(makeDocument({ fileName, sizeBytes: bytes.byteLength, task })),
    listDocuments: () => okResult([]),
    getDocumentSettings: () => okResult({ uploadForm: 'jwe', jweReady: true }),
    saveDocumentSettings: ({ uploadForm }) => okResult({ uploadForm, jweReady: true }),
    getCurrentPad: () => okResult(makePadView()),
    newPad: ({ patientId }) =>
      okResult(
        makePadView({
          pad: { ...makePadView().pad, ...(patientId === undefined ? {} : { patientId }) },
        }),
      ),
    savePadDraft: ({ pad, expectedRevision }) =>
      okResult({ id: pad.id, revision: (expectedRevision ?? 1) + 1, updatedAt: pad.updatedAt }),
    finalizePad: () =>
      okResult(
        makePadView({
          status: 'finalized',
          revision: 2,
          sync: { state: 'waiting', attempts: 0, outboxId: 1 },
          canEdit: false,
          canReopen: true,
        }),
      ),
    getPad: () => okResult(makePadView()),
    reopenPad: () => okResult(makePadView({ revision: 3 })),
    amendPad: ({ padId }) => okResult(makePadView({ versionLink: { version: 2, amends: padId } })),
    listPads: () => okResult([]),
    getPadAlerts: () => okResult({ alerts: NO_ALERTS, asOf: 'today' as const }),
    getPadSettings: () => okResult({ sendStructured: false }),
    savePadSettings: ({ sendStructured }) => okResult({ sendStructured }),
    getRecordingSettings: () =>
      okResult({ model: 'lite', templates: [], languageHint: [], maxChunkMs: 20_000 }),
    saveRecordingSettings: ({ model, templates, languageHint }) =>
      okResult({ model, templates, languageHint: languageHint ?? [], maxChunkMs: 20_000 }),
    getRecordingCatalogue: () => okResult(makeVoiceCatalogue()),
    testConnection: () =>
      okResult({
        steps: [
          {
            check: 'auth.login',
            ok: true,
            outcome: 'passed',
            status: 200,
            ms: 12,
            words: 'Signed in to the platform.',
          },
        ],
      }),
    startRecording: () => okResult(makeRecordingView()),
    saveRecordingChunk: ({ sessionId, sequence }) =>
      okResult({ sessionId, sequence, savedChunks: sequence + 1, alreadySaved: false }),
    stopRecording: () => okResult(makeRecordingView({ phase: 'sending', stoppedAt: NOW_ISO })),
    listRecordings: () => okResult([]),
    getRecording: () => okResult({ session: makeRecordingView() }),
    getRecordingPlatformDetails: () =>
      okResult({
        sessionId: RECORDING_ID,
        status: 'recording',
        userStatus: 'recording_started',
        createdAt: NOW_ISO,
        audioFilesReceived: 1,
        documents: 0,
        fetchedAt: NOW_ISO,
      }),
    retryRecording: () => okResult(makeRecordingView({ phase: 'processing' })),
    cancelRecording: () => okResult(makeRecordingView({ phase: 'cancelled' })),
    searchPatients: () => okResult({ patients: [makePatient()], source: 'platform' }),
    createPatient: ({ name }) => okResult(makePatient({ name, delivery: 'waiting' })),
    getPatient: () => okResult(makePatient()),
    getPatientExtras: () => okResult({ extras: {}, ignored: [] }),
    savePatientExtras: ({ extras }) =>
      okResult({ extras: extras as Extras, ignored: [], savedAt: '2025-03-05T10:00:00Z' }),
    getTodayQueue: () => okResult(makeToday().queue),
    getDoctorProfile: () => okResult(makeDoctorView()),
    refreshDoctorProfile: () => okResult(makeDoctorView({ source: 'platform' })),
    setDoctorRegistrations: ({ registrations }) => okResult(makeDoctorView({ registrations })),
    getSignatureImage: () => okResult({}),
    setSignatureImage: () => okResult({}),
    removeSignatureImage: () => okResult({}),
    getPrintoutHtml: () => okResult({ html: '<!DOCTYPE html><html></html>', gaps: [] }),
    printPrintout: () => okResult({ outcome: 'printed', gaps: [] }),
    savePrintoutPdf: () =>
      okResult({ outcome: 'saved', file: '/home/doctor/prescription-2025-03-05-A4.pdf', gaps: [] }),
    getToday: () => okResult(makeToday()),
    startConsultation: () => okResult(makeConsultation()),
    getConsultation: () => okResult(makeConsultation()),
    searchConsultations: () => okResult([]),
    recordConsent: () =>
      okResult(makeConsultation({ consent: { at: NOW_ISO, text: DEFAULT_CONSENT_TEXT } })),
    finishConsultation: () =>
      okResult(makeConsultation({ status: 'finished', finishedAt: NOW_ISO })),
    discardConsultation: () =>
      okResult(makeConsultation({ status: 'discarded', discardedAt: NOW_ISO })),
    getConsultationHistory: ({ id }) =>
      okResult({
        consultationId: id,
        visits: [],
        earlierVisits: 0,
        trend: [],
        alerts: NO_ALERTS,
        lastPrescription: { available: false, reason: 'Nothing to repeat.' },
      }),
    getConsultationSettings: () => okResult({ consentText: DEFAULT_CONSENT_TEXT }),
    saveConsultationSettings: ({ consentText }) => okResult({ consentText }),
    getLocalDataNotices: () => okResult([]),
    dismissLocalDataNotice: () => okResult({ dismissed: true as const }),
    ...overrides,
  };
  const mocks = Object.fromEntries(
    Object.entries(methods).map(([name, implementation]) => [name, vi.fn(implementation)]),
  ) as unknown as { [M in InvokeMethod]: Mock<CompanionApi[M]> };
  const api: CompanionApi = {
    ...mocks,
    onConnectionStatus: subscribe('connection:status'),
    onSyncStatus: subscribe('sync:status'),
    onDocumentProgress: subscribe('documents:progress'),
    onDocumentsChanged: subscribe('documents:changed'),
    onPadChanged: subscribe('pad:changed'),
    onAppClosing: subscribe('app:closing'),
    onUpdate: subscribe('app:update'),
    onRecordingStatus: subscribe('recording:status'),
    onPatientsChanged: subscribe('patients:changed'),
    onQueueChanged: subscribe('queue:changed'),
    onConsultationChanged: subscribe('consultation:changed'),
  };
  Object.defineProperty(window, 'companion', { value: api, configurable: true, writable: true });
  return {
    ...mocks,
    emit: (channel, payload) => {
      for (const listener of subscribers.get(channel) ?? []) listener(payload as never);
    },
    listeners: (channel) => subscribers.get(channel)?.size ?? 0,
  };
}

/** Pins formatting so expectations do not depend on the machine's locale or zone. */
export const UTC_EN = { locale: 'en-GB', timeZone: 'UTC' } as const;
