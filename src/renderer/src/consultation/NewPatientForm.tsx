import { useId, useState, type FormEvent } from 'react';
import { SEXES, SEX_WORDS, type PatientView, type Sex } from '../../../shared/patients-view';
import { companion } from '../companion';
import { BusyButton } from '../frame/BusyButton';
import { ErrorAlert } from '../frame/ErrorAlert';
import { FieldError } from '../frame/FieldError';
import { parseClinicDate } from '../lib/clinicDate';

/**
 * A new patient, saved here at once (offline too) and sent to the platform's directory through
 * the outbox. Every refusal is said on its field; nothing typed is lost.
 */
export function NewPatientForm(props: {
  initialName: string;
  onCancel: () => void;
  onCreated: (patient: PatientView) => void;
}) {
  const id = useId();
  const [name, setName] = useState(props.initialName);
  const [sex, setSex] = useState<Sex | ''>('');
  const [birth, setBirth] = useState('');
  const [age, setAge] = useState('');
  const [mobile, setMobile] = useState('');
  const [uhid, setUhid] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent): Promise<void> {
    event.preventDefault();
    const found: Record<string, string> = {};
    if (name.trim() === '') found['name'] = 'Type the patient’s name.';
    if (sex === '') found['sex'] = 'Choose female, male or other.';
    let birthDate: string | undefined;
    if (birth.trim() !== '') {
      const parsed = parseClinicDate(birth);
      if (parsed.ok) birthDate = parsed.iso;
      else found['birthDate'] = parsed.message;
    }
    let ageYears: number | undefined;
    if (age.trim() !== '') {
      ageYears = Number(age);
      if (!Number.isInteger(ageYears) || ageYears < 0 || ageYears > 130) {
        found['ageYears'] = 'Give the age in whole years, 0 to 130.';
      }
    }
    if (birth.trim() === '' && age.trim() === '')
      found['birthDate'] = 'Give the date of birth, or the age in years.';
    setErrors(found);
    setFailure(null);
    if (Object.keys(found).length > 0) {
      document.getElementById(`${id}-${Object.keys(found)[0]}`)?.focus();
      return;
    }
    setBusy(true);
    const result = await companion().createPatient({
      name,
      sex: sex as Sex,
      ...(birthDate ? { birthDate } : { ageYears: ageYears! }),
      ...(mobile.trim() ? { mobile } : {}),
      ...(uhid.trim() ? { uhid } : {}),
    });
    setBusy(false);
    if (result.ok) {
      props.onCreated(result.value);
      return;
    }
    if (result.error.fields) {
      setErrors(result.error.fields);
      const first = Object.keys(result.error.fields)[0];
      if (first) document.getElementById(`${id}-${first}`)?.focus();
    }
    setFailure(`The patient was not saved: ${result.error.message}`);
  }

  const field = (
    key: string,
    label: string,
    value: string,
    set: (v: string) => void,
    extra: { hint?: string; inputMode?: 'numeric' | 'tel' | 'text'; autoComplete?: string } = {},
  ) => (
    <div className="field">
      <label htmlFor={`${id}-${key}`}>{label}</label>
      {extra.hint ? (
        <p id={`${id}-${key}-hint`} className="hint">
          {extra.hint}
        </p>
      ) : null}
      <input
        id={`${id}-${key}`}
        className="input"
        value={value}
        inputMode={extra.inputMode}
        autoComplete={extra.autoComplete ?? 'off'}
        aria-invalid={errors[key] ? true : undefined}
        aria-describedby={
          [extra.hint ? `${id}-${key}-hint` : '', errors[key] ? `${id}-${key}-error` : '']
            .join(' ')
            .trim() || undefined
        }
        onChange={(event) => {
          set(event.target.value);
          // An answer corrected is no longer wrong: its message goes until the next save.
          if (errors[key]) setErrors(({ [key]: _fixed, ...rest }) => rest);
        }}
      />
      <FieldError id={`${id}-${key}-error`} message={errors[key]} />
    </div>
  );

  return (
    <form
      className="new-patient"
      aria-labelledby={`${id}-title`}
      onSubmit={(e) => void submit(e)}
      noValidate
    >
      <h3 id={`${id}-title`}>New patient</h3>
      {field('name', 'Name', name, setName, { autoComplete: 'off' })}
      <fieldset
        className="fieldset"
        aria-invalid={errors['sex'] ? true : undefined}
        aria-describedby={errors['sex'] ? `${id}-sex-error` : undefined}
      >
        <legend>Sex</legend>
        <FieldError id={`${id}-sex-error`} message={errors['sex']} />
        <div className="choice-row">
          {SEXES.map((value, index) => (
            <label key={value} className="choice-chip">
              <input
                id={index === 0 ? `${id}-sex` : undefined}
                type="radio"
                name={`${id}-sex`}
                value={value}
                checked={sex === value}
                onChange={() => {
                  setSex(value);
                  if (errors['sex']) setErrors(({ sex: _fixed, ...rest }) => rest);
                }}
              />
              {SEX_WORDS[value]}
            </label>
          ))}
        </div>
      </fieldset>
      {field('birthDate', 'Date of birth', birth, setBirth, {
        hint: 'Day/month/year, for example 24/11/1990. Or give the age instead.',
      })}
      {field('ageYears', 'Age in years (when the date of birth is not known)', age, setAge, {
        inputMode: 'numeric',
      })}
      {field('mobile', 'Mobile number (optional)', mobile, setMobile, { inputMode: 'tel' })}
      {field('uhid', 'UHID (optional)', uhid, setUhid)}
      {failure ? <ErrorAlert>{failure}</ErrorAlert> : null}
      <div className="form-actions">
        <BusyButton busy={busy} className="button button--primary">
          Save the patient and start the consultation
        </BusyButton>
        <button type="button" className="button" onClick={props.onCancel}>
          Cancel
        </button>
      </div>
    </form>
  );
}
