import type { DoctorView } from '../../../shared/doctor-view';
import { letterheadOf } from '../../../shared/printout/printout-letterhead';
import './LetterheadPreview.css';

/**
 * The letterhead every printout is headed with, as it will print: made from the doctor's profile
 * (read from the platform) and the registration entered here; there is nothing else to set.
 */
export function LetterheadPreview({ view }: { view: DoctorView }) {
  const { doctor, clinic } = letterheadOf(view);
  return (
    <>
      <h3>Letterhead</h3>
      <p className="hint">
        Every printout is headed with these lines, from the profile above and the registration
        below. A finalized prescription keeps the letterhead of its day: a change here never changes
        one already finalized.
      </p>
      <div className="letterhead-preview" role="group" aria-label="Letterhead as printed">
        <div>
          <p className="letterhead-preview__name">{doctor.name}</p>
          {doctor.degrees.length > 0 ? <p>{doctor.degrees.join(', ')}</p> : null}
          {doctor.speciality ? <p>{doctor.speciality}</p> : null}
          {doctor.registrations.map((r) => (
            <p key={`${r.council}|${r.number}`}>
              Reg. No. {r.number}, {r.council}
              {r.year === undefined ? '' : `, ${r.year}`}
            </p>
          ))}
        </div>
        {clinic ? (
          <div className="letterhead-preview__clinic">
            <p className="letterhead-preview__name">{clinic.name}</p>
            {clinic.addressLines.map((line) => (
              <p key={line}>{line}</p>
            ))}
            {clinic.phone ? <p>Phone {clinic.phone}</p> : null}
          </div>
        ) : null}
      </div>
    </>
  );
}
