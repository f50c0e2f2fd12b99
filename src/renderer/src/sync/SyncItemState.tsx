import type { SyncItemState as State } from '../../../shared/sync';
import { Icon, type IconName } from '../frame/Icon';

const PRESENTATION: Record<State, { label: string; icon: IconName }> = {
  waiting: { label: 'Waiting to be sent', icon: 'waiting' },
  sending: { label: 'Being sent', icon: 'syncing' },
  rejected: { label: 'Rejected by the platform', icon: 'rejected' },
  dead: { label: 'Cannot be sent', icon: 'error' },
};

/** A change's state in words with its icon, never by colour alone (WCAG 1.4.1). */
export function SyncItemState({ state }: { state: State }) {
  const { label, icon } = PRESENTATION[state];
  return (
    <span className={`state-label state-label--${state} sync-state`}>
      <Icon name={icon} />
      {label}
    </span>
  );
}
