import { useEffect } from 'react';
import { isNextPatientShortcut } from '../lib/shortcuts';
import { useNavStore } from '../stores/navStore';
import { NEXT_PATIENT_ID } from './NextPatientOffer';

/**
 * Alt+N from anywhere: Today, with focus on "Next patient: <name>" (Enter starts that visit), or
 * on the queue's heading when nobody is waiting. It only moves focus: starting a visit stays a
 * deliberate press.
 */
export function useNextPatientKey(): void {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isNextPatientShortcut(event)) return;
      event.preventDefault();
      const nav = useNavStore.getState();
      // Arriving at Today puts focus on the offer (useArrivalFocus).
      if (nav.screen !== 'today') return nav.navigate('today');
      (document.getElementById(NEXT_PATIENT_ID) ?? document.getElementById('queue-title'))?.focus();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);
}
