import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { DocumentView } from '../../../../src/shared/documents-view';
import {
  DocumentsView,
  type DocumentsViewProps,
} from '../../../../src/renderer/src/documents/DocumentsView';
import { UTC_EN, failResult, makeDocument, okResult } from '../fixtures';

const WAITING = makeDocument({ id: 'w', fileName: 'waiting.pdf', outboxId: 1 });
const UPLOADING = makeDocument({
  id: 'u',
  fileName: 'uploading.pdf',
  state: 'uploading',
  sizeBytes: 2_400_000,
  task: 'pii',
  form: 'multipart',
  outboxId: 2,
  progress: { id: 'u', sentBytes: 1_200_000, totalBytes: 2_400_000 },
});
const UPLOADED = makeDocument({
  id: 'd',
  fileName: 'done.pdf',
  state: 'uploaded',
  platformDocumentId: 'DOC-77',
  task: 'classification',
  documentType: 'lab_report',
  hasPatientId: true,
  outboxId: 3,
});
const REJECTED = makeDocument({
  id: 'r',
  fileName: 'refused.pdf',
  state: 'rejected',
  lastError: 'The file is not a readable PDF.',
  outboxId: 4,
});
const DEAD = makeDocument({
  id: 'x',
  fileName: 'stuck.pdf',
  state: 'dead',
  lastError: 'The platform answered 500 eight times.',
  outboxId: 5,
});
const DISCARDED = makeDocument({ id: 'g', fileName: 'gone.pdf', state: 'discarded', outboxId: 6 });

function renderView(overrides: Partial<DocumentsViewProps> = {}) {
  const props: DocumentsViewProps = {
    connection: { state: 'online', since: '2025-03-05T10:00:00Z' },
    documents: [WAITING, UPLOADING, UPLOADED, REJECTED, DEAD, DISCARDED],
    error: null,
    loading: false,
    progress: {},
    settings: { uploadForm: 'jwe', jweReady: true },
    staged: [],
    uploading: false,
    sendingKey: null,
    timeFormat: UTC_EN,
    onReload: vi.fn(),
    onStage: vi.fn(),
    onUnstage: vi.fn(),
    onUpload: vi.fn(() => Promise.resolve({ saved: 0, failed: 0, untried: 0, fields: {} })),
    onRetry: vi.fn(() => okResult<unknown>({})),
    onDiscard: vi.fn(() => okResult<unknown>({ id: 1 })),
    onOpenSettings: vi.fn(),
    ...overrides,
  };
  return { props, ...render(<DocumentsView {...props} />) };
}

const uploadsList = () => screen.getByRole('list', { name: 'Uploads' });
const row = (document: DocumentView) =>
  within(uploadsList())
    .getAllByRole('listitem')
    .find((item) => item.querySelector('.document-item__name')?.textContent === document.fileName)!;
/** A row's facts as "term: value" pairs. */
const facts = (document: DocumentView) =>
  Object.fromEntries(
    Array.from(row(document).querySelectorAll('dt')).map((term) => [
      term.textContent,
      term.nextElementSibling?.textContent,
    ]),
  );

describe('DocumentsView', () => {
  it('lists every upload with its state in words, size, task and form', () => {
    renderView();
    expect(within(uploadsList()).getAllByRole('listitem')).toHaveLength(6);
    expect(facts(WAITING)).toMatchObject({
      State: 'Waiting for the connection',
      Size: '812 KB',
      Task: 'Smart reading',
      Form: 'Encrypted',
      Saved: '5 Mar 2025, 10:00',
    });
    expect(facts(UPLOADING)).toMatchObject({
      State: 'Uploading 50%',
      Size: '2.4 MB',
      Task: 'Patient details',
      Form: 'Plain',
    });
    expect(facts(UPLOADED)).toMatchObject({
      State: 'Uploaded (DOC-77)',
      Task: 'Classification',
      // Typed in by an earlier version: shown as it was typed.
      'Document type': 'lab_report',
      'Goes to': 'The platform, to read it',
      'Patient id': 'Attached',
    });
    expect(facts(WAITING)['Document type']).toBe('Lab report');
    expect(facts(REJECTED).State).toBe('Refused: The file is not a readable PDF.');
    expect(facts(DEAD).State).toBe('Cannot be sent: The platform answered 500 eight times.');
    expect(facts(DISCARDED).State).toBe('Discarded');
    // The patient id itself is never shown: only that one is attached.
    expect(facts(WAITING)['Patient id']).toBeUndefined();
  });

  it('says each step of a document for the record in words, with no task or form', () => {
    const record = { destination: 'record', documentType: 'sc', hasPatientId: true } as const;
    const asking = makeDocument({
      ...record,
      id: 'a',
      fileName: 'asking.png',
      state: 'uploading',
      step: 'presigning',
      outboxId: 11,
    });
    const sending = makeDocument({
      ...record,
      id: 's',
      fileName: 'sending.png',
      state: 'uploading',
      step: 'uploading',
      outboxId: 12,
      progress: { id: 's', sentBytes: 30, totalBytes: 100 },
    });
    const placed = makeDocument({
      ...record,
      id: 'p',
      fileName: 'placed.pdf',
      state: 'uploaded',
      platformDocumentId: 'c9b0c7a4-0000-4000-8000-000000000001',
      outboxId: 13,
    });
    const forbidden = makeDocument({
      ...record,
      id: 'f',
      fileName: 'forbidden.pdf',
      state: 'rejected',
      lastError: 'This account may not write to patients’ records (the platform said: Forbidden).',
      outboxId: 14,
    });
    const waiting = makeDocument({
      ...record,
      id: 'w2',
      fileName: 'walk-in.pdf',
      hasPatientId: false,
      consultationId: 'c-1',
      waitingForPatient: true,
      outboxId: 15,
    });
    for (const document of [asking, sending, placed, forbidden, waiting]) {
      delete (document as { task?: unknown }).task;
      delete (document as { form?: unknown }).form;
    }
    renderView({ documents: [asking, sending, placed, forbidden, waiting] });
    expect(facts(asking)).toMatchObject({
      State: 'Asking the platform where to upload',
      'Document type': 'Scan',
      'Goes to': 'The patient’s record',
    });
    expect(facts(asking).Task).toBeUndefined();
    expect(facts(asking).Form).toBeUndefined();
    expect(facts(sending).State).toBe('Uploading 30%');
    expect(facts(placed).State).toBe('On the patient’s record');
    expect(facts(forbidden).State).toBe(
      'Refused: This account may not write to patients’ records (the platform said: Forbidden).',
    );
    expect(facts(waiting).State).toBe('Waiting for the patient to be created on the platform');
    expect(screen.getByRole('button', { name: 'Retry upload of forbidden.pdf' })).toBeTruthy();
  });

  it('shows each state with an icon as well as words, not by colour alone', () => {
    renderView();
    for (const document of [WAITING, UPLOADING, UPLOADED, REJECTED, DEAD, DISCARDED]) {
      const state = row(document).querySelector('.document-state');
      expect(state?.querySelector('svg[aria-hidden="true"]')).not.toBeNull();
      expect(state?.textContent).not.toBe('');
    }
  });

  it('shows a named progress bar while uploading, the latest event winning over the list', () => {
    renderView({ progress: { u: { id: 'u', sentBytes: 1_800_000, totalBytes: 2_400_000 } } });
    const bars = screen.getAllByRole<HTMLProgressElement>('progressbar');
    expect(bars).toHaveLength(1);
    const bar = screen.getByRole<HTMLProgressElement>('progressbar', {
      name: 'Upload of uploading.pdf',
    });
    expect(bar.value).toBe(1_800_000);
    expect(bar.max).toBe(2_400_000);
    expect(facts(UPLOADING).State).toBe('Uploading 75%');
  });

  it('shows progress for a waiting upload only when some is known', () => {
    const paused = makeDocument({
      id: 'p',
      fileName: 'paused.pdf',
      progress: { id: 'p', sentBytes: 100, totalBytes: 400 },
    });
    renderView({ documents: [WAITING, paused] });
    expect(screen.getAllByRole('progressbar')).toHaveLength(1);
    expect(
      screen.getByRole<HTMLProgressElement>('progressbar', { name: 'Upload of paused.pdf' }).value,
    ).toBe(100);
  });

  it('has an indeterminate bar while uploading with no figure yet', () => {
    renderView({ documents: [makeDocument({ state: 'uploading' })] });
    const bar = screen.getByRole('progressbar', { name: 'Upload of discharge-summary.pdf' });
    expect(bar.hasAttribute('value')).toBe(false);
    expect(screen.getByText('Uploading')).toBeTruthy();
  });

  it('offers Retry only on refused uploads, Discard on refused and stuck ones', () => {
    renderView();
    const retries = screen.getAllByRole('button', { name: /^Retry upload of/ });
    // A stuck upload's copy cannot be read on this computer: no attempt could send it.
    expect(retries.map((button) => button.textContent)).toEqual(['Retry upload of refused.pdf']);
    expect(screen.getAllByRole('button', { name: /^Discard upload of/ })).toHaveLength(2);
  });

  it('retries by outbox id and says so', async () => {
    const { props } = renderView();
    await userEvent
      .setup()
      .click(screen.getByRole('button', { name: 'Retry upload of refused.pdf' }));
    expect(props.onRetry).toHaveBeenCalledWith(4);
    expect(
      screen.getAllByRole('status').some((s) => s.textContent === 'Will try again: refused.pdf'),
    ).toBe(true);
  });

  it('shows why a retry failed', async () => {
    renderView({ onRetry: () => failResult('NOT_FOUND', 'The upload is gone.') });
    await userEvent
      .setup()
      .click(screen.getByRole('button', { name: 'Retry upload of refused.pdf' }));
    expect(screen.getByRole('alert').textContent).toBe(
      'The upload was not retried. The upload is gone.',
    );
  });

  it('keeps the dialog open with the reason when a discard fails, and returns focus on Keep', async () => {
    const user = userEvent.setup();
    const { props } = renderView({
      onDiscard: vi.fn(() => failResult('DATABASE_BUSY', 'The database is busy.')),
    });
    const opener = screen.getByRole('button', { name: 'Discard upload of refused.pdf' });
    await user.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'Discard upload' });
    // The platform's reason is quoted, so the person knows what they are throwing away.
    expect(dialog.textContent).toContain('The file is not a readable PDF.');
    await user.click(within(dialog).getByRole('button', { name: 'Discard' }));
    expect(props.onDiscard).toHaveBeenCalledWith(4);
    expect(within(dialog).getByRole('alert').textContent).toContain(
      'The upload was not discarded. The database is busy.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Keep' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('notes an upload saved for another account', () => {
    renderView({ documents: [makeDocument({ otherAccount: true })] });
    expect(screen.getByText(/^Saved for another platform account\./)).toBeTruthy();
  });

  it('says when there are no uploads yet', () => {
    renderView({ documents: [] });
    expect(screen.getByText(/^No documents yet\./)).toBeTruthy();
    expect(screen.queryByRole('list', { name: 'Uploads' })).toBeNull();
  });

  it('says it is loading before the first answer', () => {
    renderView({ documents: null });
    expect(screen.getByText('Loading uploads…').closest('[role="status"]')).not.toBeNull();
  });

  it('shows a load failure with a way to try again', async () => {
    const { props } = renderView({
      documents: null,
      error: { code: 'DATABASE_BUSY', message: 'The database is busy.' },
    });
    expect(screen.getByRole('alert').textContent).toContain(
      'The uploads could not be loaded. The database is busy.',
    );
    expect(screen.queryByText('Loading uploads…')).toBeNull();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(props.onReload).toHaveBeenCalledTimes(1);
  });

  it('keeps its headings in order', () => {
    renderView();
    const headings = screen
      .getAllByRole('heading')
      .map((heading) => `${heading.tagName} ${heading.textContent}`);
    expect(headings).toEqual(['H1 Documents', 'H2 Upload documents', 'H2 Uploads']);
  });
});
