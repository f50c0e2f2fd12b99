import { useEffect, useState } from 'react';
import type { UpdateState } from '../../../shared/update';
import { companion } from '../companion';
import { BusyButton } from './BusyButton';

/**
 * "Restart to update", offered on the Today screen only: between consultations, never in the
 * middle of one. The restart saves everything first; the core refuses while a recording runs.
 */
export function UpdateBanner() {
  const [update, setUpdate] = useState<UpdateState>({ state: 'none' });
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState('');

  useEffect(() => {
    let live = true;
    const unsubscribe = companion().onUpdate((state) => setUpdate(state));
    void companion()
      .getUpdate({})
      .then((result) => {
        if (live && result.ok) setUpdate(result.value);
      });
    return () => {
      live = false;
      unsubscribe();
    };
  }, []);

  if (update.state !== 'ready') return null;

  async function restart(): Promise<void> {
    setBusy(true);
    const result = await companion().restartToUpdate({});
    setBusy(false);
    if (!result.ok) setRefusal(result.error.message);
  }

  return (
    <section className="card notice" aria-label="Update ready">
      <p>
        Version {update.version} of Clinic Companion is ready. Restarting takes a few seconds and
        keeps everything saved; anything not yet sent goes after the restart.
      </p>
      <BusyButton busy={busy} className="button" onClick={() => void restart()}>
        Restart to update
      </BusyButton>
      <p role="status">{refusal}</p>
    </section>
  );
}
