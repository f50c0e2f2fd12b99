import { useEffect } from 'react';
import { AppFrame } from './frame/AppFrame';
import { CurrentScreen, prefetchScreensWhenIdle } from './frame/CurrentScreen';
import { useNextPatientKey } from './consultation/useNextPatientKey';
import { useConsultationStore } from './stores/consultationStore';
import { useScreenShortcuts } from './frame/useScreenShortcuts';
import { registerCloseFlush } from './lib/closeFlush';
import { reportUnsavedChanges } from './lib/reportUnsaved';
import { LocalDataNotices } from './local-data/LocalDataNotices';
import { recordingShortcut } from './lib/shortcuts';
import { RecordingIndicator } from './recording/RecordingIndicator';
import { useAppStore } from './stores/appStore';
import { useNavStore } from './stores/navStore';
import { usePadStore } from './stores/padStore';
import { useRecordingStore } from './stores/recordingStore';
import { useSyncStore } from './stores/syncStore';

/**
 * The container at the root: app info, the connection, the outbox's status, navigation and the
 * current screen.
 */
export function App() {
  const info = useAppStore((state) => state.info);
  const connection = useAppStore((state) => state.connection);
  const refreshInfo = useAppStore((state) => state.refreshInfo);
  const watchConnection = useAppStore((state) => state.watchConnection);
  const syncStatus = useSyncStore((state) => state.status);
  const watchSync = useSyncStore((state) => state.watch);
  const screen = useNavStore((state) => state.screen);
  const navigate = useNavStore((state) => state.navigate);

  useEffect(() => {
    void refreshInfo();
  }, [refreshInfo]);
  useEffect(() => watchConnection(), [watchConnection]);
  useEffect(() => watchSync(), [watchSync]);
  useEffect(() => useConsultationStore.getState().watch(), []);
  // Registered for the app's whole life: closing the window first saves the pad's last keystrokes
  // (the shell waits for this answer, so it must always be there).
  useEffect(() => registerCloseFlush(() => usePadStore.getState().flush()), []);
  // The shell holds an OS shutdown only while the pad has edits not yet saved (or a recording runs).
  useEffect(
    () =>
      reportUnsavedChanges(
        () => usePadStore.getState().saveState !== 'saved',
        (listener) => usePadStore.subscribe(listener),
      ),
    [],
  );
  // The other screens' chunks are fetched once Today has painted and the page is idle.
  useEffect(() => prefetchScreensWhenIdle(), []);
  useScreenShortcuts(navigate);
  useNextPatientKey();
  // The recorder lives for the app's whole life: recording goes on whatever screen is open.
  useEffect(() => useRecordingStore.getState().watch(), []);
  useEffect(() => registerCloseFlush(() => useRecordingStore.getState().flushForClose()), []);
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const action = recordingShortcut(event);
      if (action === null) return;
      event.preventDefault();
      const store = useRecordingStore.getState();
      void (action === 'toggle' ? store.toggle() : store.stop());
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);

  return (
    <AppFrame
      info={info}
      connection={connection}
      sync={syncStatus}
      screen={screen}
      onNavigate={navigate}
      headerExtra={<RecordingIndicator onOpen={() => navigate('recording')} />}
    >
      <LocalDataNotices />
      {/* Keyed so every navigation mounts the screen afresh and its heading can take focus. */}
      <CurrentScreen key={screen} screen={screen} />
    </AppFrame>
  );
}
