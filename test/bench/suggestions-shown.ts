import { voiceSessionPath } from '../../src/shared/voice';
import { login } from '../integration/sandbox/helpers';
import { startTestCompanion, type TestCompanion } from '../helpers/companion';
import { RECORDING_FAST, SANDBOX_CLIENT, record } from '../helpers/recording';
import { until } from '../helpers/until';
import { median, report } from './report';

/**
 * How long each ended session stays processing on the sandbox: spread over more than one poll
 * interval, so the moment the platform is ready falls at different points between two polls.
 */
const DELAYS_MS = [1_500, 1_830, 2_170, 2_500, 2_640, 2_910, 3_260];
const STATUS_CALLS = 21;

/**
 * The scribe's suggestions shown after the platform has them: the real core (the status poller
 * with its own defaults: first check 1 s after the end, then every second) against the sandbox on
 * loopback. Timed from the moment the sandbox's session stops answering 202 (`readyAt`, on the
 * same clock) until the renderer would have them: the core's `recording:status` event after which
 * the session reads completed, then `scribe:suggestions` answered with them (what the renderer
 * calls on that event). Median and worst of 7 recordings. Baseline, same run: one plain status
 * call round-trip (`GET /voice/v1/sessions/{id}`, bearer token, loopback), median of 21.
 */
export async function benchSuggestionsShown(): Promise<void> {
  // Uploads and the end go out at once (the sync loop's delays are not what is timed); the poller
  // keeps its defaults.
  const app = await startTestCompanion({
    core: { sync: RECORDING_FAST.sync, network: RECORDING_FAST.network },
  });
  try {
    const waits: number[] = [];
    for (const delay of DELAYS_MS) waits.push(await oneRecording(app, delay));
    const statusMs = await statusRoundTrip(app);
    report(
      'suggestions_shown_after_platform_ready_p50',
      median(waits),
      'ms',
      'voice_status_call_round_trip',
      statusMs,
    );
    report(
      'suggestions_shown_after_platform_ready_max',
      Math.max(...waits),
      'ms',
      'voice_status_call_round_trip',
      statusMs,
    );
  } finally {
    await app.close();
  }
}

async function oneRecording(app: TestCompanion, delayMs: number): Promise<number> {
  app.sandbox.voice.set({ transcriptionDelayMs: delayMs });
  const consultation = await walkIn(app);
  await app.value('consultation:record-consent', { id: consultation.id });
  const { id } = await app.value('recording:start', { consultationId: consultation.id });
  await record(app, id, 1);

  let shownAt: number | undefined;
  let reading = false;
  const read = async (): Promise<void> => {
    if (reading || shownAt !== undefined) return;
    reading = true;
    try {
      const { session } = await app.value('recording:get', { sessionId: id });
      if (session.phase !== 'completed') return;
      const listed = await app.value('scribe:suggestions', { padId: consultation.padId });
      if (listed.suggestions.length > 0) shownAt = Date.now();
    } finally {
      reading = false;
    }
  };
  const unsubscribe = app.core.onEvent((channel, payload) => {
    if (channel === 'recording:status' && (payload as { id: string }).id === id) void read();
  });
  try {
    await app.value('recording:stop', { sessionId: id });
    await until(() => shownAt !== undefined, 'the suggestions to be shown', 30_000);
  } finally {
    unsubscribe();
  }
  const ended = app.sandbox
    .voiceSessionsFor(SANDBOX_CLIENT)
    .filter((s) => s.end !== null)
    .sort((a, b) => b.end!.at - a.end!.at)[0];
  if (!ended?.end) throw new Error('the sandbox holds no ended session');
  return shownAt! - ended.end.readyAt;
}

async function walkIn(app: TestCompanion) {
  const patient = await app.value('patients:create', {
    name: 'Bench Walk-in',
    sex: 'female',
    birthDate: '1980-01-01',
  });
  return app.value('consultation:start', { patientId: patient.id });
}

/** One status call as the poller makes it, without the poller: median round-trip, ms. */
async function statusRoundTrip(app: TestCompanion): Promise<number> {
  const { access_token: token } = await login(app.sandbox);
  const session = app.sandbox.voiceSessionsFor(SANDBOX_CLIENT)[0];
  if (!session) throw new Error('the sandbox holds no session');
  const url = `${app.sandbox.url}${voiceSessionPath(session.id)}`;
  const times: number[] = [];
  for (let i = 0; i <= STATUS_CALLS; i += 1) {
    const start = performance.now();
    const answer = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
    await answer.arrayBuffer();
    if (i > 0) times.push(performance.now() - start);
  }
  return median(times);
}
