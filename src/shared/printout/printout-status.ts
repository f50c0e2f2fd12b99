/**
 * A draft prints marked DRAFT on every page, with no signature line; only a finalized pad prints
 * as a prescription.
 */
export type PrintoutStatus = 'draft' | 'finalized';
