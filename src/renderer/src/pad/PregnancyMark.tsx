import { offersPregnancy } from '../../../shared/checks/prescribing-patient';
import { padDay } from '../../../shared/pad/follow-up';
import { usePadStore } from '../stores/padStore';
import './PrescribingChecks.css';

/*
 * The pad's "Pregnant" mark: turns on the pregnancy checks for this pad's medicines. Offered in
 * view for women of 12 to 50 (and women whose age is not known); for any other patient it is one
 * step away, under "Pregnancy", never hidden while it is on. Saved with the draft as `pad.pregnant`,
 * printed nowhere.
 */

export const PREGNANT_ID = 'pad-pregnant';

export function PregnancyMark() {
  const pregnant = usePadStore((state) => state.pregnant);
  const canEdit = usePadStore((state) => state.meta?.canEdit ?? false);
  const person = usePadStore((state) => state.checkPerson);
  const createdAt = usePadStore((state) => state.meta?.createdAt);
  const setPregnant = usePadStore((state) => state.setPregnant);
  if (createdAt === undefined) return null;
  const inView = pregnant || offersPregnancy(person, padDay({ createdAt }));
  const hintId = `${PREGNANT_ID}-hint`;
  const box = (
    <div className="pad-pregnant__field">
      <input
        id={PREGNANT_ID}
        type="checkbox"
        checked={pregnant}
        disabled={!canEdit}
        aria-describedby={hintId}
        onChange={(event) => setPregnant(event.target.checked)}
      />
      <label htmlFor={PREGNANT_ID}>Pregnant</label>
      <p id={hintId} className="pad-pregnant__hint">
        {pregnant
          ? 'Marked pregnant: the pregnancy checks run on this pad’s medicines.'
          : 'Mark to run the pregnancy checks on this pad’s medicines.'}{' '}
        Kept with this pad, printed nowhere.
      </p>
    </div>
  );
  return inView ? (
    <fieldset className="pad-pregnant">
      <legend>Pregnancy</legend>
      {box}
    </fieldset>
  ) : (
    <details className="pad-pregnant pad-pregnant--asked">
      <summary>Pregnancy</summary>
      {box}
    </details>
  );
}
