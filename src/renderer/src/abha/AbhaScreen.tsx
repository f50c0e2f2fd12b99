import { useAbhaStore } from '../stores/abhaStore';
import { useAppStore } from '../stores/appStore';
import { useNavStore } from '../stores/navStore';
import { AbhaView } from './AbhaView';

/** Wires the ABHA view to its store (and through it to `window.companion`). */
export function AbhaScreen() {
  const connection = useAppStore((state) => state.connection);
  const sent = useAbhaStore((state) => state.sent);
  const start = useAbhaStore((state) => state.start);
  const navigated = useNavStore((state) => state.navigated);
  return <AbhaView connection={connection} sent={sent} focusHeading={navigated} onSend={start} />;
}
