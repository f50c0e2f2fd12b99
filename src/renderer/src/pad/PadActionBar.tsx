import { BusyButton } from '../frame/BusyButton';
import { focusNext } from '../lib/focusNext';
import { saveStateText } from '../lib/padText';
import type { TimeFormat } from '../lib/time';
import { usePadStore } from '../stores/padStore';
import { FhirExportButton } from './FhirExportButton';
import { FINALIZE_PROBLEMS_ID } from './PadStatus';

/**
 * The bar that stays at the bottom of the pad: whether everything is saved, and the pad's actions.
 * The scroll area keeps room for it (scroll-padding), so a focused field never hides behind it.
 */
export function PadActionBar({ timeFormat }: { timeFormat?: TimeFormat }) {
  const saveState = usePadStore((state) => state.saveState);
  const savedAt = usePadStore((state) => state.savedAt);
  const saveError = usePadStore((state) => state.saveError);
  const busy = usePadStore((state) => state.busy);
  const canEdit = usePadStore((state) => state.meta?.canEdit ?? false);
  const canReopen = usePadStore((state) => state.meta?.canReopen ?? false);
  const finalized = usePadStore((state) => state.meta?.status === 'finalized');
  const flush = usePadStore((state) => state.flush);
  const finalize = usePadStore((state) => state.finalize);
  const reopen = usePadStore((state) => state.reopen);

  // Pressed and refused: focus goes to the refusal, which names each field to correct. (With
  // Ctrl+Enter from a field, the doctor keeps their place; the refusal is announced.)
  const finalizePressed = async () => {
    const result = await finalize();
    if (!result.ok) focusNext(FINALIZE_PROBLEMS_ID);
  };

  return (
    <div className="pad-actions" role="region" aria-label="Pad actions">
      <div className="pad-actions__save">
        <p role="status" className={saveState === 'failed' ? 'pad-actions__failed' : undefined}>
          {saveStateText(saveState, savedAt, timeFormat)}
          {saveState === 'failed' && saveError ? `: ${saveError.message}` : ''}
        </p>
        {saveState === 'failed' ? (
          <button type="button" className="button button--small" onClick={() => void flush()}>
            Try saving again
          </button>
        ) : null}
      </div>
      <div className="pad-actions__buttons">
        {canEdit ? (
          <BusyButton
            busy={busy === 'finalizing'}
            className="button button--primary"
            keyShortcuts="Control+Enter"
            onClick={() => void finalizePressed()}
          >
            {busy === 'finalizing' ? 'Finalizing…' : 'Finalize'}
          </BusyButton>
        ) : null}
        {canReopen ? (
          <BusyButton busy={busy === 'reopening'} className="button" onClick={() => void reopen()}>
            Reopen to correct
          </BusyButton>
        ) : null}
        {finalized ? <FhirExportButton /> : null}
      </div>
    </div>
  );
}
