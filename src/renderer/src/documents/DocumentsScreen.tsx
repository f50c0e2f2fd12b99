import { useEffect } from 'react';
import { useAppStore } from '../stores/appStore';
import { useDocumentsStore } from '../stores/documentsStore';
import { useNavStore } from '../stores/navStore';
import { useSyncStore } from '../stores/syncStore';
import { DocumentsView } from './DocumentsView';

/** Wires the Documents view to its store (and through it to `window.companion`). */
export function DocumentsScreen() {
  const connection = useAppStore((state) => state.connection);
  const documents = useDocumentsStore((state) => state.documents);
  const error = useDocumentsStore((state) => state.error);
  const loading = useDocumentsStore((state) => state.loading);
  const progress = useDocumentsStore((state) => state.progress);
  const settings = useDocumentsStore((state) => state.settings);
  const staged = useDocumentsStore((state) => state.staged);
  const uploading = useDocumentsStore((state) => state.uploading);
  const sendingKey = useDocumentsStore((state) => state.sendingKey);
  const watch = useDocumentsStore((state) => state.watch);
  const load = useDocumentsStore((state) => state.load);
  const loadSettings = useDocumentsStore((state) => state.loadSettings);
  const stage = useDocumentsStore((state) => state.stage);
  const unstage = useDocumentsStore((state) => state.unstage);
  const uploadStaged = useDocumentsStore((state) => state.uploadStaged);
  const retry = useDocumentsStore((state) => state.retry);
  const discard = useDocumentsStore((state) => state.discard);
  const pushed = useSyncStore((state) => state.pushed);
  const navigated = useNavStore((state) => state.navigated);
  const navigate = useNavStore((state) => state.navigate);

  useEffect(() => watch(), [watch]);
  useEffect(() => {
    void loadSettings();
  }, [loadSettings]);
  // On opening, and again whenever the core pushes a sync status: a push may mean an upload was
  // sent, refused or given up on, and the list must not lag behind the header's counts.
  useEffect(() => {
    void load();
  }, [pushed, load]);

  return (
    <DocumentsView
      connection={connection}
      documents={documents}
      error={error}
      loading={loading}
      progress={progress}
      settings={settings}
      staged={staged}
      uploading={uploading}
      sendingKey={sendingKey}
      focusHeading={navigated}
      onReload={() => void load()}
      onStage={stage}
      onUnstage={unstage}
      onUpload={uploadStaged}
      onRetry={retry}
      onDiscard={discard}
      onOpenSettings={() => navigate('clinic-setup')}
    />
  );
}
