import { useEffect, useState } from 'react';
import type { RecordingResultView } from '../../../shared/recording';
import { ErrorAlert } from '../frame/ErrorAlert';
import { ScreenHeading } from '../frame/ScreenHeading';
import { useNavStore } from '../stores/navStore';
import { usePadStore } from '../stores/padStore';
import { useRecordingStore } from '../stores/recordingStore';
import { RecorderPanel } from './RecorderPanel';
import { RecordingSettingsForm } from './RecordingSettingsForm';
import { SessionDetail } from './SessionDetail';
import { SessionList } from './SessionList';
import './RecordingView.css';

/**
 * Recording the consultation, and every recording with its transcript. The recorder itself lives
 * in the store, so leaving this screen does not stop it.
 */
export function RecordingScreen() {
  const navigated = useNavStore((s) => s.navigated);
  const navigate = useNavStore((s) => s.navigate);
  const loadSessions = useRecordingStore((s) => s.loadSessions);
  const refreshMicrophones = useRecordingStore((s) => s.refreshMicrophones);
  const [padError, setPadError] = useState<string | null>(null);

  useEffect(() => {
    void loadSessions();
    void refreshMicrophones();
  }, [loadSessions, refreshMicrophones]);

  async function startPad(result: RecordingResultView): Promise<void> {
    const started = await usePadStore.getState().startNew();
    if (!started.ok) {
      setPadError(`A new pad could not be started: ${started.error.message}`);
      return;
    }
    useRecordingStore.getState().showBesidePad(result);
    navigate('pad');
  }

  return (
    <div className="screen recording-screen">
      <ScreenHeading focusOnMount={navigated}>Recording</ScreenHeading>
      <p className="screen-intro">
        Audio is saved on this computer as it is recorded, sent to the platform for transcription
        when the connection allows, and the transcript is kept here.
      </p>
      <div className="recording-layout">
        <div className="recording-layout__main">
          <RecorderPanel />
          <SessionList />
        </div>
        <div className="recording-layout__side">
          {padError ? <ErrorAlert>{padError}</ErrorAlert> : null}
          <SessionDetail onStartPad={(result) => void startPad(result)} />
          <RecordingSettingsForm />
        </div>
      </div>
    </div>
  );
}
