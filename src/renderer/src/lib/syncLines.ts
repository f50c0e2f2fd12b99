import { bundleDetail, bundleMessage } from '../../../shared/sync-bundle';
import type { SyncItemView } from '../../../shared/sync';

/** The changes of one consultation (or of none), as the Sync screen lists them. */
export interface SyncVisitLines {
  /** "Asha Rao, visit today, 11:20"; undefined for changes that belong to no consultation. */
  title: string | undefined;
  key: string;
  lines: SyncItemView[];
}

/**
 * Groups changes by consultation, oldest first, headed by `heading` of its first change, and
 * shows the steps of one recording as one line ("Recording of the visit: 2 of 3 audio parts
 * sent; …", counted as the consultation counts them), whose Retry and Discard act on the whole
 * recording. A step that needs attention is shown with its own words, still for the whole recording.
 */
export function syncLines(
  items: readonly SyncItemView[],
  heading: (item: SyncItemView) => string,
): SyncVisitLines[] {
  const visits = new Map<string, SyncVisitLines>();
  const bundles = new Map<string, SyncItemView[]>();
  for (const item of items) {
    const key = item.visit?.id ?? '';
    let visit = visits.get(key);
    if (!visit) {
      visit = { key: key || 'other', title: key ? heading(item) : undefined, lines: [] };
      visits.set(key, visit);
    }
    if (!item.bundle) {
      visit.lines.push(item);
      continue;
    }
    const members = bundles.get(item.bundle.id);
    if (members) {
      members.push(item);
      continue;
    }
    bundles.set(item.bundle.id, [item]);
    visit.lines.push(item);
  }
  for (const visit of visits.values()) {
    visit.lines = visit.lines.map((item) => {
      const members = item.bundle ? bundles.get(item.bundle.id) : undefined;
      if (!item.bundle || !members || members.length === 1) return item;
      const stuck = members.find((each) => each.state === 'rejected' || each.state === 'dead');
      const shown = stuck ?? item;
      const sending = members.some((each) => each.state === 'sending');
      const audioParts = item.bundle.audioParts;
      const detail = bundleDetail({
        sending,
        ...(audioParts ? { audioParts } : {}),
        ...(stuck ? { stuck: { summary: stuck.summary, detail: stuck.detail } } : {}),
      });
      return {
        ...shown,
        about: { ...shown.about, what: item.bundle.label },
        detail,
        message: bundleMessage(item.bundle.label, detail),
        summary: item.bundle.label,
        canRetry: shown.canRetry && !sending,
        canDiscard: members.every((each) => each.state !== 'sending'),
        changes: members.length,
      };
    });
  }
  // Changes of a consultation first, in the order they were made; the others after.
  return [...visits.values()].sort(
    (a, b) => Number(a.title === undefined) - Number(b.title === undefined),
  );
}
