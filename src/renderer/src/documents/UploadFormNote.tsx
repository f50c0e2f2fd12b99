import { DOCUMENT_UPLOAD_FORM_LABELS } from '../../../shared/documents';
import { type DocumentSettingsView } from '../../../shared/documents-view';
import { Icon } from '../frame/Icon';

interface UploadFormNoteProps {
  settings: DocumentSettingsView;
  onOpenSettings: () => void;
}

/**
 * How new uploads travel, chosen in Clinic setup, and a warning when that choice cannot work yet: the
 * encrypted form without the account's JWE key would leave every upload unsent.
 */
export function UploadFormNote({ settings, onOpenSettings }: UploadFormNoteProps) {
  const blocked = settings.uploadForm === 'jwe' && !settings.jweReady;
  return (
    <>
      <p className="hint upload-form-note">
        New uploads are sent as:{' '}
        <strong>{DOCUMENT_UPLOAD_FORM_LABELS[settings.uploadForm].label}</strong>. Change this under
        Document uploads in Clinic setup.
      </p>
      {blocked ? (
        <div className="banner banner--warning">
          <Icon name="warning" />
          <div className="banner__body">
            <p>
              <strong>Encrypted uploads need the account’s JWE key, and none is set.</strong> Files
              cannot be uploaded until the key is entered in Clinic setup, or plain uploads are
              chosen there.
            </p>
            <button type="button" className="button" onClick={onOpenSettings}>
              Open Clinic setup
            </button>
          </div>
        </div>
      ) : null}
    </>
  );
}
