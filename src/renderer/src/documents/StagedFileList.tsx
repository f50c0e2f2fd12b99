import { useId, type Ref } from 'react';
import { formatBytes } from '../../../shared/documents';
import { BusyButton } from '../frame/BusyButton';
import { Icon } from '../frame/Icon';
import type { StagedFile } from '../stores/documentsStore';

interface StagedFileListProps {
  /** With the reason a file cannot go where the form sends it, when it cannot. */
  staged: readonly (StagedFile & { problem?: string })[];
  /** The file being handed to the core now, if any. */
  sendingKey: number | null;
  /** The list's container, where focus goes after a row is removed. */
  listRef?: Ref<HTMLDivElement>;
  onRemove: (entry: StagedFile) => void;
}

/**
 * The files picked and not saved yet. A file that cannot be sent says why, in words with an icon,
 * and is left out of the upload; a file the core did not take keeps its reason beside it.
 */
export function StagedFileList({ staged, sendingKey, listRef, onRemove }: StagedFileListProps) {
  const titleId = useId();
  return (
    <div ref={listRef} tabIndex={-1} className="focus-region staged">
      <h3 id={titleId}>Ready to upload ({staged.length})</h3>
      <ul className="row-list" aria-labelledby={titleId}>
        {staged.map((entry) => {
          const sending = entry.key === sendingKey;
          return (
            <li
              key={entry.key}
              className={`list-row staged-file${entry.problem || entry.error ? ' staged-file--problem' : ''}`}
            >
              <span className="list-row__title staged-file__name">
                {entry.file.name || '(no name)'}
              </span>
              <span className="staged-file__size">{formatBytes(entry.file.size)}</span>
              {sending ? (
                <span className="staged-file__note">
                  <Icon name="syncing" />
                  Saving…
                </span>
              ) : null}
              {entry.problem ? (
                <span className="staged-file__note staged-file__note--problem">
                  <Icon name="rejected" />
                  <span>Cannot be uploaded: {entry.problem}</span>
                </span>
              ) : null}
              {entry.error && !sending ? (
                <span className="staged-file__note staged-file__note--problem">
                  <Icon name="error" />
                  <span>Not saved: {entry.error}</span>
                </span>
              ) : null}
              <BusyButton
                busy={sending}
                className="button button--small staged-file__remove"
                onClick={() => onRemove(entry)}
              >
                Remove<span className="visually-hidden"> {entry.file.name}</span>
              </BusyButton>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
