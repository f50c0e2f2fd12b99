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
