import { describe, expect, it } from 'vitest';
import {
  documentStateText,
  notSavedText,
  progressPercent,
  savedDocumentsText,
} from '../../../../src/renderer/src/lib/documentText';
import { makeDocument } from '../fixtures';

const since = '2025-03-05T10:00:00Z';

describe('documentText', () => {
  it('rounds progress down, caps it at 100 and survives an unknown total', () => {
    expect(progressPercent({ id: 'd', sentBytes: 999, totalBytes: 1000 })).toBe(99);
    expect(progressPercent({ id: 'd', sentBytes: 1200, totalBytes: 1000 })).toBe(100);
    expect(progressPercent({ id: 'd', sentBytes: 5, totalBytes: 0 })).toBe(0);
  });

  it('words every state, with the platform’s reason when it has one', () => {
    const text = (overrides: Parameters<typeof makeDocument>[0]) =>
      documentStateText(makeDocument(overrides), undefined);
    expect(text({ state: 'waiting' })).toBe('Waiting for the connection');
    expect(text({ state: 'uploading' })).toBe('Uploading');
    expect(
      documentStateText(makeDocument({ state: 'uploading' }), {
        id: 'doc-1',
        sentBytes: 45,
        totalBytes: 100,
      }),
    ).toBe('Uploading 45%');
    expect(text({ state: 'uploaded' })).toBe('Uploaded');
    expect(text({ state: 'uploaded', platformDocumentId: 'P-9' })).toBe('Uploaded (P-9)');
    expect(text({ state: 'rejected', lastError: 'Bad file.' })).toBe('Refused: Bad file.');
    expect(text({ state: 'rejected' })).toBe('Refused: the platform gave no reason.');
    expect(text({ state: 'dead', lastError: 'Too many failures.' })).toBe(
      'Cannot be sent: Too many failures.',
    );
    expect(text({ state: 'discarded' })).toBe('Discarded');
  });

  it('says when saved documents go, by the connection', () => {
    expect(savedDocumentsText(2, { state: 'online', since })).toBe(
      '2 documents saved; they upload in the background.',
    );
    expect(savedDocumentsText(1, null)).toBe('1 document saved; it uploads in the background.');
    expect(savedDocumentsText(2, { state: 'offline', since })).toBe(
      '2 documents saved on this computer; they upload when the connection is back.',
    );
    expect(savedDocumentsText(1, { state: 'signed_out', since })).toBe(
      '1 document saved on this computer; it uploads once the app can sign in to the platform again.',
    );
    expect(notSavedText(1)).toContain('1 document could not be saved.');
    expect(notSavedText(3)).toContain('3 documents could not be saved.');
    expect(notSavedText(1, 2)).toContain('2 more files were not tried');
    expect(notSavedText(1)).not.toContain('not tried');
  });
});
