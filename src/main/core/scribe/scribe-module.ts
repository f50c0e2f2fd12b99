import { randomUUID } from 'node:crypto';
import { clinicDayOf } from '../../../shared/pad/follow-up';
import type { Pad } from '../../../shared/pad/pad';
import type { PatientAlerts } from '../../../shared/patient-alerts';
import { applyToAlerts } from '../../../shared/scribe/apply-alert';
import { applySuggestion } from '../../../shared/scribe/apply-suggestion';
import type { SCRIBE_METHODS } from '../../../shared/ipc/channels/scribe';
import type { RecordingResultView } from '../../../shared/recording';
import type { PadSuggestions } from '../../../shared/scribe/suggestion-view';
import { scribeSuggestions, type ScribeSuggestion } from '../../../shared/scribe/suggestions';
import { EMR_TEMPLATE_ID } from '../../../shared/scribe/templates';
import type { CoreShared } from '../core-shared';
import { CoreError } from '../errors';
import type { FeatureModule } from '../feature-module';
import { errorName } from '../log/logger';
import { createSuggestionsRepository } from './suggestions-repository';

export interface ScribeModule extends FeatureModule<keyof typeof SCRIBE_METHODS> {
  /** Suggestions of the pad still waiting for the doctor (read from new results first). */
  openSuggestions(padId: string): Promise<number>;
}

export interface ScribeDeps {
  /** The consultation a pad belongs to, and its day (for Since and "after N days"). */
  visitOfPad(padId: string): { consultationId: string; day: string } | undefined;
  /** The finished results of a consultation's recordings. */
  resultsOf(consultationId: string): Promise<RecordingResultView[]>;
  /** Changes the pad's saved draft (the pads feature). */
  editPad(padId: string, change: (pad: Pad) => Pad): Promise<void>;
  /** The app's id of the pad's patient (the consultations feature). */
  patientOfPad?(padId: string): string | undefined;
  /** The patient's alerts, read and written whole (the patients feature). */
  alerts?: {
    get(patientId: string): PatientAlerts;
    save(patientId: string, alerts: PatientAlerts): PatientAlerts;
  };
  /**
   * The Since group a new symptom or diagnosis is written with: its item's in the saved lookup,
   * else the first of its context; undefined when the lookup was never read here.
   */
  sinceGroupOf?(
    kind: 'symptom' | 'diagnosis',
    platformId: string | undefined,
  ): Promise<string | undefined>;
}

export const NO_PATIENT_FOR_ALERTS =
  "This pad has no patient saved on this computer, so there is nowhere to record this: reject it, or write it in the patient's alerts.";

/** The infrastructure this feature stands on (the rest of the core's is not its business). */
export type ScribeInfra = Pick<CoreShared, 'clock' | 'db' | 'logger' | 'vault'>;

/**
 * The scribe drafts, the doctor decides: a consultation's recording result (the platform's EMR
 * template) becomes suggestions on the consultation's pad, each waiting for Accept, Edit or
 * Reject. This module keeps the suggestions and the decisions; the entry itself is written on
 * the pad by the doctor's screen, with its origin. Finalize is refused while any suggestion is
 * open, so nothing the scribe heard reaches a prescription without the doctor.
 */
export function createScribeModule(shared: ScribeInfra, deps: ScribeDeps): ScribeModule {
  const repository = createSuggestionsRepository(shared.db, shared.vault);

  /** Reads the pad's consultation's finished results; suggestions already kept are not repeated. */
  async function refresh(padId: string): Promise<void> {
    const visit = deps.visitOfPad(padId);
    if (!visit) return;
    for (const result of await deps.resultsOf(visit.consultationId)) {
      const emr = result.templates.find(
        (t) => t.templateId === EMR_TEMPLATE_ID && t.status === 'success' && t.text,
      );
      if (!emr?.text) continue;
      let data: unknown = emr.text;
      try {
        data = JSON.parse(emr.text);
      } catch {
        // Not JSON: the reader keeps what it can of the text.
      }
      const suggestions = scribeSuggestions(data, {
        transcript: result.transcript,
        visitDate: visit.day,
      });
      const added = repository.addNew(padId, result.sessionId, suggestions, shared.clock.now());
      if (added > 0) shared.logger.info({ added }, 'scribe suggestions read from a recording');
    }
  }

  type Decision = {
    decision: string;
    text?: string;
    line?: string;
    allergyType?: 'allergy' | 'intolerance';
  };

  /** What an edit carries must fit the suggestion: a line for a medicine only, and so on. */
  function checkEdit(suggestion: ScribeSuggestion, args: Decision): void {
    if (args.line !== undefined && suggestion.kind !== 'medicine') {
      throw new CoreError('INVALID_ARGUMENT', 'A whole line is given for a medicine only.');
    }
    if (args.allergyType !== undefined && suggestion.kind !== 'allergy') {
      throw new CoreError(
        'INVALID_ARGUMENT',
        'Allergy or intolerance is asked of an allergy only.',
      );
    }
    if (suggestion.kind === 'medicine' && args.text !== undefined) {
      throw new CoreError('INVALID_ARGUMENT', 'A medicine is edited as a whole line.');
    }
  }

  function acceptIntoAlerts(
    padId: string,
    suggestion: Extract<ScribeSuggestion, { kind: 'allergy' | 'history' }>,
    args: Decision,
  ): void {
    const patientId = deps.patientOfPad?.(padId);
    if (patientId === undefined || deps.alerts === undefined) {
      throw new CoreError('CONFLICT', NO_PATIENT_FOR_ALERTS);
    }
    const applied = applyToAlerts(deps.alerts.get(patientId), suggestion, {
      newId: randomUUID,
      now: new Date(shared.clock.now()).toISOString(),
      ...(args.text ? { text: args.text } : {}),
      ...(args.allergyType ? { allergyType: args.allergyType } : {}),
    });
    if (!applied.ok) throw new CoreError('INVALID_ARGUMENT', applied.reason);
    if (applied.added) deps.alerts.save(patientId, applied.alerts);
  }

  async function acceptOntoPad(
    padId: string,
    suggestion: ScribeSuggestion,
    args: Decision,
  ): Promise<void> {
    const day = deps.visitOfPad(padId)?.day ?? clinicDayOf(shared.clock.now());
    // The Since group is found before the pad is changed (the lookup is read from its cache).
    const kind =
      suggestion.kind === 'symptom' || suggestion.kind === 'diagnosis'
        ? suggestion.kind
        : undefined;
    const platformId =
      args.text === undefined && kind !== undefined && 'platformId' in suggestion
        ? suggestion.platformId
        : undefined;
    const sinceGroup =
      kind !== undefined && 'since' in suggestion && suggestion.since !== undefined
        ? await deps.sinceGroupOf?.(kind, platformId)
        : undefined;
    await deps.editPad(padId, (pad) => {
      const applied = applySuggestion(pad, suggestion, {
        newId: randomUUID,
        day,
        origin: args.decision === 'edited' ? 'scribe-edited' : 'scribe',
        ...(args.text ? { text: args.text } : {}),
        ...(args.line ? { line: args.line } : {}),
        sinceGroupId: () => sinceGroup,
      });
      if (!applied.ok) throw new CoreError('INVALID_ARGUMENT', applied.reason);
      return applied.pad;
    });
  }

  function view(padId: string): PadSuggestions {
    return { padId, suggestions: repository.list(padId), open: repository.openCount(padId) };
  }

  return {
    name: 'scribe',
    async openSuggestions(padId) {
      try {
        await refresh(padId);
      } catch (error) {
        // A result that cannot be read now must not stop the doctor: what is kept still counts.
        shared.logger.warn({ err: errorName(error) }, 'reading scribe suggestions failed');
      }
      return repository.openCount(padId);
    },
    handlers: {
      'scribe:suggestions': async (args) => {
        await refresh(args.padId);
        return view(args.padId);
      },
      'scribe:decide': async (args) => {
        const state = repository.state(args.padId, args.id);
        if (state === undefined) {
          throw new CoreError('NOT_FOUND', 'This suggestion is not on the pad.');
        }
        if (state !== 'open') {
          throw new CoreError('CONFLICT', 'This suggestion was already decided.');
        }
        if (args.decision !== 'rejected') {
          const suggestion = repository.get(args.padId, args.id)!;
          checkEdit(suggestion, args);
          if (suggestion.kind === 'allergy' || suggestion.kind === 'history') {
            acceptIntoAlerts(args.padId, suggestion, args);
          } else {
            await acceptOntoPad(args.padId, suggestion, args);
          }
        }
        if (!repository.decide(args.padId, args.id, args.decision, shared.clock.now())) {
          throw new CoreError('CONFLICT', 'This suggestion was already decided.');
        }
        return view(args.padId);
      },
    },
  };
}
