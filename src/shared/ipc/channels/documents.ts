/** Documents uploaded to the platform. */
export const DOCUMENTS_METHODS = {
  'documents:upload': 'uploadDocument',
  'documents:list': 'listDocuments',
  'documents:get-settings': 'getDocumentSettings',
  'documents:save-settings': 'saveDocumentSettings',
} as const;

export const DOCUMENTS_EVENTS = {
  'documents:progress': 'onDocumentProgress',
  'documents:changed': 'onDocumentsChanged',
} as const;
