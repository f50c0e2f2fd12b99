import { useCallback, useEffect, useState } from 'react';
import type { PadSuggestions, SuggestionView } from '../../../shared/scribe/suggestion-view';
import { companion } from '../companion';
import { usePadStore } from '../stores/padStore';
import { LateSuggestions } from './LateSuggestions';
import { ScribeSuggestions } from './ScribeSuggestions';
import { lateStepOf, type LatePad } from './lateSuggestions';
import { useLateSuggestionsStore } from './lateSuggestionsStore';

/**
 * The scribe's part of a consultation: its suggestions to decide while the pad is a draft, or,
 * when they arrived after the prescription was finalized, the step reviewing them late.
 */
export function ScribeReview({ padId }: { padId: string }) {
  const [suggestions, setSuggestions] = useState<PadSuggestions | null>(null);
  const [pad, setPad] = useState<LatePad | null>(null);

  const load = useCallback(async () => {
    const [listed, read] = await Promise.all([
      companion().getScribeSuggestions({ padId }),
      companion().getPad({ id: padId }),
    ]);
    if (listed.ok) setSuggestions(listed.value);
    if (read.ok) setPad(read.value);
  }, [padId]);

  useEffect(() => {
    void Promise.resolve().then(load);
    const stopRecording = companion().onRecordingStatus(() => void load());
    const stopPad = companion().onPadChanged(({ id }) => {
      if (id === padId) void load();
    });
    return () => {
      stopRecording();
      stopPad();
    };
  }, [load, padId]);

  const step = lateStepOf(suggestions, pad);
  const waiting = step?.open.length ?? 0;
  useEffect(() => {
    useLateSuggestionsStore.getState().set(padId, waiting);
  }, [padId, waiting]);
  useEffect(() => () => useLateSuggestionsStore.getState().clear(padId), [padId]);

  if (step === null) return <ScribeSuggestions padId={padId} />;

  async function dismiss(item: SuggestionView): Promise<string | null> {
    // Recorded as rejected, with its time: it is not read again from the recording.
    const result = await companion().decideScribeSuggestion({
      padId,
      id: item.suggestion.id,
      decision: 'rejected',
    });
    if (!result.ok) return `The suggestion was not dismissed: ${result.error.message}`;
    setSuggestions(result.value);
    return null;
  }

  async function amend(): Promise<string | null> {
    const result = await companion().amendPad({ padId });
    if (!result.ok) return `The prescription was not amended: ${result.error.message}`;
    await load();
    return null;
  }

  async function reopen(): Promise<string | null> {
    const store = usePadStore.getState();
    const result =
      store.meta?.id === padId ? await store.reopen() : await companion().reopenPad({ id: padId });
    if (!result.ok) return `The prescription was not reopened: ${result.error.message}`;
    await load();
    return null;
  }

  return <LateSuggestions step={step} dismiss={dismiss} amend={amend} reopen={reopen} />;
}
