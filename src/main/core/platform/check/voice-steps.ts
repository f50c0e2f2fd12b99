import { randomBytes } from 'node:crypto';
import { audioChunkFileName } from '../../../../shared/voice';
import { STATUS_CALL_TIMEOUT_MS } from '../voice-api';
import { change, state, type CheckContext, type CheckStep } from './check-types';

const POLL_DEADLINE_MS = 3 * 60_000;
const POLL_INTERVAL_MS = 2_000;

/** A whole recording session: create, init, recording_started, the chunks, commit, end, poll. */
export function voiceSessionSteps(): CheckStep[] {
  const session = (context: CheckContext) => state(context, 'session');
  const write = (check: string, words: string, run: CheckStep['run'], needs: string[]) => ({
    check,
    group: 'voice' as const,
    write: true,
    words,
    needs,
    run,
  });
  return [
    write(
      'voice.create',
      'Started a recording session.',
      async (context) => {
        const id = randomBytes(16).toString('hex');
        context.state.set(
          'session',
          await context.voice.createSession(
            { upload_type: 'chunked', model: 'lite', session_id: id },
            change(),
          ),
        );
      },
      [],
    ),
    write(
      'voice.init',
      'Set the session to init.',
      async (context) =>
        context.voice.updateSession(
          session(context),
          { user_status: 'init', session_mode: 'consultation' },
          change(),
        ),
      ['voice.create'],
    ),
    write(
      'voice.recording-started',
      'Set the session to recording_started.',
      async (context) =>
        context.voice.updateSession(
          session(context),
          { user_status: 'recording_started' },
          change(),
        ),
      ['voice.init'],
    ),
    write(
      'voice.chunks',
      'Uploaded the generated audio chunks.',
      async (context) => {
        for (const [sequence, bytes] of context.sampleAudio.entries()) {
          await context.voice.uploadChunk(
            session(context),
            { fileName: audioChunkFileName(sequence, 'wav'), mediaType: 'audio/wav', bytes },
            change(),
          );
        }
      },
      ['voice.recording-started'],
    ),
    write(
      'voice.commit',
      'Set the session to commit.',
      async (context) =>
        context.voice.updateSession(session(context), { user_status: 'commit' }, change()),
      ['voice.chunks'],
    ),
    write(
      'voice.end',
      'Ended the session.',
      async (context) =>
        void (await context.voice.endSession(
          session(context),
          context.sampleAudio.length,
          change(),
        )),
      ['voice.commit'],
    ),
    write(
      'voice.poll',
      'The transcription finished.',
      async (context) => {
        const deadline = context.now() + POLL_DEADLINE_MS;
        for (;;) {
          const answer = await context.voice.poll(session(context), {
            timeoutMs: STATUS_CALL_TIMEOUT_MS,
          });
          if (answer.httpStatus === 200 || answer.httpStatus === 206) return;
          if (context.now() > deadline) throw new Error('still processing after 3 minutes');
          await context.sleep(POLL_INTERVAL_MS);
        }
      },
      ['voice.end'],
    ),
    write(
      'voice.details',
      'Read the session details.',
      async (context) => void (await context.voice.details(session(context))),
      ['voice.poll'],
    ),
  ];
}
