/** Recordings sent to the platform's transcription. */
export const RECORDINGS_METHODS = {
  'recording:get-settings': 'getRecordingSettings',
  'recording:save-settings': 'saveRecordingSettings',
  'recording:catalogue': 'getRecordingCatalogue',
  'recording:start': 'startRecording',
  'recording:save-chunk': 'saveRecordingChunk',
  'recording:stop': 'stopRecording',
  'recording:list': 'listRecordings',
  'recording:get': 'getRecording',
  'recording:platform-details': 'getRecordingPlatformDetails',
  'recording:retry': 'retryRecording',
  'recording:cancel': 'cancelRecording',
} as const;

export const RECORDINGS_EVENTS = {
  'recording:status': 'onRecordingStatus',
} as const;
