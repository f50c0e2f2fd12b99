import type { FindingKind } from '../../../shared/pad/finding';
import { usePadStore } from '../stores/padStore';
import { EntryListSection } from './EntryList';
import { FindingRow } from './FindingRow';

export const FINDING_HEADINGS: Record<FindingKind, string> = {
  symptom: 'Symptoms',
  diagnosis: 'Diagnoses',
  examination: 'Examination findings',
};

const SEARCH_LABELS: Record<FindingKind, string> = {
  symptom: 'Add a symptom',
  diagnosis: 'Add a diagnosis',
  examination: 'Add an examination finding',
};

interface FindingSectionProps {
  kind: FindingKind;
  /** The section's heading; "Symptoms", "Diagnoses" or "Examination findings" when left out. */
  heading?: string;
}

/** One kind of finding on the pad: its rows, then the search that adds to it. */
export function FindingSection({ kind, heading = FINDING_HEADINGS[kind] }: FindingSectionProps) {
  const ids = usePadStore((state) => state.findingOrder[kind]);
  return (
    <EntryListSection
      section={kind}
      heading={heading}
      headingId={`pad-${kind}-heading`}
      searchLabel={SEARCH_LABELS[kind]}
      ids={ids}
      Row={FindingRow}
    />
  );
}
