import { useCallback, useEffect } from 'react';
import type { TimeFormat } from '../lib/time';
import { AdviceSection } from '../pad/AdviceSection';
import { FindingSection } from '../pad/FindingSection';
import { FollowUpSection } from '../pad/FollowUpSection';
import { InvestigationSection } from '../pad/InvestigationSection';
import { MedicineSection } from '../pad/MedicineSection';
import { NotesSection } from '../pad/NotesSection';
import { PadActionBar } from '../pad/PadActionBar';
import { PadShortcuts } from '../pad/PadShortcuts';
import { PadStatus } from '../pad/PadStatus';
import { PregnancyMark } from '../pad/PregnancyMark';
import { ProcedureSection } from '../pad/ProcedureSection';
import { usePadShortcuts } from '../pad/usePadShortcuts';
import { useCheckPatient } from '../pad/useCheckPatient';
import { VitalsGrid } from '../pad/VitalsGrid';
import type { PadPatient } from '../../../shared/pad/vitals-flags';
import { useConsultationStore } from '../stores/consultationStore';
import { usePadStore } from '../stores/padStore';
import '../pad/PadView.css';
import { RetryAlert } from '../frame/RetryAlert';

/**
 * The consultation's own pad: opened by its id, never another's. Rows bind to the store
 * themselves, so this renders again only when the pad on screen changes.
 */
export function ConsultationPad({
  padId,
  firstPadId = padId,
  patient,
  timeFormat,
}: {
  padId: string;
  /** The consultation's own pad when `padId` is an amendment of it (its newest version). */
  firstPadId?: string;
  /** Whose pad: flags use the patient's sex and age where the ranges differ. */
  patient: PadPatient;
  timeFormat?: TimeFormat;
}) {
  const shownId = usePadStore((state) => state.meta?.id);
  const loadError = usePadStore((state) => state.loadError);
  const watch = usePadStore((state) => state.watch);
  const loadCatalogue = usePadStore((state) => state.loadCatalogue);
  const flush = usePadStore((state) => state.flush);
  const finalize = usePadStore((state) => state.finalize);
  const open = usePadStore((state) => state.open);

  useEffect(() => {
    void open(padId);
    void loadCatalogue();
  }, [open, padId, loadCatalogue]);
  useEffect(() => watch(), [watch]);
  // The prescribing checks read the consultation's patient: age, sex and allergies.
  const checked = useConsultationStore((state) =>
    state.current?.padId === firstPadId ? state.current.patient : undefined,
  );
  useCheckPatient(checked?.id, checked ?? null);
  useEffect(() => {
    usePadStore.getState().setPatient(patient);
    return () => usePadStore.getState().setPatient(null);
  }, [patient]);
  // Leaving the consultation, hiding the window or unloading the page saves what is pending now.
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

  const ready = shownId === padId;
  return (
    <section className="pad-screen" aria-labelledby="consultation-pad-title">
      <h2 id="consultation-pad-title">Prescription pad</h2>
      {loadError && !ready ? (
        <RetryAlert onRetry={() => void open(padId)}>
          The pad could not be opened: {loadError.message}
        </RetryAlert>
      ) : null}
      {ready ? (
        <>
          <PadStatus timeFormat={timeFormat} />
          <div className="pad-sections">
            <FindingSection kind="symptom" />
            <FindingSection kind="diagnosis" />
            <FindingSection kind="examination" />
            <ProcedureSection />
            <VitalsGrid />
            <PregnancyMark />
            <MedicineSection />
            <InvestigationSection />
            <AdviceSection />
            <NotesSection />
            <FollowUpSection />
          </div>
          <PadShortcuts />
          <PadActionBar timeFormat={timeFormat} />
        </>
      ) : loadError ? null : (
        <p role="status">Opening the pad…</p>
      )}
    </section>
  );
}
