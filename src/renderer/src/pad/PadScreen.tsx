import { useCallback, useEffect } from 'react';
import { ErrorAlert } from '../frame/ErrorAlert';
import { ScreenHeading } from '../frame/ScreenHeading';
import type { TimeFormat } from '../lib/time';
import { useNavStore } from '../stores/navStore';
import { usePadStore } from '../stores/padStore';
import { FindingSection } from './FindingSection';
import { PadActionBar } from './PadActionBar';
import { PadShortcuts } from './PadShortcuts';
import { PadStatus } from './PadStatus';
import { TranscriptBesidePad } from '../recording/TranscriptBesidePad';
import { ProcedureSection } from './ProcedureSection';
import { usePadShortcuts } from './usePadShortcuts';
import { VitalsGrid } from './VitalsGrid';
import './PadView.css';

/**
 * The prescription pad: findings by kind, procedures and vitals, saved as the doctor types, and
 * finalized into the outbox. Rows bind to the store themselves, so this screen renders again only
 * when the pad on screen changes, not on every keystroke.
 */
export function PadScreen({ timeFormat }: { timeFormat?: TimeFormat }) {
  const navigated = useNavStore((state) => state.navigated);
  const ready = usePadStore((state) => state.meta !== null);
  const loadError = usePadStore((state) => state.loadError);
  const load = usePadStore((state) => state.load);
  const watch = usePadStore((state) => state.watch);
  const loadCatalogue = usePadStore((state) => state.loadCatalogue);
  const flush = usePadStore((state) => state.flush);
  const finalize = usePadStore((state) => state.finalize);

  useEffect(() => {
    void load();
    void loadCatalogue();
  }, [load, loadCatalogue]);
  useEffect(() => watch(), [watch]);
  // Leaving the screen, hiding the window or unloading the page saves what is pending now.
  useEffect(() => {
    const onHidden = () => {
      if (document.visibilityState === 'hidden') void flush();
    };
    const onPageHide = () => void flush();
    document.addEventListener('visibilitychange', onHidden);
    window.addEventListener('pagehide', onPageHide);
    return () => {
      document.removeEventListener('visibilitychange', onHidden);
      window.removeEventListener('pagehide', onPageHide);
      void flush();
    };
  }, [flush]);
  const finalizeNow = useCallback(() => {
    if (usePadStore.getState().meta?.canEdit) void finalize();
  }, [finalize]);
  usePadShortcuts(finalizeNow);

  return (
    <div className="screen pad-screen">
      <ScreenHeading focusOnMount={navigated}>Prescription pad</ScreenHeading>
      {loadError && !ready ? (
        <ErrorAlert>
          <p>The pad could not be opened: {loadError.message}</p>
          <button type="button" className="button" onClick={() => void load()}>
            Try again
          </button>
        </ErrorAlert>
      ) : null}
      {ready ? (
        <>
          <PadStatus timeFormat={timeFormat} />
          <TranscriptBesidePad />
          <div className="pad-sections">
            <FindingSection kind="symptom" />
            <FindingSection kind="diagnosis" />
            <FindingSection kind="examination" />
            <ProcedureSection />
            <VitalsGrid />
          </div>
          <PadShortcuts />
          <PadActionBar timeFormat={timeFormat} />
        </>
      ) : loadError ? null : (
        <p role="status">Opening the pad…</p>
      )}
    </div>
  );
}
