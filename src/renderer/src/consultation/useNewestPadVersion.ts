import { useEffect, useState } from 'react';
import { companion } from '../companion';

/** Longer than any real chain of amendments: a guard, not a limit anyone meets. */
const MAX_VERSIONS = 50;

/**
 * The pad a consultation shows: its own, or the newest amendment of it (pad:amend). Followed
 * again whenever the consultation's first pad changes (an amendment announces it).
 */
export function useNewestPadVersion(padId: string): string {
  const [newest, setNewest] = useState<{ of: string; id: string }>({ of: padId, id: padId });

  useEffect(() => {
    if (padId === '') return;
    let live = true;
    async function follow(): Promise<void> {
      let id = padId;
      for (let step = 0; step < MAX_VERSIONS; step += 1) {
        const read = await companion().getPad({ id });
        const next = read.ok ? read.value.versionLink?.amendedBy : undefined;
        if (next === undefined) break;
        id = next;
      }
      if (live) setNewest({ of: padId, id });
    }
    void follow();
    const stop = companion().onPadChanged(({ id }) => {
      if (id === padId) void follow();
    });
    return () => {
      live = false;
      stop();
    };
  }, [padId]);

  return newest.of === padId ? newest.id : padId;
}
