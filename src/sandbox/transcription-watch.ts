import { SCRIBE_COMPLETED } from '../shared/webhooks/catalogue';
import type { SandboxEvents } from './sandbox-events';
import type { VoiceSessionView } from './voice-store';

const FINISHED = new Set(['completed', 'partial']);

/**
 * Emits `v2rx.completed` once per recording session whose transcription finished. The sandbox's
 * transcription finishes by the clock (a session's status is computed when read), so this looks
 * every `everyMs`, and only for clients with a webhook naming the event.
 */
export function watchTranscriptions(deps: {
  clients: readonly string[];
  subscribed: (clientId: string) => boolean;
  sessions: (clientId: string) => VoiceSessionView[];
  events: SandboxEvents;
  everyMs?: number;
}): () => void {
  const emitted = new Set<string>();
  const timer = setInterval(() => {
    for (const clientId of deps.clients) {
      if (!deps.subscribed(clientId)) continue;
      for (const session of deps.sessions(clientId)) {
        const key = `${clientId}/${session.id}`;
        if (!FINISHED.has(session.status) || emitted.has(key)) continue;
        emitted.add(key);
        deps.events.emit(clientId, SCRIBE_COMPLETED, { session_id: session.id });
      }
    }
  }, deps.everyMs ?? 500);
  timer.unref();
  return () => clearInterval(timer);
}
