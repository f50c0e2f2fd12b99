import { useId, useState, type FormEvent } from 'react';
import type { IpcError, Result } from '../../../shared/result';
import {
  JWE_SECRET_LENGTH,
  PlatformSettingsInputSchema,
  type ConnectionTestView,
  type PlatformSettingsInput,
  type SettingsView,
} from '../../../shared/settings';
import { ConnectionTestResults } from './ConnectionTestResults';
import { ErrorAlert } from '../frame/ErrorAlert';
import { useFieldErrors } from '../frame/useFieldErrors';
import { issuesToFieldErrors, serverFieldErrors } from '../lib/fieldErrors';
import { TextField } from './TextField';

interface SettingsFormProps {
  settings: SettingsView;
  /** Saves; on failure the form keeps everything typed, secrets included. */
  onSave: (input: PlatformSettingsInput) => Promise<Result<SettingsView>>;
  /** Runs the read-only account checks on what is typed, without saving it. */
  onTest?: (input: PlatformSettingsInput) => Promise<Result<ConnectionTestView>>;
}

type FieldName = keyof PlatformSettingsInput;
const FIELD_ORDER: readonly FieldName[] = [
  'baseUrl',
  'clientId',
  'clientSecret',
  'jweKid',
  'jweSecret',
];
const STORED_PLACEHOLDER = 'stored — leave empty to keep';

/** `https://host:port`, or undefined for what is not (yet) an address. */
function originOf(url: string): string | undefined {
  try {
    return new URL(url).origin;
  } catch {
    return undefined;
  }
}

/**
 * The platform account. Secrets are never shown back (the main process keeps them); an empty
 * secret field means "keep the stored one" and is left out of what is sent.
 */
export function SettingsForm({ settings, onSave, onTest }: SettingsFormProps) {
  const baseId = useId();
  const id = (field: FieldName) => `${baseId}-${field}`;
  const [values, setValues] = useState<Record<FieldName, string>>({
    baseUrl: settings.baseUrl,
    clientId: settings.clientId,
    clientSecret: '',
    jweKid: settings.jweKid,
    jweSecret: '',
  });
  const { errors, setErrors, showErrors } = useFieldErrors(FIELD_ORDER, id);
  const [failure, setFailure] = useState<IpcError | null>(null);
  const [saving, setSaving] = useState(false);
  const [testing, setTesting] = useState(false);
  const [tested, setTested] = useState<ConnectionTestView | null>(null);
  const secretsDisabled = !settings.keychain.available;
  // The core keeps a stored secret only for the address and id it was entered for.
  const sameAddress = originOf(values.baseUrl) === originOf(settings.baseUrl);
  const keepsClientSecret =
    settings.hasClientSecret && sameAddress && values.clientId === settings.clientId;
  const keepsJweSecret = settings.hasJweSecret && sameAddress && values.jweKid === settings.jweKid;

  const set = (field: FieldName) => (value: string) =>
    setValues((current) => ({ ...current, [field]: value }));

  /** What is typed, checked; undefined (with the errors shown) when it is not valid. */
  const entered = (): PlatformSettingsInput | undefined => {
    const parsed = PlatformSettingsInputSchema.safeParse({
      baseUrl: values.baseUrl,
      clientId: values.clientId,
      jweKid: values.jweKid,
      ...(values.clientSecret === '' || secretsDisabled
        ? {}
        : { clientSecret: values.clientSecret }),
      ...(values.jweSecret === '' || secretsDisabled ? {} : { jweSecret: values.jweSecret }),
    });
    if (!parsed.success) {
      showErrors(issuesToFieldErrors(parsed.error.issues));
      return undefined;
    }
    return parsed.data;
  };

  const test = async () => {
    if (!onTest || testing) return;
    setFailure(null);
    const input = entered();
    if (!input) return;
    setErrors({});
    setTesting(true);
    setTested(null);
    const result = await onTest(input);
    setTesting(false);
    if (result.ok) setTested(result.value);
    else {
      setErrors(serverFieldErrors(result.error.fields));
      setFailure(result.error);
    }
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (saving) return;
    setFailure(null);
    const input = entered();
    if (!input) return;
    setErrors({});
    setSaving(true);
    const result = await onSave(input);
    setSaving(false);
    if (!result.ok) {
      setErrors(serverFieldErrors(result.error.fields));
      setFailure(result.error);
    }
  };

  const field = (name: FieldName) => ({
    id: id(name),
    value: values[name],
    onChange: set(name),
    error: errors[name],
  });

  return (
    <form className="form-stack" noValidate onSubmit={(event) => void submit(event)}>
      {failure ? <SaveFailure error={failure} /> : null}
      <TextField {...field('baseUrl')} label="Base URL" type="url" placeholder="https://" />
      <TextField {...field('clientId')} label="Client id" />
      <TextField
        {...field('clientSecret')}
        label="Client secret"
        type="password"
        autoComplete="new-password"
        disabled={secretsDisabled}
        placeholder={keepsClientSecret ? STORED_PLACEHOLDER : undefined}
        hint={
          settings.hasClientSecret && !keepsClientSecret
            ? 'Enter it again: the saved secret is kept only for the address and client id it was entered for.'
            : undefined
        }
      />
      <TextField {...field('jweKid')} label="JWE key id" />
      <TextField
        {...field('jweSecret')}
        label="JWE secret"
        type="password"
        autoComplete="new-password"
        disabled={secretsDisabled}
        hint={`Exactly ${JWE_SECRET_LENGTH} characters.${
          settings.hasJweSecret && !keepsJweSecret
            ? ' Enter it again: the saved secret is kept only for the address and key id it was entered for.'
            : ''
        }`}
        placeholder={keepsJweSecret ? STORED_PLACEHOLDER : undefined}
      />
      <div className="form-actions">
        <button type="submit" className="button button--primary" aria-disabled={saving}>
          Save platform settings
        </button>
        {onTest ? (
          <button
            type="button"
            className="button"
            aria-disabled={testing}
            onClick={() => void test()}
          >
            {testing ? 'Testing the connection…' : 'Test connection'}
          </button>
        ) : null}
      </div>
      {tested ? <ConnectionTestResults result={tested} /> : null}
    </form>
  );
}

/** A failed save. A keychain failure is spelled out: the person must know no secret was kept. */
function SaveFailure({ error }: { error: IpcError }) {
  return (
    <ErrorAlert>
      {error.code === 'KEYCHAIN_UNAVAILABLE' ? (
        <p>
          <strong>Secrets were NOT stored.</strong> {error.message}
        </p>
      ) : (
        <p>The settings were not saved. {error.message}</p>
      )}
    </ErrorAlert>
  );
}
