import { useState } from 'react';
import type { LocalDataNotice } from '../../../shared/local-data';
import { companion } from '../companion';
import { Icon } from '../frame/Icon';
import { useLoadResult } from '../frame/useLoadResult';

/**
 * What the core found about the data on this computer when it started, shown above every screen
 * (the first one included), not only in Settings: a keychain that cannot be used is an alert
 * (nothing can be saved until it is fixed, so it cannot be dismissed); a database restored from
 * a backup is a notice the doctor dismisses once read.
 */
export function LocalDataNotices() {
  const [notices, setNotices] = useState<LocalDataNotice[]>([]);
  const [dismissed, setDismissed] = useState<ReadonlySet<string>>(new Set());

  useLoadResult(
    () => companion().getLocalDataNotices({}),
    (result) => {
      if (result.ok) setNotices(result.value);
    },
  );

  const shown = notices.filter((notice) => !dismissed.has(notice.id));
  if (shown.length === 0) return null;
  return (
    <div className="local-data-notices">
      {shown.map((notice) => (
        <NoticeBanner
          key={notice.id}
          notice={notice}
          onDismiss={() => {
            setDismissed((set) => new Set(set).add(notice.id));
            // The core remembers it for this run, so a reload of the window does not show it again.
            void companion().dismissLocalDataNotice({ id: notice.id });
            // The button goes with its banner: focus lands on the screen below, not on nothing.
            document.querySelector<HTMLElement>('main h1')?.focus();
          }}
        />
      ))}
    </div>
  );
}

function NoticeBanner({ notice, onDismiss }: { notice: LocalDataNotice; onDismiss: () => void }) {
  const alert = notice.severity === 'alert';
  const titleId = `local-data-${notice.id}`;
  return (
    <section
      className={`banner ${alert ? 'banner--error' : 'banner--warning'}`}
      role={alert ? 'alert' : 'status'}
      aria-labelledby={titleId}
    >
      <Icon name={alert ? 'error' : 'warning'} />
      <div className="banner__body">
        <p>
          <strong id={titleId}>{notice.title}</strong>
        </p>
        <p>{notice.message}</p>
        {notice.steps.length > 0 ? (
          <ul>
            {notice.steps.map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ul>
        ) : null}
        {alert ? null : (
          <button type="button" className="button" onClick={onDismiss}>
            Dismiss
          </button>
        )}
      </div>
    </section>
  );
}
