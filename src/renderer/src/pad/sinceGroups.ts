import { findingKind, type ExaminationFinding } from '../../../shared/pad/finding';
import type { SelectPropertyGroup, SincePropertyGroup } from '../../../shared/properties';
import type { PropertyItem } from '../../../shared/properties-view';
import {
  CONTEXT_OF_KIND,
  sinceGroupOf,
  type Catalogue,
  type CatalogueDefaults,
} from '../stores/padStore';

/* The lookup's groups a finding's row offers (Since; Severity, Side), worked out once per list. */

interface LookupIndex {
  byId: Map<string, SincePropertyGroup>;
  /** Every item by id, for its select groups. */
  items: Map<string, PropertyItem>;
  /** The first Since group in the list: for free text and items the lookup does not hold. */
  first: SincePropertyGroup | undefined;
}

// Built once per lookup list, so that a row's slice is a map read.
const lookupIndexes = new WeakMap<readonly PropertyItem[], LookupIndex>();

function lookupIndex(items: readonly PropertyItem[]): LookupIndex {
  let index = lookupIndexes.get(items);
  if (index === undefined) {
    index = { byId: new Map(), items: new Map(), first: undefined };
    for (const item of items) {
      if (!index.items.has(item.id)) index.items.set(item.id, item);
      const group = sinceGroupOf(item);
      if (group?.kind !== 'since') continue;
      index.byId.set(item.id, group);
      index.first ??= group;
    }
    lookupIndexes.set(items, index);
  }
  return index;
}

/**
 * The Since group a finding is written with: its own item's in the lookup, else the first Since
 * group of its context, else (a platform that does not offer the lookup) the context's default;
 * undefined while the lookup is not loaded.
 */
export function sinceGroupFor(
  catalogue: Catalogue,
  finding: ExaminationFinding | undefined,
  defaults: CatalogueDefaults = {},
): SincePropertyGroup | undefined {
  if (finding === undefined) return undefined;
  const context = CONTEXT_OF_KIND[findingKind(finding)];
  const fallback = defaults[context]?.find(
    (group): group is SincePropertyGroup => group.kind === 'since',
  );
  const items = catalogue[context];
  if (items === undefined) return fallback;
  const index = lookupIndex(items);
  return (
    (finding.id === undefined ? undefined : index.byId.get(finding.id)) ?? index.first ?? fallback
  );
}

const NO_GROUPS: readonly SelectPropertyGroup[] = [];
const selectGroups = new WeakMap<PropertyItem, readonly SelectPropertyGroup[]>();

/** The one-of-a-few groups (Severity, Side) the lookup gives for a finding's own item. */
export function selectGroupsFor(
  catalogue: Catalogue,
  finding: ExaminationFinding | undefined,
): readonly SelectPropertyGroup[] {
  if (finding?.id === undefined) return NO_GROUPS;
  const items = catalogue[CONTEXT_OF_KIND[findingKind(finding)]];
  const item = items === undefined ? undefined : lookupIndex(items).items.get(finding.id);
  if (!item) return NO_GROUPS;
  // Kept per lookup item, so a row's selector gives the same list until the lookup changes.
  let groups = selectGroups.get(item);
  if (groups === undefined) {
    const found = item.groups.filter(
      (group): group is SelectPropertyGroup => group.kind === 'select',
    );
    groups = found.length === 0 ? NO_GROUPS : found;
    selectGroups.set(item, groups);
  }
  return groups;
}
