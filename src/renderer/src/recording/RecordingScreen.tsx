import { useEffect, useState } from 'react';
import { ErrorAlert } from '../frame/ErrorAlert';
import { ScreenHeading } from '../frame/ScreenHeading';
import { useNavStore } from '../stores/navStore';
import { useConsultationStore } from '../stores/consultationStore';
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

  async function openConsultation(id: string): Promise<void> {
    const opened = await useConsultationStore.getState().open(id);
    if (!opened.ok) {
      setPadError(`Its consultation could not be opened: ${opened.error.message}`);
      return;
    }
    navigate('consultation');
  }

  return (
    <div className="screen recording-screen">
      <ScreenHeading focusOnMount={navigated}>Recordings</ScreenHeading>
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
          <SessionDetail onOpenConsultation={(id) => void openConsultation(id)} />
          <RecordingSettingsForm />
        </div>
      </div>
    </div>
  );
}
