import type { SyncItemState } from '../../../shared/sync';
import type { PendingWebhookChange } from '../../../shared/webhook';
import { Icon, type IconName } from '../frame/Icon';

const ICONS: Record<SyncItemState, IconName> = {
  waiting: 'waiting',
  sending: 'syncing',
  rejected: 'rejected',
  dead: 'error',
};

const WORDS: Record<PendingWebhookChange['kind'], Record<SyncItemState, string>> = {
  register: {
    waiting: 'Waiting to sync',
    sending: 'Being sent',
    rejected: 'Rejected',
    dead: 'Not sent',
  },
  delete: {
    waiting: 'Deletion waiting to sync',
    sending: 'Deletion being sent',
    rejected: 'Deletion rejected',
    dead: 'Deletion not sent',
  },
};

/**
 * A webhook change's sync state, as words with an icon (never colour alone). A change that will
 * not go by itself carries the reason, which the person needs to decide what to do.
 */
export function PendingChangeState({ change }: { change: PendingWebhookChange }) {
  const words = WORDS[change.kind][change.state];
  const stuck = change.state === 'rejected' || change.state === 'dead';
  return (
    <span className={`state-label state-label--${change.state} pending-state`}>
      <Icon name={ICONS[change.state]} />
      <span>{stuck ? `${words}: ${change.message}` : words}</span>
    </span>
  );
}
