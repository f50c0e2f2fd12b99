import { usePadStore } from '../stores/padStore';
import { EntryListSection } from './EntryList';
import { ProcedureRow } from './ProcedureRow';

interface ProcedureSectionProps {
  /** The section's heading; "Procedures" when left out. */
  heading?: string;
}

/**
 * The procedures on the pad, each with its date and note, then the search that adds one (picked
 * from the lookup list, or free text).
 */
export function ProcedureSection({ heading = 'Procedures' }: ProcedureSectionProps) {
  const ids = usePadStore((state) => state.procedureIds);
  return (
    <EntryListSection
      section="procedure"
      heading={heading}
      headingId="pad-procedure-heading"
      searchLabel="Add a procedure"
      ids={ids}
      Row={ProcedureRow}
    />
  );
}
