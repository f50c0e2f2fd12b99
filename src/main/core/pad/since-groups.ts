import {
  findingKind,
  type ExaminationFinding,
  type FindingKind,
} from '../../../shared/pad/finding';
import type { PropertyContext } from '../../../shared/properties';
import type { CachedProperties } from '../properties/properties-module';

const CONTEXT_OF_KIND: Record<FindingKind, PropertyContext> = {
  symptom: 'symptoms',
  diagnosis: 'diagnosis',
  examination: 'examination_findings',
};

/**
 * The Since group ids the properties lookup gave for a finding, from the saved lookup answers.
 * The platform does not publish the Since group's id, so it is known only per finding, and only
 * once the lookup was made (the pad makes it when the finding is added).
 */
export function sinceGroupsFromCache(
  cache: CachedProperties,
): (account: string, finding: ExaminationFinding) => readonly string[] {
  return (account, finding) => {
    if (finding.id === undefined) return [];
    const cached = cache.get(account, CONTEXT_OF_KIND[findingKind(finding)], finding.id);
    return (
      cached?.item.groups.filter((group) => group.kind === 'since').map((group) => group.id) ?? []
    );
  };
}

/**
 * The Since group a new finding is written with (the scribe's accepted symptom or diagnosis): its
 * own item's in the saved lookup, else the first Since group of its context, as the pad's row
 * offers (renderer sinceGroups.ts); undefined when the lookup was never saved here.
 */
export function sinceGroupFor(
  cache: CachedProperties,
  account: string,
  kind: 'symptom' | 'diagnosis',
  platformId: string | undefined,
): string | undefined {
  const context = CONTEXT_OF_KIND[kind];
  const sinceOf = (item: { groups: readonly { kind: string; id: string }[] } | undefined) =>
    item?.groups.find((group) => group.kind === 'since')?.id;
  const own =
    platformId === undefined ? undefined : sinceOf(cache.get(account, context, platformId)?.item);
  if (own !== undefined) return own;
  for (const entry of cache.list(account, context)) {
    const first = sinceOf(entry.item);
    if (first !== undefined) return first;
  }
  return undefined;
}
