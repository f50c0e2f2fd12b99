import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { DocumentUploadInput } from '../../../../src/shared/documents';
import type { DocumentView } from '../../../../src/shared/documents-view';
import type { Result } from '../../../../src/shared/result';
import { DocumentsScreen } from '../../../../src/renderer/src/documents/DocumentsScreen';
import { useAppStore } from '../../../../src/renderer/src/stores/appStore';
import { useDocumentsStore } from '../../../../src/renderer/src/stores/documentsStore';
import { useNavStore } from '../../../../src/renderer/src/stores/navStore';
import { useSyncStore } from '../../../../src/renderer/src/stores/syncStore';
import {
  failResult,
  installFakeCompanion,
  makeDocument,
  makeSyncStatus,
  okResult,
} from '../fixtures';
import { makeFile, sizedFile } from './files';

function deferred<T>() {
  let resolve: (value: T) => void = () => undefined;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

const fileInput = () => screen.getByLabelText<HTMLInputElement>('Files to upload');
const stagedList = () => screen.getByRole('list', { name: /^Ready to upload/ });
const stagedNames = () =>
  within(stagedList())
    .getAllByRole('listitem')
    .map((row) => row.querySelector('.staged-file__name')?.textContent);
const stagedRow = (name: string) =>
  within(stagedList())
    .getAllByRole('listitem')
    .find((row) => row.querySelector('.staged-file__name')?.textContent === name)!;
const field = (label: string) => screen.getByLabelText<HTMLInputElement>(label);
/** The text of everything a field's aria-describedby points to: its hint and its error. */
const descriptionOf = (element: HTMLElement) =>
  (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');
const announced = (text: string) =>
  screen.getAllByRole('status').some((region) => region.textContent === text);
const decode = (bytes: Uint8Array) => new TextDecoder().decode(bytes);

const typeSelect = () => screen.getByRole<HTMLSelectElement>('combobox', { name: 'Document type' });

/** Files for the patient's record: a type in words, and the patient's platform id. */
async function forTheRecord(user: ReturnType<typeof userEvent.setup>, type = 'Scan') {
  await user.selectOptions(typeSelect(), type);
  await user.type(field('Patient id'), 'PT-1');
}

/** A lab report for the platform to read. */
async function forThePlatform(user: ReturnType<typeof userEvent.setup>) {
  await user.selectOptions(typeSelect(), 'Lab report');
  await user.click(screen.getByRole('radio', { name: 'Have the platform read it' }));
}

/** The argument of each uploadDocument call. */
function uploads(mock: { mock: { calls: [DocumentUploadInput][] } }): DocumentUploadInput[] {
  return mock.mock.calls.map(([input]) => input);
}

describe('DocumentsScreen', () => {
  beforeEach(() => {
    useDocumentsStore.setState(useDocumentsStore.getInitialState(), true);
    useAppStore.setState(useAppStore.getInitialState(), true);
    useNavStore.setState(useNavStore.getInitialState(), true);
    useSyncStore.setState(useSyncStore.getInitialState(), true);
  });

  it('offers the document type in words, never free text, and asks more only of a lab report', async () => {
    installFakeCompanion();
    const user = userEvent.setup();
    render(<DocumentsScreen />);
    expect(screen.getByRole('heading', { level: 1, name: 'Documents' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Upload documents' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Uploads' })).toBeTruthy();
    // The platform's eight type codes, each in words, and no type until one is chosen.
    expect(Array.from(typeSelect().options).map((option) => [option.value, option.text])).toEqual([
      ['', 'Choose a type…'],
      ['ps', 'Prescription'],
      ['lr', 'Lab report'],
      ['dc', 'Discharge summary'],
      ['vc', 'Vaccination certificate'],
      ['in', 'Insurance'],
      ['iv', 'Invoice'],
      ['sc', 'Scan'],
      ['ot', 'Other'],
    ]);
    expect(typeSelect().value).toBe('');
    expect(screen.queryByRole('textbox', { name: /document type/i })).toBeNull();
    expect(screen.queryByRole('group')).toBeNull();
    expect(field('Patient id').value).toBe('');
    expect(descriptionOf(fileInput())).toContain(
      'PDF files up to 25 MB, JPEG and PNG images up to 10 MB.',
    );

    // A lab report: kept on the record unless the platform is to read it, with what to read.
    await user.selectOptions(typeSelect(), 'Lab report');
    const where = screen.getByRole('group', { name: 'What should happen with the lab report?' });
    expect(
      within(where)
        .getAllByRole<HTMLInputElement>('radio')
        .map((radio) => [radio.value, radio.checked]),
    ).toEqual([
      ['record', true],
      ['parse', false],
    ]);
    expect(screen.queryByRole('group', { name: 'What should the platform read?' })).toBeNull();
    await user.click(screen.getByRole('radio', { name: 'Have the platform read it' }));
    const tasks = screen.getByRole('group', { name: 'What should the platform read?' });
    const radios = within(tasks).getAllByRole<HTMLInputElement>('radio');
    expect(radios.map((radio) => radio.checked)).toEqual([true, false, false]);
    expect(screen.getByRole('radio', { name: 'Smart reading' })).toBe(radios[0]);
    expect(descriptionOf(radios[1]!)).toContain('patient’s identity details');
    expect(field('Patient id (optional)').value).toBe('');
    expect(descriptionOf(fileInput())).toContain('Any file up to 10 MB.');

    // Any other type goes to the record: the reading choices go away.
    await user.selectOptions(typeSelect(), 'Discharge summary');
    expect(screen.queryByRole('group')).toBeNull();
    expect(screen.getByText('or drop files here')).toBeTruthy();
    expect(await screen.findByText(/^No documents yet\./)).toBeTruthy();
  });

  it('opens the file dialog from the Choose files button, by mouse and by keyboard', async () => {
    installFakeCompanion();
    const user = userEvent.setup();
    render(<DocumentsScreen />);
    const click = vi.spyOn(fileInput(), 'click');
    // The hidden input is not a keyboard stop of its own; the visible button is.
    expect(fileInput().tabIndex).toBe(-1);
    await user.click(screen.getByRole('button', { name: 'Choose files…' }));
    expect(click).toHaveBeenCalledTimes(1);
    screen.getByRole('button', { name: 'Choose files…' }).focus();
    await user.keyboard('{Enter}');
    expect(click).toHaveBeenCalledTimes(2);
  });

  it('refuses in words, at the record’s limits, what the record does not take, and never sends it', async () => {
    const fake = installFakeCompanion();
    // The dialog offers PDF, JPEG and PNG only; a drop brings anything, as this does.
    const user = userEvent.setup({ applyAccept: false });
    render(<DocumentsScreen />);
    await user.upload(fileInput(), [
      sizedFile('largest.pdf', 25_000_000),
      sizedFile('over.pdf', 25_000_001),
      sizedFile('photo.png', 10_000_000, 'image/png'),
      sizedFile('big photo.jpg', 10_000_001, 'image/jpeg'),
      sizedFile('scan.tiff', 5_000, 'image/tiff'),
    ]);

    expect(stagedNames()).toEqual([
      'largest.pdf',
      'over.pdf',
      'photo.png',
      'big photo.jpg',
      'scan.tiff',
    ]);
    expect(stagedRow('over.pdf').textContent).toContain(
      'Cannot be uploaded: This file is 2,50,00,001 bytes; the patient’s record takes PDF files up to 25 MB (2,50,00,000 bytes).',
    );
    expect(stagedRow('big photo.jpg').textContent).toContain(
      'Cannot be uploaded: This file is 1,00,00,001 bytes; the patient’s record takes images up to 10 MB (1,00,00,000 bytes).',
    );
    expect(stagedRow('scan.tiff').textContent).toContain(
      'Cannot be uploaded: The patient’s record takes PDF, JPEG and PNG files only.',
    );
    expect(stagedRow('scan.tiff').querySelector('svg')).not.toBeNull();
    for (const name of ['largest.pdf', 'photo.png']) {
      expect(stagedRow(name).textContent).not.toContain('Cannot be uploaded');
    }
    expect(
      announced(
        'Added 5 files to Ready to upload. 3 cannot be uploaded; the reason is beside the file.',
      ),
    ).toBe(true);

    // For the platform to read, 10 MB is the limit whatever the kind: the judgement follows.
    await forThePlatform(user);
    expect(stagedRow('largest.pdf').textContent).toContain(
      'Cannot be uploaded: This file is 25 MB; the platform accepts files up to 10 MB',
    );
    expect(stagedRow('scan.tiff').textContent).not.toContain('Cannot be uploaded');
    expect(screen.getByRole('button', { name: 'Upload 2 files' })).toBeTruthy();

    await user.selectOptions(typeSelect(), 'Scan');
    await user.type(field('Patient id'), 'PT-1');
    await user.click(screen.getByRole('button', { name: 'Upload 2 files' }));
    await waitFor(() => expect(stagedNames()).toEqual(['over.pdf', 'big photo.jpg', 'scan.tiff']));
    expect(uploads(fake.uploadDocument).map((input) => input.fileName)).toEqual([
      'largest.pdf',
      'photo.png',
    ]);
    expect(screen.queryByRole('button', { name: /^Upload \d/ })).toBeNull();
  });

  it('offers no upload when every staged file is refused, and sends nothing', async () => {
    const fake = installFakeCompanion();
    const user = userEvent.setup();
    render(<DocumentsScreen />);
    await user.upload(fileInput(), [sizedFile('empty.pdf', 0)]);
    expect(within(stagedList()).getByText(/This file is empty\./)).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Upload \d/ })).toBeNull();
    fireEvent.submit(field('Patient id').closest('form')!);
    expect(fake.uploadDocument).not.toHaveBeenCalled();
  });

  it('removes a staged file so it is never sent', async () => {
    const fake = installFakeCompanion();
    const user = userEvent.setup();
    render(<DocumentsScreen />);
    await user.upload(fileInput(), [makeFile('a.pdf'), makeFile('b.pdf')]);
    await user.click(screen.getByRole('button', { name: 'Remove a.pdf' }));
    expect(stagedNames()).toEqual(['b.pdf']);
    await forTheRecord(user);
    await user.click(screen.getByRole('button', { name: 'Upload 1 file' }));
    await waitFor(() => expect(fake.uploadDocument).toHaveBeenCalledTimes(1));
    expect(fake.uploadDocument.mock.calls[0]![0].fileName).toBe('b.pdf');
  });

  it('adds dropped files to the staged list', () => {
    installFakeCompanion();
    render(<DocumentsScreen />);
    const zone = screen.getByText('or drop files here').closest('.drop-zone')!;
    const dataTransfer = { files: [makeFile('dropped.pdf')], types: ['Files'], dropEffect: 'none' };
    fireEvent.dragEnter(zone, { dataTransfer });
    expect(screen.getByText('Release to add the files')).toBeTruthy();
    fireEvent.dragOver(zone, { dataTransfer });
    fireEvent.drop(zone, { dataTransfer });
    expect(stagedNames()).toEqual(['dropped.pdf']);
    expect(screen.getByText('or drop files here')).toBeTruthy();
  });

  it('asks for the type, then for the patient, on their fields, keeping what was given', async () => {
    const fake = installFakeCompanion();
    const user = userEvent.setup();
    render(<DocumentsScreen />);
    await user.upload(fileInput(), [makeFile('lab.pdf')]);
    await user.type(field('Patient id'), 'p'.repeat(101));
    await user.click(screen.getByRole('button', { name: 'Upload 1 file' }));

    expect(fake.uploadDocument).not.toHaveBeenCalled();
    expect(typeSelect().getAttribute('aria-invalid')).toBe('true');
    expect(descriptionOf(typeSelect())).toContain('Choose what kind of document this is.');
    expect(document.activeElement).toBe(typeSelect());
    expect(field('Patient id').value).toBe('p'.repeat(101));

    // A type, and a patient id too long.
    await user.selectOptions(typeSelect(), 'Prescription');
    await user.click(screen.getByRole('button', { name: 'Upload 1 file' }));
    expect(typeSelect().getAttribute('aria-invalid')).toBeNull();
    expect(field('Patient id').getAttribute('aria-invalid')).toBe('true');
    expect(descriptionOf(field('Patient id'))).toContain(
      'The patient id is longer than 100 characters.',
    );

    // No patient at all: the record has nowhere to put it, said before anything is saved.
    await user.clear(field('Patient id'));
    await user.click(screen.getByRole('button', { name: 'Upload 1 file' }));
    expect(descriptionOf(field('Patient id'))).toContain(
      'A document for the patient’s record needs the patient',
    );
    expect(document.activeElement).toBe(field('Patient id'));
    expect(fake.uploadDocument).not.toHaveBeenCalled();
    expect(stagedNames()).toEqual(['lab.pdf']);

    // Fixed, the same files go.
    await user.type(field('Patient id'), 'PT-7');
    await user.click(screen.getByRole('button', { name: 'Upload 1 file' }));
    await waitFor(() => expect(fake.uploadDocument).toHaveBeenCalledTimes(1));
    expect(uploads(fake.uploadDocument)[0]).toMatchObject({
      documentType: 'ps',
      destination: 'record',
      patientId: 'PT-7',
    });
    expect(field('Patient id').getAttribute('aria-invalid')).toBeNull();
  });

  it('sends the files one after another with the chosen options, leaving empty ones out', async () => {
    const answers = [deferred<Result<DocumentView>>(), deferred<Result<DocumentView>>()];
    let call = 0;
    const fake = installFakeCompanion({ uploadDocument: () => answers[call++]!.promise });
    const user = userEvent.setup();
    render(<DocumentsScreen />);
    // Read by the platform, a lab report may be any kind of file.
    await forThePlatform(user);
    await user.upload(fileInput(), [
      makeFile('discharge.pdf', 'PDF bytes'),
      makeFile('notes', 'plain words', ''),
    ]);
    await user.click(screen.getByRole('radio', { name: 'Patient details' }));
    await user.type(field('Patient id (optional)'), '  pt-42 ');
    await user.click(screen.getByRole('button', { name: 'Upload 2 files' }));

    // The second waits for the first.
    await waitFor(() => expect(fake.uploadDocument).toHaveBeenCalledTimes(1));
    const [first] = uploads(fake.uploadDocument);
    expect(Object.keys(first!).sort()).toEqual([
      'bytes',
      'destination',
      'documentType',
      'fileName',
      'mediaType',
      'patientId',
      'task',
    ]);
    expect(first).toMatchObject({
      fileName: 'discharge.pdf',
      mediaType: 'application/pdf',
      documentType: 'lr',
      destination: 'parse',
      task: 'pii',
      patientId: 'pt-42',
    });
    expect(first!.bytes).toBeInstanceOf(Uint8Array);
    expect(decode(first!.bytes)).toBe('PDF bytes');
    expect(stagedRow('discharge.pdf').textContent).toContain('Saving…');

    act(() => answers[0]!.resolve({ ok: true, value: makeDocument({ id: 'd1' }) }));
    await waitFor(() => expect(fake.uploadDocument).toHaveBeenCalledTimes(2));
    const second = uploads(fake.uploadDocument)[1]!;
    // No type from the system: no media type sent, rather than an empty one.
    expect(Object.keys(second).sort()).toEqual([
      'bytes',
      'destination',
      'documentType',
      'fileName',
      'patientId',
      'task',
    ]);
    expect(decode(second.bytes)).toBe('plain words');
    expect(stagedNames()).toEqual(['notes']);

    act(() =>
      answers[1]!.resolve({ ok: true, value: makeDocument({ id: 'd2', fileName: 'notes' }) }),
    );
    await waitFor(() =>
      expect(announced('2 documents saved; they upload in the background.')).toBe(true),
    );
    expect(screen.queryByRole('list', { name: /^Ready to upload/ })).toBeNull();
    // Everything went: the next batch starts without this patient's id, or a type.
    expect(field('Patient id').value).toBe('');
    expect(typeSelect().value).toBe('');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Choose files…' }));
  });

  it('keeps a file the core refused, with its reason, and still sends the others', async () => {
    const reason = 'The file name contains control characters; rename the file.';
    const fake = installFakeCompanion({
      uploadDocument: ({ fileName, bytes }) =>
        fileName === 'a.pdf'
          ? Promise.resolve({
              ok: false,
              error: { code: 'INVALID_ARGUMENT', message: reason, fields: { file: reason } },
            })
          : okResult(makeDocument({ fileName, sizeBytes: bytes.byteLength })),
    });
    const user = userEvent.setup();
    render(<DocumentsScreen />);
    await user.upload(fileInput(), [makeFile('a.pdf'), makeFile('b.pdf')]);
    await forTheRecord(user, 'Invoice');
    await user.click(screen.getByRole('button', { name: 'Upload 2 files' }));

    await waitFor(() => expect(stagedNames()).toEqual(['a.pdf']));
    expect(fake.uploadDocument).toHaveBeenCalledTimes(2);
    expect(stagedList().textContent).toContain(`Not saved: ${reason}`);
    expect(screen.getByRole('button', { name: 'Upload 1 file' })).toBeTruthy();
    expect(announced('1 document saved; it uploads in the background.')).toBe(true);
    expect(screen.getByRole('alert').textContent).toBe(
      '1 document could not be saved. It stays in Ready to upload, with the reason beside it.',
    );
    // Nothing lost: the options stay for the file still to go.
    expect(typeSelect().value).toBe('iv');
    expect(field('Patient id').value).toBe('PT-1');
  });

  it('shows the core’s refusal of an option on its field, and stops the batch', async () => {
    const fake = installFakeCompanion({
      uploadDocument: () =>
        Promise.resolve({
          ok: false,
          error: {
            code: 'INVALID_ARGUMENT',
            message: 'Check the upload options.',
            fields: { patientId: 'This consultation’s patient is not on the platform.' },
          },
        }),
    });
    const user = userEvent.setup();
    render(<DocumentsScreen />);
    await user.upload(fileInput(), [makeFile('a.pdf'), makeFile('b.pdf')]);
    await forTheRecord(user);
    await user.click(screen.getByRole('button', { name: 'Upload 2 files' }));

    await waitFor(() =>
      expect(descriptionOf(field('Patient id'))).toContain(
        'This consultation’s patient is not on the platform.',
      ),
    );
    expect(fake.uploadDocument).toHaveBeenCalledTimes(1);
    expect(stagedNames()).toEqual(['a.pdf', 'b.pdf']);
    expect(document.activeElement).toBe(field('Patient id'));
  });

  it('says offline that saved files upload when the connection is back', async () => {
    installFakeCompanion();
    useAppStore.setState({
      connection: { state: 'offline', since: '2025-03-05T10:00:00Z', detail: 'No network.' },
    });
    const user = userEvent.setup();
    render(<DocumentsScreen />);
    expect(
      screen.getByText('This computer is offline.').closest('[role="status"]')?.textContent,
    ).toContain('No network.');
    await user.upload(fileInput(), [makeFile('a.pdf')]);
    await forTheRecord(user);
    await user.click(screen.getByRole('button', { name: 'Upload 1 file' }));
    await waitFor(() =>
      expect(
        announced('1 document saved on this computer; it uploads when the connection is back.'),
      ).toBe(true),
    );
  });

  it('loads the list on opening, and again on documents:changed and on every sync status', async () => {
    const answers = [
      okResult([makeDocument({ id: 'd1', fileName: 'first.pdf' })]),
      okResult([
        makeDocument({
          id: 'd1',
          fileName: 'first.pdf',
          state: 'uploaded',
          platformDocumentId: 'P-1',
        }),
      ]),
      okResult([]),
    ];
    const fake = installFakeCompanion({ listDocuments: () => answers.shift() ?? okResult([]) });
    const unwatch = useSyncStore.getState().watch();
    render(<DocumentsScreen />);
    expect(await screen.findByText('Waiting for the connection')).toBeTruthy();
    expect(fake.listDocuments).toHaveBeenCalledTimes(1);

    act(() => fake.emit('documents:changed', { id: 'd1' }));
    expect(await screen.findByText('Uploaded (P-1)')).toBeTruthy();
    expect(fake.listDocuments).toHaveBeenCalledTimes(2);

    act(() => fake.emit('sync:status', makeSyncStatus()));
    expect(await screen.findByText(/^No documents yet\./)).toBeTruthy();
    expect(fake.listDocuments).toHaveBeenCalledTimes(3);
    unwatch();
  });

  it('stops following events when it closes', () => {
    const fake = installFakeCompanion();
    const { unmount } = render(<DocumentsScreen />);
    expect(fake.listeners('documents:changed')).toBe(1);
    expect(fake.listeners('documents:progress')).toBe(1);
    unmount();
    expect(fake.listeners('documents:changed')).toBe(0);
    expect(fake.listeners('documents:progress')).toBe(0);
  });

  it('moves the progress bar with each progress event', async () => {
    const fake = installFakeCompanion({
      listDocuments: () =>
        okResult([
          makeDocument({
            id: 'd1',
            state: 'uploading',
            progress: { id: 'd1', sentBytes: 0, totalBytes: 812_000 },
          }),
        ]),
    });
    render(<DocumentsScreen />);
    const bar = await screen.findByRole<HTMLProgressElement>('progressbar', {
      name: 'Upload of discharge-summary.pdf',
    });
    expect(bar.value).toBe(0);
    expect(screen.getByText('Uploading 0%')).toBeTruthy();

    act(() =>
      fake.emit('documents:progress', { id: 'd1', sentBytes: 365_400, totalBytes: 812_000 }),
    );
    expect(bar.value).toBe(365_400);
    expect(bar.max).toBe(812_000);
    expect(screen.getByText('Uploading 45%')).toBeTruthy();

    // Another document's progress leaves this one alone.
    act(() => fake.emit('documents:progress', { id: 'other', sentBytes: 1, totalBytes: 2 }));
    expect(bar.value).toBe(365_400);
  });

  it('retries a refused upload through the outbox by its outbox id', async () => {
    const answers = [
      okResult([makeDocument({ state: 'rejected', outboxId: 9, lastError: 'Unreadable PDF.' })]),
      okResult([makeDocument({ state: 'waiting', outboxId: 9 })]),
    ];
    const fake = installFakeCompanion({ listDocuments: () => answers.shift() ?? okResult([]) });
    const user = userEvent.setup();
    render(<DocumentsScreen />);
    expect(await screen.findByText('Refused: Unreadable PDF.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Retry upload of discharge-summary.pdf' }));
    expect(fake.retrySyncItem).toHaveBeenCalledWith({ id: 9 });
    expect(await screen.findByText('Waiting for the connection')).toBeTruthy();
    expect(announced('Will try again: discharge-summary.pdf')).toBe(true);
  });

  it('discards an upload that cannot be sent only after confirmation', async () => {
    const fake = installFakeCompanion({
      listDocuments: () =>
        okResult([makeDocument({ state: 'dead', outboxId: 4, lastError: 'Failed 8 times.' })]),
    });
    const user = userEvent.setup();
    render(<DocumentsScreen />);
    await user.click(
      await screen.findByRole('button', { name: 'Discard upload of discharge-summary.pdf' }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Discard upload' });
    expect(dialog.textContent).toContain('Discard the upload of discharge-summary.pdf?');
    expect(fake.discardSyncItem).not.toHaveBeenCalled();

    await user.click(within(dialog).getByRole('button', { name: 'Keep' }));
    expect(fake.discardSyncItem).not.toHaveBeenCalled();

    await user.click(
      screen.getByRole('button', { name: 'Discard upload of discharge-summary.pdf' }),
    );
    await user.click(
      within(screen.getByRole('dialog', { name: 'Discard upload' })).getByRole('button', {
        name: 'Discard',
      }),
    );
    expect(fake.discardSyncItem).toHaveBeenCalledWith({ id: 4 });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(announced('Upload discarded: discharge-summary.pdf')).toBe(true);
  });

  it('warns on the screen when encrypted uploads have no JWE key, and leads to Clinic setup', async () => {
    installFakeCompanion({
      getDocumentSettings: () => okResult({ uploadForm: 'jwe', jweReady: false }),
    });
    const user = userEvent.setup();
    render(<DocumentsScreen />);
    // Only the platform's reading of a lab report travels in that form.
    await screen.findByText(/^No documents yet\./);
    expect(screen.queryByText(/need the account’s JWE key/)).toBeNull();
    await forThePlatform(user);
    expect(
      await screen.findByText('Encrypted uploads need the account’s JWE key, and none is set.'),
    ).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Open Clinic setup' }));
    expect(useNavStore.getState().screen).toBe('clinic-setup');
  });

  it('says how new uploads travel, without a warning when that works', async () => {
    installFakeCompanion({
      getDocumentSettings: () => okResult({ uploadForm: 'multipart', jweReady: false }),
    });
    render(<DocumentsScreen />);
    await forThePlatform(userEvent.setup());
    expect((await screen.findByText(/^New uploads are sent as:/)).textContent).toContain(
      'Plain upload (multipart)',
    );
    expect(screen.queryByText(/need the account’s JWE key/)).toBeNull();
  });
});

describe('DocumentsScreen when nothing could be saved', () => {
  beforeEach(() => {
    useDocumentsStore.setState(useDocumentsStore.getInitialState(), true);
    useAppStore.setState(useAppStore.getInitialState(), true);
  });

  it('stops at a failure that would refuse every file, announces no success, and keeps them all', async () => {
    const fake = installFakeCompanion({
      uploadDocument: () =>
        failResult(
          'INVALID_ARGUMENT',
          "Encrypted uploads need the account's JWE key: enter its key id and secret in Clinic setup, or choose plain uploads there. Nothing was saved.",
        ),
    });
    const user = userEvent.setup();
    render(<DocumentsScreen />);
    await user.upload(fileInput(), [makeFile('a.pdf'), makeFile('b.pdf')]);
    await forThePlatform(user);
    await user.click(screen.getByRole('button', { name: 'Upload 2 files' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      '1 document could not be saved. It stays in Ready to upload, with the reason beside it. The upload stopped there: 1 more file was not tried and stays in the list too.',
    );
    expect(fake.uploadDocument).toHaveBeenCalledTimes(1);
    expect(stagedRow('a.pdf').textContent).toContain('Not saved: Encrypted uploads need');
    expect(stagedRow('b.pdf').textContent).not.toContain('Not saved');
    expect(screen.queryByText(/saved; they upload/)).toBeNull();
    expect(stagedNames()).toEqual(['a.pdf', 'b.pdf']);
    await user.click(screen.getByRole('button', { name: 'Remove a.pdf' }));
    await user.click(screen.getByRole('button', { name: 'Remove b.pdf' }));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Choose files…' }));
  });
});
