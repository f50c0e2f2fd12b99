import { MAX_DOCUMENT_BYTES } from '../../../../src/shared/documents';

/** A small file with real contents, as the system file dialog would hand over. */
export function makeFile(name: string, contents = `contents of ${name}`, type = 'application/pdf') {
  return new File([contents], name, { type });
}

/**
 * A file that reports `size` bytes without holding them: enough for the checks made before
 * anything is read, and nothing it holds must be read in the tests that use it.
 */
export function sizedFile(name: string, size: number, type = 'application/pdf'): File {
  const file = new File(['x'], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
}

export const TOO_BIG = MAX_DOCUMENT_BYTES + 1;
