import { useId, useState, type FormEvent } from 'react';
import type { Result } from '../../../shared/result';
import {
  RegisterWebhookInputSchema,
  WEBHOOK_EVENT_NAMES,
  WEBHOOK_PROTOCOLS,
  type RegisterWebhookInput,
  type WebhookEventName,
} from '../../../shared/webhook';
import type { WebhookEventKind } from '../../../shared/webhooks/catalogue';
import { ErrorAlert } from '../frame/ErrorAlert';
import { FieldError } from '../frame/FieldError';
import { useFieldErrors } from '../frame/useFieldErrors';
import { issuesToFieldErrors, serverFieldErrors } from '../lib/fieldErrors';
import { groupByService } from './groupByService';

interface RegisterWebhookFormProps {
  /** Sends the registration; the form keeps what was typed unless the result is ok. */
  onRegister: (input: RegisterWebhookInput) => Promise<Result<unknown>>;
  /** Every published event; until it arrives, the contract's six. */
  catalogue?: readonly WebhookEventKind[] | null;
}

interface Draft {
  events: ReadonlySet<WebhookEventName>;
  endpoint: string;
  signingKey: string;
  protocol: string;
}

const EMPTY: Draft = {
  events: new Set(),
  endpoint: '',
  signingKey: '',
  protocol: WEBHOOK_PROTOCOLS[0],
};

/** Fields in the order they appear, to focus the first one that needs fixing. */
const FIELD_ORDER = ['event_names', 'endpoint', 'signing_key', 'protocol'] as const;

/**
 * Registers a webhook. Checked here with the same schema the main process applies, so mistakes are
 * shown on their field before anything is sent; the server's answer is shown the same way.
 */
export function RegisterWebhookForm({ onRegister, catalogue }: RegisterWebhookFormProps) {
  const groups: [string, string[]][] =
    catalogue && catalogue.length > 0
      ? groupByService(catalogue).map(([service, kinds]) => [service, kinds.map((k) => k.name)])
      : [['contract', [...WEBHOOK_EVENT_NAMES]]];
  const allNames = groups.flatMap(([, names]) => names);
  const baseId = useId();
  const ids = {
    endpoint: `${baseId}-endpoint`,
    signingKey: `${baseId}-signing-key`,
    protocol: `${baseId}-protocol`,
  };
  const errorId = (field: string) => `${baseId}-${field}-error`;
  const hintId = `${baseId}-signing-key-hint`;

  const [draft, setDraft] = useState<Draft>(EMPTY);
  const [formError, setFormError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const fieldIds: Record<(typeof FIELD_ORDER)[number], string> = {
    event_names: `${baseId}-first-event`,
    endpoint: ids.endpoint,
    signing_key: ids.signingKey,
    protocol: ids.protocol,
  };
  const { errors, setErrors, showErrors } = useFieldErrors(FIELD_ORDER, (field) => fieldIds[field]);

  const toggleEvent = (name: WebhookEventName) =>
    setDraft((current) => {
      const events = new Set(current.events);
      if (!events.delete(name)) events.add(name);
      return { ...current, events };
    });

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    const parsed = RegisterWebhookInputSchema.safeParse({
      // Keep the contract's order whatever order the boxes were ticked in.
      event_names: allNames.filter((name) => draft.events.has(name)),
      endpoint: draft.endpoint,
      // An empty key means "no key", which the contract expresses by leaving the field out.
      ...(draft.signingKey === '' ? {} : { signing_key: draft.signingKey }),
      protocol: draft.protocol,
    });
    setFormError(null);
    if (!parsed.success) {
      showErrors(issuesToFieldErrors(parsed.error.issues));
      return;
    }
    setErrors({});
    setSubmitting(true);
    const result = await onRegister(parsed.data);
    setSubmitting(false);
    if (result.ok) {
      setDraft(EMPTY);
      return;
    }
    const found = serverFieldErrors(result.error.fields);
    setErrors(found);
    setFormError(result.error.message);
  };

  const invalid = (field: string) => (errors[field] ? true : undefined);
  const describedBy = (field: string, ...more: string[]) =>
    [errors[field] ? errorId(field) : '', ...more].filter(Boolean).join(' ') || undefined;

  return (
    <form className="form-stack" noValidate onSubmit={(event) => void submit(event)}>
      {formError ? (
        <ErrorAlert>
          <p>The webhook was not registered. {formError}</p>
        </ErrorAlert>
      ) : null}

      <fieldset
        className="fieldset"
        aria-invalid={invalid('event_names')}
        aria-describedby={describedBy('event_names')}
      >
        <legend>Events</legend>
        <FieldError id={errorId('event_names')} message={errors.event_names} />
        {groups.map(([service, names]) => (
          <fieldset key={service} className="fieldset fieldset--nested">
            <legend>{service}</legend>
            <div className="checkbox-grid">
              {names.map((name) => (
                <label key={name} className="checkbox">
                  <input
                    type="checkbox"
                    id={name === allNames[0] ? fieldIds.event_names : undefined}
                    checked={draft.events.has(name)}
                    onChange={() => toggleEvent(name)}
                  />
                  <span className="mono">{name}</span>
                </label>
              ))}
            </div>
          </fieldset>
        ))}
      </fieldset>

      <div className="field">
        <label htmlFor={ids.endpoint}>Endpoint URL</label>
        <input
          id={ids.endpoint}
          className="input input--wide"
          type="url"
          inputMode="url"
          autoComplete="url"
          spellCheck={false}
          placeholder="https://"
          value={draft.endpoint}
          aria-invalid={invalid('endpoint')}
          aria-describedby={describedBy('endpoint')}
          onChange={(event) => setDraft({ ...draft, endpoint: event.target.value })}
        />
        <FieldError id={errorId('endpoint')} message={errors.endpoint} />
      </div>

      <div className="field">
        <label htmlFor={ids.signingKey}>Signing key (optional)</label>
        <input
          id={ids.signingKey}
          className="input input--wide"
          type="password"
          autoComplete="new-password"
          spellCheck={false}
          value={draft.signingKey}
          aria-invalid={invalid('signing_key')}
          aria-describedby={describedBy('signing_key', hintId)}
          onChange={(event) => setDraft({ ...draft, signingKey: event.target.value })}
        />
        <p id={hintId} className="hint">
          16 to 256 characters. The platform uses it to sign each delivery.
        </p>
        <FieldError id={errorId('signing_key')} message={errors.signing_key} />
      </div>

      <div className="field">
        <label htmlFor={ids.protocol}>Protocol</label>
        <select
          id={ids.protocol}
          className="select"
          value={draft.protocol}
          aria-invalid={invalid('protocol')}
          aria-describedby={describedBy('protocol')}
          onChange={(event) => setDraft({ ...draft, protocol: event.target.value })}
        >
          {WEBHOOK_PROTOCOLS.map((protocol) => (
            <option key={protocol} value={protocol}>
              {protocol}
            </option>
          ))}
        </select>
        <FieldError id={errorId('protocol')} message={errors.protocol} />
      </div>

      <div className="form-actions">
        {/* aria-disabled, not disabled: the button keeps focus and its name while a request runs. */}
        <button type="submit" className="button button--primary" aria-disabled={submitting}>
          Register webhook
        </button>
      </div>
    </form>
  );
}
