import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import {
  DOCUMENT_TASK_LABELS,
  DOCUMENT_TASKS,
  documentFileProblem,
  DocumentOptionsSchema,
  type DocumentOptions,
  type DocumentTask,
} from '../../../shared/documents';
import { ErrorAlert } from '../frame/ErrorAlert';
import { RadioGroup, type RadioChoice } from '../frame/RadioGroup';
import { useFieldErrors } from '../frame/useFieldErrors';
import { filesText, notSavedText } from '../lib/documentText';
import { issuesToFieldErrors } from '../lib/fieldErrors';
import { TextField } from '../settings/TextField';
import type { StagedFile, UploadBatchOutcome } from '../stores/documentsStore';
import { FilePicker } from './FilePicker';
import { StagedFileList } from './StagedFileList';

interface UploadFormProps {
  staged: readonly StagedFile[];
  sendingKey: number | null;
  uploading: boolean;
  onStage: (files: File[]) => void;
  onUnstage: (key: number) => void;
  onUpload: (options: DocumentOptions) => Promise<UploadBatchOutcome>;
  /** Says something through the screen's live announcer. */
  onAnnounce: (text: string) => void;
  /** Says what became of an upload batch (the view words it for the connection). */
  onUploaded: (outcome: UploadBatchOutcome) => void;
}

const TASK_CHOICES: readonly RadioChoice<DocumentTask>[] = DOCUMENT_TASKS.map((task) => ({
  value: task,
  ...DOCUMENT_TASK_LABELS[task],
}));

type FieldName = 'task' | 'documentType' | 'patientId';
const FIELD_ORDER: readonly FieldName[] = ['task', 'documentType', 'patientId'];

/** "Added 2 files. 1 cannot be uploaded: see Ready to upload." */
function stagedText(files: readonly File[], problems: number): string {
  const added = `Added ${filesText(files.length)} to Ready to upload.`;
  if (problems === 0) return added;
  const cannot = problems === 1 ? '1 of them cannot be uploaded' : `${problems} cannot be uploaded`;
  return `${added} ${cannot}; the reason is beside the file.`;
}

/**
 * The upload options, the file picker and the files ready to go. The options are checked with the
 * core's own schema before anything is read or sent; a mistake is shown on its field, and nothing
 * typed or picked is lost. Empty optional fields are left out rather than sent empty.
 */
export function UploadForm(props: UploadFormProps) {
  const { staged, sendingKey, uploading } = props;
  const baseId = useId();
  const id = (field: FieldName) => `${baseId}-${field}`;
  const [task, setTask] = useState<DocumentTask>('smart');
  const [documentType, setDocumentType] = useState('');
  const [patientId, setPatientId] = useState('');
  const { errors, setErrors, showErrors } = useFieldErrors(FIELD_ORDER, id);
  /** What the last upload left behind, said as an error beside the list. */
  const [left, setLeft] = useState({ failed: 0, untried: 0 });
  const chooseRef = useRef<HTMLButtonElement>(null);
  const stagedRef = useRef<HTMLDivElement>(null);
  // Bumped when the row or button that had focus is going; focus moves once the list re-rendered.
  const [focusRequest, setFocusRequest] = useState(0);

  const sendable = staged.filter((entry) => entry.problem === undefined).length;

  useEffect(() => {
    if (focusRequest === 0) return;
    // The list while files remain in it, else the button that adds more.
    (stagedRef.current ?? chooseRef.current)?.focus();
  }, [focusRequest]);

  const stage = (files: File[]) => {
    props.onStage(files);
    const problems = files.filter((file) => documentFileProblem(file) !== undefined).length;
    props.onAnnounce(stagedText(files, problems));
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (uploading || sendable === 0) return;
    const parsed = DocumentOptionsSchema.safeParse({
      task,
      ...(documentType.trim() === '' ? {} : { documentType }),
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
      setDocumentType('');
      setPatientId('');
    }
    setFocusRequest((count) => count + 1);
  };

  return (
    <form className="form-stack upload-form" noValidate onSubmit={(event) => void submit(event)}>
      <RadioGroup
        id={id('task')}
        legend="What should the platform do?"
        choices={TASK_CHOICES}
        value={task}
        onChange={setTask}
        error={errors.task}
      />
      <TextField
        id={id('documentType')}
        label="Document type (optional)"
        value={documentType}
        onChange={setDocumentType}
        error={errors.documentType}
        hint="Letters, digits, “-” and “_”, for example lab_report, prescription or discharge_summary."
      />
      <TextField
        id={id('patientId')}
        label="Patient id (optional)"
        value={patientId}
        onChange={setPatientId}
        error={errors.patientId}
        hint="The platform’s id for the patient, to file the documents under. It stays on this computer until the upload."
      />

      <FilePicker buttonRef={chooseRef} onFiles={stage} />

      {left.failed > 0 && staged.some((entry) => entry.error !== undefined) ? (
        <ErrorAlert>
          <p>{notSavedText(left.failed, left.untried)}</p>
        </ErrorAlert>
      ) : null}
      {staged.length > 0 ? (
        <StagedFileList
          staged={staged}
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
