import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import {
  documentFileProblem,
  DocumentOptionsSchema,
  type DocumentOptions,
} from '../../../shared/documents';
import { type DocumentSettingsView } from '../../../shared/documents-view';
import { ErrorAlert } from '../frame/ErrorAlert';
import { useFieldErrors } from '../frame/useFieldErrors';
import { filesText, notSavedText } from '../lib/documentText';
import { issuesToFieldErrors } from '../lib/fieldErrors';
import { TextField } from '../settings/TextField';
import type { StagedFile, UploadBatchOutcome } from '../stores/documentsStore';
import {
  choiceOptions,
  destinationOf,
  DocumentChoiceFields,
  EMPTY_CHOICE,
  type DocumentChoice,
} from './DocumentChoiceFields';
import { FilePicker } from './FilePicker';
import { StagedFileList } from './StagedFileList';
import { UploadFormNote } from './UploadFormNote';

interface UploadFormProps {
  staged: readonly StagedFile[];
  sendingKey: number | null;
  uploading: boolean;
  /** How lab reports for the platform to read travel; null while unknown (nothing said then). */
  settings: DocumentSettingsView | null;
  onOpenSettings: () => void;
  onStage: (files: File[]) => void;
  onUnstage: (key: number) => void;
  onUpload: (options: DocumentOptions) => Promise<UploadBatchOutcome>;
  /** Says something through the screen's live announcer. */
  onAnnounce: (text: string) => void;
  /** Says what became of an upload batch (the view words it for the connection). */
  onUploaded: (outcome: UploadBatchOutcome) => void;
}

type FieldName = 'documentType' | 'destination' | 'task' | 'patientId';
const FIELD_ORDER: readonly FieldName[] = ['documentType', 'destination', 'task', 'patientId'];

/** "Added 2 files. 1 cannot be uploaded: see Ready to upload." */
function stagedText(files: readonly File[], problems: number): string {
  const added = `Added ${filesText(files.length)} to Ready to upload.`;
  if (problems === 0) return added;
  const cannot = problems === 1 ? '1 of them cannot be uploaded' : `${problems} cannot be uploaded`;
  return `${added} ${cannot}; the reason is beside the file.`;
}

/** Why a picked file cannot go where the choice sends it (its kind and size, its name). */
const problemOf = (file: File, choice: DocumentChoice): string | undefined =>
  documentFileProblem(
    { name: file.name, size: file.size, mediaType: file.type },
    destinationOf(choice),
  );

/**
 * The document's type (in words), where it goes, the patient, the file picker and the files ready
 * to go. The options are checked with the core's own schema before anything is read or sent; a
 * mistake is shown on its field, and nothing chosen or picked is lost.
 */
export function UploadForm(props: UploadFormProps) {
  const { staged, sendingKey, uploading } = props;
  const baseId = useId();
  const id = (field: FieldName) => `${baseId}-${field}`;
  const [choice, setChoice] = useState<DocumentChoice>(EMPTY_CHOICE);
  const [patientId, setPatientId] = useState('');
  const { errors, setErrors, showErrors } = useFieldErrors(FIELD_ORDER, id);
  /** What the last upload left behind, said as an error beside the list. */
  const [left, setLeft] = useState({ failed: 0, untried: 0 });
  const chooseRef = useRef<HTMLButtonElement>(null);
  const stagedRef = useRef<HTMLDivElement>(null);
  // Bumped when the row or button that had focus is going; focus moves once the list re-rendered.
  const [focusRequest, setFocusRequest] = useState(0);

  const destination = destinationOf(choice);
  const shown: (StagedFile & { problem?: string })[] = staged.map((entry) => {
    const problem = problemOf(entry.file, choice);
    return problem ? { ...entry, problem } : entry;
  });
  const sendable = shown.filter((entry) => entry.problem === undefined).length;

  useEffect(() => {
    if (focusRequest === 0) return;
    // The list while files remain in it, else the button that adds more.
    (stagedRef.current ?? chooseRef.current)?.focus();
  }, [focusRequest]);

  const stage = (files: File[]) => {
    props.onStage(files);
    const problems = files.filter((file) => problemOf(file, choice) !== undefined).length;
    props.onAnnounce(stagedText(files, problems));
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (uploading || sendable === 0) return;
    const parsed = DocumentOptionsSchema.safeParse({
      ...choiceOptions(choice),
      ...(patientId.trim() === '' ? {} : { patientId }),
    });
    if (!parsed.success) {
      showErrors(issuesToFieldErrors(parsed.error.issues));
      return;
    }
    setErrors({});
    setLeft({ failed: 0, untried: 0 });
    const outcome = await props.onUpload(parsed.data);
    props.onUploaded(outcome);
    setLeft({ failed: outcome.failed, untried: outcome.untried });
    if (Object.keys(outcome.fields).length > 0) {
      showErrors(outcome.fields);
      return;
    }
    if (outcome.failed === 0 && outcome.saved > 0) {
      // Everything went: the next files are likely for another patient, so nothing carries over.
      setChoice(EMPTY_CHOICE);
      setPatientId('');
    }
    setFocusRequest((count) => count + 1);
  };

  return (
    <form className="form-stack upload-form" noValidate onSubmit={(event) => void submit(event)}>
      <DocumentChoiceFields
        idOf={id}
        choice={choice}
        onChange={setChoice}
        errors={{
          ...(errors.documentType ? { documentType: errors.documentType } : {}),
          ...(errors.destination ? { destination: errors.destination } : {}),
          ...(errors.task ? { task: errors.task } : {}),
        }}
      />
      {destination === 'parse' && props.settings ? (
        <UploadFormNote settings={props.settings} onOpenSettings={props.onOpenSettings} />
      ) : null}
      <TextField
        id={id('patientId')}
        label={destination === 'parse' ? 'Patient id (optional)' : 'Patient id'}
        value={patientId}
        onChange={setPatientId}
        error={errors.patientId}
        hint={
          destination === 'parse'
            ? 'The platform’s id for the patient, to file what it reads under. It stays on this computer until the upload.'
            : 'The platform’s id for the patient whose record the documents go to (a document added in a consultation goes to its patient). It stays on this computer until the upload.'
        }
      />

      <FilePicker buttonRef={chooseRef} destination={destination} onFiles={stage} />

      {left.failed > 0 && staged.some((entry) => entry.error !== undefined) ? (
        <ErrorAlert>
          <p>{notSavedText(left.failed, left.untried)}</p>
        </ErrorAlert>
      ) : null}
      {staged.length > 0 ? (
        <StagedFileList
          staged={shown}
          sendingKey={sendingKey}
          listRef={stagedRef}
          onRemove={(entry) => {
            props.onUnstage(entry.key);
            props.onAnnounce(`Removed ${entry.file.name}`);
            setFocusRequest((count) => count + 1);
          }}
        />
      ) : null}

      {sendable > 0 ? (
        <div className="form-actions">
          {/* aria-disabled, not disabled: the button keeps focus and its name while files go. */}
          <button type="submit" className="button button--primary" aria-disabled={uploading}>
            Upload {filesText(sendable)}
          </button>
        </div>
      ) : null}
    </form>
  );
}
