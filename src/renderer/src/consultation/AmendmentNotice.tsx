import { useEffect, useState } from 'react';
import type { PadVersionLink } from '../../../shared/pad-view';
import { companion } from '../companion';

/**
 * Above the pad when it is an amendment: which version it is, and that the one on the patient's
 * record stays as it was until this one is finalized and sent.
 */
export function AmendmentNotice({ padId }: { padId: string }) {
  const [link, setLink] = useState<PadVersionLink | null>(null);
  useEffect(() => {
    let live = true;
    const read = async () => {
      const result = await companion().getPad({ id: padId });
      if (live) setLink(result.ok ? (result.value.versionLink ?? null) : null);
    };
    void read();
    const stop = companion().onPadChanged(({ id }) => {
      if (id === padId) void read();
    });
    return () => {
      live = false;
      stop();
    };
  }, [padId]);
  if (link?.amends === undefined) return null;
  return (
    <p className="notice amendment-notice">
      Amendment: version {link.version} of this visit’s prescription. Version {link.version - 1}{' '}
      stays on the patient’s record as it is; this one is printed “Amended” with the time it is
      finalized.
    </p>
  );
}
