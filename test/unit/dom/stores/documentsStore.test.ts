import { beforeEach, describe, expect, it } from 'vitest';
import type { DocumentView } from '../../../../src/shared/documents-view';
import type { Result } from '../../../../src/shared/result';
import { useDocumentsStore } from '../../../../src/renderer/src/stores/documentsStore';
import { useSyncStore } from '../../../../src/renderer/src/stores/syncStore';
import { installFakeCompanion, makeDocument, okResult } from '../fixtures';
import { makeFile, sizedFile, TOO_BIG } from '../documents/files';

/** Lets queued promise callbacks run. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

function deferred<T>() {
  let resolve: (value: T) => void = () => undefined;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

const state = () => useDocumentsStore.getState();
const RECORD = { documentType: 'sc', destination: 'record', patientId: 'PT-1' } as const;
const PARSE = { documentType: 'lr', destination: 'parse', task: 'pii' } as const;

describe('useDocumentsStore', () => {
  beforeEach(() => {
    useDocumentsStore.setState(useDocumentsStore.getInitialState(), true);
    useSyncStore.setState(useSyncStore.getInitialState(), true);
  });

  it('stages every file, and hands over only those that can go where the options send them', async () => {
    const fake = installFakeCompanion();
    state().stage([
      makeFile('a.pdf'),
      sizedFile('big.pdf', TOO_BIG),
      sizedFile('photo.png', TOO_BIG, 'image/png'),
      makeFile('notes.txt', 'x', 'text/plain'),
    ]);
    expect(new Set(state().staged.map((entry) => entry.key)).size).toBe(4);
    // To the record: a PDF of 10 MB and a byte is fine (PDFs up to 25 MB), an image is not, and a
    // text file is not taken at all; they stay staged, untouched.
    expect(await state().uploadStaged(RECORD)).toMatchObject({ saved: 2, failed: 0 });
    expect(fake.uploadDocument.mock.calls.map(([input]) => input.fileName)).toEqual([
      'a.pdf',
      'big.pdf',
    ]);
    expect(state().staged.map((entry) => entry.file.name)).toEqual(['photo.png', 'notes.txt']);
    // For the platform to read (10 MB at most, any kind): the text file goes, the image does not.
    expect(await state().uploadStaged(PARSE)).toMatchObject({ saved: 1, failed: 0 });
    expect(fake.uploadDocument.mock.calls.at(-1)?.[0]).toMatchObject({
      fileName: 'notes.txt',
      documentType: 'lr',
      destination: 'parse',
      task: 'pii',
    });
    expect(state().staged.map((entry) => entry.file.name)).toEqual(['photo.png']);
  });

  it('hands over one file at a time, never two at once', async () => {
    const answers: ReturnType<typeof deferred<Result<DocumentView>>>[] = [];
    let running = 0;
    let most = 0;
    const fake = installFakeCompanion({
      uploadDocument: () => {
        running += 1;
        most = Math.max(most, running);
        const answer = deferred<Result<DocumentView>>();
        answers.push(answer);
        return answer.promise.finally(() => (running -= 1));
      },
    });
    state().stage([makeFile('1.pdf'), makeFile('2.pdf'), makeFile('3.pdf')]);
    const batch = state().uploadStaged(RECORD);
    for (let index = 0; index < 3; index += 1) {
      await settle();
      expect(fake.uploadDocument).toHaveBeenCalledTimes(index + 1);
      expect(state().sendingKey).toBe(state().staged[0]?.key);
      answers[index]!.resolve({ ok: true, value: makeDocument({ id: `d${index}` }) });
    }
    expect(await batch).toEqual({ saved: 3, failed: 0, untried: 0, fields: {} });
    expect(most).toBe(1);
    expect(fake.uploadDocument.mock.calls.map(([input]) => input.fileName)).toEqual([
      '1.pdf',
      '2.pdf',
      '3.pdf',
    ]);
    expect(state().staged).toEqual([]);
    expect(state().uploading).toBe(false);
    expect(state().sendingKey).toBeNull();
  });

  it('skips a file removed while an earlier one was on its way', async () => {
    const first = deferred<Result<DocumentView>>();
    const fake = installFakeCompanion({ uploadDocument: () => first.promise });
    state().stage([makeFile('1.pdf'), makeFile('2.pdf')]);
    const batch = state().uploadStaged(RECORD);
    await settle();
    state().unstage(state().staged[1]!.key);
    first.resolve({ ok: true, value: makeDocument() });
    expect(await batch).toMatchObject({ saved: 1, failed: 0 });
    expect(fake.uploadDocument).toHaveBeenCalledTimes(1);
  });

  it('reloads the list after a batch that saved something', async () => {
    const fake = installFakeCompanion();
    state().stage([makeFile('1.pdf')]);
    await state().uploadStaged(RECORD);
    await settle();
    expect(fake.listDocuments).toHaveBeenCalledTimes(1);
  });

  it('keeps the latest progress per document and drops it when the document changes', async () => {
    const fake = installFakeCompanion({ listDocuments: () => okResult([makeDocument()]) });
    const unwatch = state().watch();
    fake.emit('documents:progress', { id: 'doc-1', sentBytes: 10, totalBytes: 100 });
    fake.emit('documents:progress', { id: 'doc-1', sentBytes: 60, totalBytes: 100 });
    expect(state().progress['doc-1']).toEqual({ id: 'doc-1', sentBytes: 60, totalBytes: 100 });

    fake.emit('documents:changed', { id: 'doc-1' });
    expect(state().progress['doc-1']).toBeUndefined();
    await settle();
    expect(fake.listDocuments).toHaveBeenCalledTimes(1);
    expect(state().documents).toHaveLength(1);
    unwatch();
    expect(fake.listeners('documents:progress')).toBe(0);
    expect(fake.listeners('documents:changed')).toBe(0);
  });

  it('keeps the newest list when an older answer arrives late', async () => {
    const slow = deferred<Result<DocumentView[]>>();
    const answers = [slow.promise, okResult([makeDocument({ id: 'new' })])];
    installFakeCompanion({ listDocuments: () => answers.shift()! });
    const early = state().load();
    await state().load();
    slow.resolve({ ok: true, value: [makeDocument({ id: 'old' })] });
    await early;
    expect(state().documents?.map((document) => document.id)).toEqual(['new']);
  });

  it('retries and discards through the outbox, then reloads', async () => {
    const fake = installFakeCompanion();
    expect((await state().retry(7)).ok).toBe(true);
    expect(fake.retrySyncItem).toHaveBeenCalledWith({ id: 7 });
    expect((await state().discard(8)).ok).toBe(true);
    expect(fake.discardSyncItem).toHaveBeenCalledWith({ id: 8 });
    await settle();
    expect(fake.listDocuments).toHaveBeenCalledTimes(2);
    // The header's counts follow at once.
    expect(fake.getSyncStatus).toHaveBeenCalled();
  });

  it('goes on after a refusal of one file, and stops at a failure that would refuse them all', async () => {
    const refusals: Record<string, Result<DocumentView>> = {
      '1.pdf': {
        ok: false,
        error: { code: 'INVALID_ARGUMENT', message: 'Bad name.', fields: { file: 'Bad name.' } },
      },
      '2.pdf': { ok: false, error: { code: 'DISK_FULL', message: 'The disk is full.' } },
    };
    const fake = installFakeCompanion({
      uploadDocument: ({ fileName }) =>
        Promise.resolve(refusals[fileName] ?? { ok: true, value: makeDocument({ fileName }) }),
    });
    state().stage([makeFile('1.pdf'), makeFile('2.pdf'), makeFile('3.pdf'), makeFile('4.pdf')]);
    expect(await state().uploadStaged(RECORD)).toEqual({
      saved: 0,
      failed: 2,
      untried: 2,
      fields: {},
    });
    expect(fake.uploadDocument.mock.calls.map(([input]) => input.fileName)).toEqual([
      '1.pdf',
      '2.pdf',
    ]);
    expect(state().staged.map((entry) => [entry.file.name, entry.error])).toEqual([
      ['1.pdf', 'Bad name.'],
      ['2.pdf', 'The disk is full.'],
      ['3.pdf', undefined],
      ['4.pdf', undefined],
    ]);
  });
});
