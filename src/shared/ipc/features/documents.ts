import type { z } from 'zod';
import {
  DocumentSettingsInputSchema,
  DocumentListInputSchema,
  DocumentUploadInputSchema,
} from '../../documents';
import {
  type DocumentProgress,
  type DocumentSettingsView,
  type DocumentView,
} from '../../documents-view';
import { noArgs } from './common';
import type { DOCUMENTS_METHODS } from '../channels/documents';
import { lazyArgs } from '../lazy-args';

export const documentsArgs = lazyArgs({
  'documents:upload': () => DocumentUploadInputSchema,
  'documents:list': () => DocumentListInputSchema,
  'documents:get-settings': () => noArgs,
  'documents:save-settings': () => DocumentSettingsInputSchema.strict(),
} satisfies Record<keyof typeof DOCUMENTS_METHODS, () => z.ZodType>);

export interface DocumentsResults {
  'documents:upload': DocumentView;
  'documents:list': DocumentView[];
  'documents:get-settings': DocumentSettingsView;
  'documents:save-settings': DocumentSettingsView;
}

export interface DocumentsEvents {
  'documents:progress': DocumentProgress;
  /** A document was saved, uploaded, refused or discarded: lists should be read again. */
  'documents:changed': { id: string };
}
