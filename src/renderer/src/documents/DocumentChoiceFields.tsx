import {
  DOCUMENT_DESTINATION_LABELS,
  DOCUMENT_DESTINATIONS,
  DOCUMENT_TASK_LABELS,
  DOCUMENT_TASKS,
  PARSED_DOCUMENT_TYPE,
  type DocumentDestination,
  type DocumentTask,
} from '../../../shared/documents';
import {
  RECORD_DOCUMENT_TYPE_LABELS,
  RECORD_DOCUMENT_TYPES,
  type RecordDocumentType,
} from '../../../shared/records';
import { FieldError } from '../frame/FieldError';
import { RadioGroup, type RadioChoice } from '../frame/RadioGroup';

/** What the person chose: the type in words, and for a lab report whether the platform reads it. */
export interface DocumentChoice {
  /** Empty until a type is chosen: there is no default, so nothing is filed under a guess. */
  documentType: RecordDocumentType | '';
  /** Only asked for a lab report; every other type goes to the patient's record. */
  readByPlatform: boolean;
  task: DocumentTask;
}

export const EMPTY_CHOICE: DocumentChoice = {
  documentType: '',
  readByPlatform: false,
  task: 'smart',
};

/** Where a choice sends the document: the record, unless a lab report is to be read. */
export function destinationOf(choice: DocumentChoice): DocumentDestination {
  return choice.documentType === PARSED_DOCUMENT_TYPE && choice.readByPlatform ? 'parse' : 'record';
}

const DESTINATION_CHOICES: readonly RadioChoice<DocumentDestination>[] = DOCUMENT_DESTINATIONS.map(
  (destination) => ({ value: destination, ...DOCUMENT_DESTINATION_LABELS[destination] }),
);
const TASK_CHOICES: readonly RadioChoice<DocumentTask>[] = DOCUMENT_TASKS.map((task) => ({
  value: task,
  ...DOCUMENT_TASK_LABELS[task],
}));

export type ChoiceField = 'documentType' | 'destination' | 'task';

interface DocumentChoiceFieldsProps {
  /** The element id of each field, so a form can move focus to the one to fix. */
  idOf: (field: ChoiceField) => string;
  choice: DocumentChoice;
  onChange: (choice: DocumentChoice) => void;
  errors: Partial<Record<ChoiceField, string>>;
}

/**
 * The document's type as a choice in words (the platform's codes: never free text), and for a lab
 * report whether it is kept on the patient's record or read by the platform, with what to read.
 */
export function DocumentChoiceFields({
  idOf,
  choice,
  onChange,
  errors,
}: DocumentChoiceFieldsProps) {
  const typeId = idOf('documentType');
  const errorId = `${typeId}-error`;
  const hintId = `${typeId}-hint`;
  const labReport = choice.documentType === PARSED_DOCUMENT_TYPE;
  return (
    <>
      <div className="field">
        <label htmlFor={typeId}>Document type</label>
        <select
          id={typeId}
          className="select"
          value={choice.documentType}
          aria-invalid={errors.documentType ? true : undefined}
          aria-describedby={[hintId, errors.documentType ? errorId : ''].join(' ').trim()}
          onChange={(event) =>
            onChange({ ...choice, documentType: event.target.value as RecordDocumentType | '' })
          }
        >
          <option value="">Choose a type…</option>
          {RECORD_DOCUMENT_TYPES.map((type) => (
            <option key={type} value={type}>
              {RECORD_DOCUMENT_TYPE_LABELS[type]}
            </option>
          ))}
        </select>
        <p id={hintId} className="hint">
          Documents go to the patient’s health record on the platform. A lab report can instead be
          read by the platform.
        </p>
        <FieldError id={errorId} message={errors.documentType} />
      </div>
      {labReport ? (
        <RadioGroup
          id={idOf('destination')}
          legend="What should happen with the lab report?"
          choices={DESTINATION_CHOICES}
          value={choice.readByPlatform ? 'parse' : 'record'}
          onChange={(value) => onChange({ ...choice, readByPlatform: value === 'parse' })}
          error={errors.destination}
        />
      ) : null}
      {labReport && choice.readByPlatform ? (
        <RadioGroup
          id={idOf('task')}
          legend="What should the platform read?"
          choices={TASK_CHOICES}
          value={choice.task}
          onChange={(task) => onChange({ ...choice, task })}
          error={errors.task}
        />
      ) : null}
    </>
  );
}

/** The choice as the options both sides check (DocumentOptionsSchema): nothing empty is sent. */
export function choiceOptions(choice: DocumentChoice): {
  documentType?: RecordDocumentType;
  destination: DocumentDestination;
  task?: DocumentTask;
} {
  const destination = destinationOf(choice);
  return {
    ...(choice.documentType === '' ? {} : { documentType: choice.documentType }),
    destination,
    ...(destination === 'parse' ? { task: choice.task } : {}),
  };
}
