import type { SyncItemView } from '../../../shared/sync';

/** The changes of one consultation (or of none), as the Sync screen lists them. */
export interface SyncVisitLines {
  /** "Asha Rao, 11:20"; undefined for changes that belong to no consultation (webhooks...). */
  title: string | undefined;
  key: string;
  lines: SyncItemView[];
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/**
 * Groups changes by consultation, oldest first, and shows the steps of one recording as one line
 * ("Recording: 33 parts waiting to be sent"), whose Discard acts on the whole recording. A step
 * that needs attention is shown with its own message, still for the whole recording.
 */
export function syncLines(items: readonly SyncItemView[]): SyncVisitLines[] {
  const visits = new Map<string, SyncVisitLines>();
  const bundles = new Map<string, SyncItemView[]>();
  for (const item of items) {
    const key = item.visit?.id ?? '';
    let visit = visits.get(key);
    if (!visit) {
      visit = { key: key || 'other', title: item.visit?.title, lines: [] };
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
      if (!members || members.length === 1) return item;
      const stuck = members.find((each) => each.state === 'rejected' || each.state === 'dead');
      const shown = stuck ?? item;
      const sending = members.some((each) => each.state === 'sending');
      const message = stuck
        ? `${item.bundle!.label}: ${stuck.message}`
        : `${item.bundle!.label}: ${plural(members.length, 'part', 'parts')} ${sending ? 'being sent' : 'waiting to be sent'}`;
      return {
        ...shown,
        message,
        summary: item.bundle!.label,
        canDiscard: members.every((each) => each.state !== 'sending'),
      };
    });
  }
  // Changes of a consultation first, in the order they were made; the others after.
  return [...visits.values()].sort(
    (a, b) => Number(a.title === undefined) - Number(b.title === undefined),
  );
}
