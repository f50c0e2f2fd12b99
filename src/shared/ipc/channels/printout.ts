/** A pad's printout: its document, Print and Save PDF (both offline). */
export const PRINTOUT_METHODS = {
  'printout:html': 'getPrintoutHtml',
  'printout:print': 'printPrintout',
  'printout:save-pdf': 'savePrintoutPdf',
} as const;

export const PRINTOUT_EVENTS = {} as const;
