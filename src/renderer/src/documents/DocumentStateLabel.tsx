import type { DocumentProgress, DocumentState, DocumentView } from '../../../shared/documents-view';
import { Icon, type IconName } from '../frame/Icon';
import { documentStateText } from '../lib/documentText';

const ICONS: Record<DocumentState, IconName> = {
  waiting: 'waiting',
  uploading: 'syncing',
  uploaded: 'sent',
  rejected: 'rejected',
  dead: 'error',
  discarded: 'discarded',
};

/** An upload's state in words with its icon, never by colour alone (WCAG 1.4.1). */
export function DocumentStateLabel({
  document,
  progress,
}: {
  document: DocumentView;
  progress: DocumentProgress | undefined;
}) {
  return (
    <span className={`state-label state-label--${document.state} document-state`}>
      <Icon name={ICONS[document.state]} />
      <span>{documentStateText(document, progress)}</span>
    </span>
  );
}
