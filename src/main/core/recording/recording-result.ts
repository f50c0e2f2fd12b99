import type { RecordingResultView, RecordingTemplateView } from '../../../shared/recording';
import type { PollAnswer, TemplateOutput } from '../../../shared/voice-answers';

/** A template output's status in the app's three words; anything unknown counts as failed. */
function statusOf(output: TemplateOutput): RecordingTemplateView['status'] {
  const status = output.status?.toLowerCase();
  if (status === 'success' || status === 'completed') return 'success';
  if (status === 'processing' || status === 'pending' || status === 'in_progress') {
    return 'processing';
  }
  return 'failed';
}

/** The output as text: its `text` field, or its JSON. */
function textOf(data: unknown): string | undefined {
  if (data === undefined || data === null) return undefined;
  if (typeof data === 'string') return data;
  const text = (data as { text?: unknown }).text;
  return typeof text === 'string' ? text : JSON.stringify(data, null, 2);
}

/** The platform's reason for a failed template, whichever way it wrote it. */
function errorOf(error: unknown): string | undefined {
  if (typeof error === 'string') return error;
  const message = (error as { message?: unknown } | null | undefined)?.message;
  return typeof message === 'string' ? message : undefined;
}

/** The transcription as the app keeps it (sealed), from a 200 or 206 poll answer. */
export function resultView(
  sessionId: string,
  answer: PollAnswer,
  status: 'completed' | 'partial',
  receivedAt: number,
): RecordingResultView {
  const templates = (answer.templates ?? []).map(([templateId, output]) => {
    const text = textOf(output.data);
    const error = errorOf(output.error);
    return {
      templateId,
      status: statusOf(output),
      ...(text !== undefined ? { text } : {}),
      ...(error !== undefined ? { error } : {}),
    };
  });
  return {
    sessionId,
    status,
    transcript: answer.transcript ?? '',
    templates,
    receivedAt: new Date(receivedAt).toISOString(),
  };
}
