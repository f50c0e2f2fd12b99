import { audioPartsText } from '../../../shared/audio-parts';
import type {
  RecordingPhase,
  RecordingResultView,
  RecordingSessionView,
} from '../../../shared/recording';

/** "4:05", or "1:02:09" past an hour: the elapsed time as a clock shows it. */
export function formatDuration(ms: number): string {
  const total = Math.max(0, Math.floor(ms / 1000));
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = String(total % 60).padStart(2, '0');
  return hours > 0
    ? `${hours}:${String(minutes).padStart(2, '0')}:${seconds}`
    : `${minutes}:${seconds}`;
}

/** "4 minutes 5 seconds": the same, for screen readers. */
export function spokenDuration(ms: number): string {
  const total = Math.max(0, Math.floor(ms / 1000));
  const minutes = Math.floor(total / 60);
  const seconds = total % 60;
  const part = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'}`;
  return minutes > 0
    ? `${part(minutes, 'minute')} ${part(seconds, 'second')}`
    : part(seconds, 'second');
}

export const PHASE_LABELS: Readonly<Record<RecordingPhase, string>> = {
  recording: 'Recording',
  sending: 'Waiting to be sent',
  processing: 'Being transcribed',
  completed: 'Transcribed',
  partial: 'Transcribed, a template failed',
  expired: 'Expired on the platform',
  cancelled: 'Cancelled',
  not_found: 'Unknown to the platform',
  failed: 'Checking failed',
};

/**
 * One line on where the audio is: "2 of 3 audio parts sent" (counted as the Sync screen and the
 * consultation count them), and the parts that reached the platform after it had closed the
 * session, which the transcript will not have.
 */
export function chunkLine(session: RecordingSessionView): string {
  const line = audioPartsText(session.chunks);
  const { late } = session.chunks;
  if (late === 0) return line;
  return `${line}; ${late} arrived after the platform had closed the session and are not in the transcript`;
}

/** The result as plain text: the transcript, then each template's output under its name. */
export function resultPlainText(result: RecordingResultView): string {
  const parts = [result.transcript];
  for (const template of result.templates) {
    const body = template.text ?? template.error ?? template.status;
    parts.push(`${template.templateId}:\n${body}`);
  }
  return parts.join('\n\n');
}

const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const paragraphs = (text: string): string =>
  text
    .split('\n')
    .map((line) => `<p>${escapeHtml(line)}</p>`)
    .join('');

/** The result as HTML for pasting into an editor: headings and paragraphs, everything escaped. */
export function resultHtml(result: RecordingResultView): string {
  const parts = [`<h2>Transcript</h2>${paragraphs(result.transcript)}`];
  for (const template of result.templates) {
    const body = template.text ?? template.error ?? template.status;
    parts.push(`<h3>${escapeHtml(template.templateId)}</h3>${paragraphs(body)}`);
  }
  return parts.join('');
}
