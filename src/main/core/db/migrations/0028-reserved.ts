import type { Migration } from './index';

/**
 * Number 28 is taken by a migration written beside this one (the patient search index); this
 * stand-in keeps the list sequential until it lands, and is removed then. It changes nothing.
 */
export const m0028Reserved: Migration = {
  version: 28,
  name: '0028-reserved',
  up() {},
};
