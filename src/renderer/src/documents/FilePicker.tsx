import { useId, useRef, useState, type DragEvent, type Ref } from 'react';
import {
  formatBytes,
  MAX_DOCUMENT_BYTES,
  type DocumentDestination,
} from '../../../shared/documents';
import { MAX_RECORD_IMAGE_BYTES, MAX_RECORD_PDF_BYTES } from '../../../shared/records';

interface FilePickerProps {
  /** The visible button, so the form can return focus to it. */
  buttonRef?: Ref<HTMLButtonElement>;
  /** Where the files go, which sets what they may be. */
  destination: DocumentDestination;
  onFiles: (files: File[]) => void;
}

/** Whether a drag carries files (not text or a link dragged from elsewhere). */
function carriesFiles(event: DragEvent<HTMLElement>): boolean {
  return Array.from(event.dataTransfer?.types ?? []).includes('Files');
}

/**
 * Picks files two ways: the "Choose files…" button, which opens the system's file dialog through a
 * hidden file input, and a drop zone around it. The input is labelled (for assistive technology
 * and test drivers) but out of the tab order: the button is the one keyboard stop, as a visible
 * control with a visible focus ring.
 */
export function FilePicker({ buttonRef, destination, onFiles }: FilePickerProps) {
  const inputId = useId();
  const hintId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  // dragenter and dragleave fire for every child crossed; the zone is left when they balance out.
  const depth = useRef(0);

  const take = (list: FileList | null | undefined) => {
    const files = Array.from(list ?? []);
    if (files.length > 0) onFiles(files);
  };

  return (
    <div
      className={`drop-zone${dragging ? ' drop-zone--active' : ''}`}
      onDragEnter={(event) => {
        if (!carriesFiles(event)) return;
        event.preventDefault();
        depth.current += 1;
        setDragging(true);
      }}
      onDragOver={(event) => {
        if (!carriesFiles(event)) return;
        // Without this the drop does not happen here, and the window would open the file instead.
        event.preventDefault();
        event.dataTransfer.dropEffect = 'copy';
      }}
      onDragLeave={() => {
        depth.current = Math.max(0, depth.current - 1);
        if (depth.current === 0) setDragging(false);
      }}
      onDrop={(event) => {
        event.preventDefault();
        depth.current = 0;
        setDragging(false);
        take(event.dataTransfer?.files);
      }}
    >
      <label htmlFor={inputId} className="visually-hidden">
        Files to upload
      </label>
      <input
        ref={inputRef}
        id={inputId}
        className="visually-hidden"
        type="file"
        multiple
        {...(destination === 'record' ? { accept: 'application/pdf,image/jpeg,image/png' } : {})}
        tabIndex={-1}
        aria-describedby={hintId}
        onChange={(event) => {
          take(event.target.files);
          // Cleared, so picking the same file again (after removing it) is a change too.
          event.target.value = '';
        }}
      />
      <div className="drop-zone__row">
        <button
          ref={buttonRef}
          type="button"
          className="button"
          aria-describedby={hintId}
          onClick={() => inputRef.current?.click()}
        >
          Choose files…
        </button>
        <span className="drop-zone__or">
          {dragging ? 'Release to add the files' : 'or drop files here'}
        </span>
      </div>
      <p id={hintId} className="hint">
        {destination === 'record'
          ? `PDF files up to ${formatBytes(MAX_RECORD_PDF_BYTES)}, JPEG and PNG images up to ${formatBytes(MAX_RECORD_IMAGE_BYTES)}.`
          : `Any file up to ${formatBytes(MAX_DOCUMENT_BYTES)}.`}{' '}
        Files are saved on this computer first and upload in the background, so they are not lost if
        the connection drops.
      </p>
    </div>
  );
}
