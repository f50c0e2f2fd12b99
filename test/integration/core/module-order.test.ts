import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type * as AppModuleFile from '../../../src/main/core/app/app-module';
import type * as PadsModuleFile from '../../../src/main/core/pad/pads-module';
import type * as ScribeModuleFile from '../../../src/main/core/scribe/scribe-module';
import type * as PrintoutModuleFile from '../../../src/main/core/printout/printout-module';
import type * as SyncModuleFile from '../../../src/main/core/outbox/sync-module';
import type { PadsDeps } from '../../../src/main/core/pad/pads-module';
import type { TestCompanion } from '../../helpers/companion';

/**
 * Each module below calls the dependencies it was given while it is being built, as a module may
 * (reading a setting, repairing rows). Built in dependency order, every such call is answered; the
 * pads' late-bound links (their patient, the scribe, the printout) refuse plainly until bound.
 */
const seen = vi.hoisted(() => ({
  answers: new Map<string, unknown>(),
  pending: [] as Promise<unknown>[],
  padsDeps: undefined as PadsDeps | undefined,
  lateErrors: [] as string[],
  /** Only while this file builds its core: a later file in the same worker gets the real modules. */
  active: false,
}));

function ask(name: string, call: () => unknown): void {
  const answer = call();
  if (answer instanceof Promise)
    seen.pending.push(
      answer.then(
        (value) => seen.answers.set(name, value),
        (error: unknown) => seen.answers.set(name, error),
      ),
    );
  else seen.answers.set(name, answer);
}

vi.mock('../../../src/main/core/app/app-module', async (load) => {
  const real = await load<typeof AppModuleFile>();
  return {
    ...real,
    createAppModule: (...args: Parameters<typeof real.createAppModule>) => {
      if (!seen.active) return real.createAppModule(...args);
      const [, options] = args;
      ask('app: isRecording', () => options.isRecording());
      ask('app: nameOf', () => options.patientNames.nameOf('no-such-patient'));
      return real.createAppModule(...args);
    },
  };
});

vi.mock('../../../src/main/core/pad/pads-module', async (load) => {
  const real = await load<typeof PadsModuleFile>();
  return {
    ...real,
    createPadsModule: (...args: Parameters<typeof real.createPadsModule>) => {
      if (!seen.active) return real.createPadsModule(...args);
      const [, deps] = args;
      seen.padsDeps = deps;
      ask('pads: letterhead', () => deps.letterhead?.());
      for (const late of [
        () => deps.patientOf?.('no-such-pad'),
        () => deps.openSuggestions?.('no-such-pad'),
        () => deps.prescriptionPdf?.('no-such-pad'),
      ]) {
        try {
          void late();
          seen.lateErrors.push('answered');
        } catch (error) {
          seen.lateErrors.push(`${(error as Error).name}: ${(error as Error).message}`);
        }
      }
      return real.createPadsModule(...args);
    },
  };
});

vi.mock('../../../src/main/core/scribe/scribe-module', async (load) => {
  const real = await load<typeof ScribeModuleFile>();
  return {
    ...real,
    createScribeModule: (...args: Parameters<typeof real.createScribeModule>) => {
      if (!seen.active) return real.createScribeModule(...args);
      const [, deps] = args;
      ask('scribe: visitOfPad', () => deps.visitOfPad('no-such-pad'));
      ask('scribe: patientOfPad', () => deps.patientOfPad?.('no-such-pad'));
      ask('scribe: resultsOf', () => deps.resultsOf('no-such-consultation'));
      return real.createScribeModule(...args);
    },
  };
});

vi.mock('../../../src/main/core/printout/printout-module', async (load) => {
  const real = await load<typeof PrintoutModuleFile>();
  return {
    ...real,
    createPrintoutModule: (...args: Parameters<typeof real.createPrintoutModule>) => {
      if (!seen.active) return real.createPrintoutModule(...args);
      const [deps] = args;
      ask('printout: patientOfPad', () => deps.patientOfPad('no-such-pad'));
      ask('printout: doctor', () => deps.doctor.saved());
      return real.createPrintoutModule(...args);
    },
  };
});

vi.mock('../../../src/main/core/outbox/sync-module', async (load) => {
  const real = await load<typeof SyncModuleFile>();
  return {
    ...real,
    createSyncModule: (...args: Parameters<typeof real.createSyncModule>) => {
      if (!seen.active) return real.createSyncModule(...args);
      const [, deps] = args;
      ask('sync: visitOf', () => deps?.sources?.visitOf?.({ kind: 'recording', id: 'no-such' }));
      ask('sync: patientName', () => deps?.sources?.patientName?.('no-such-patient'));
      return real.createSyncModule(...args);
    },
  };
});

let companion: TestCompanion | undefined;
beforeAll(async () => {
  // The integration project shares its module cache between files (isolate: false): the core's
  // files may already be loaded unmocked, so they are loaded afresh here, with the mocks above.
  vi.resetModules();
  const { startTestCompanion } = await import('../../helpers/companion');
  seen.active = true;
  try {
    companion = await startTestCompanion({ withoutPrinter: true });
  } finally {
    seen.active = false;
  }
  await Promise.all(seen.pending);
});
afterAll(async () => {
  await companion?.close();
});

describe('the core builds its modules in dependency order', () => {
  it('answers modules that call their dependencies while being built', () => {
    expect(Object.fromEntries(seen.answers)).toStrictEqual({
      'app: isRecording': false,
      'app: nameOf': undefined,
      'pads: letterhead': {
        doctor: { name: 'Doctor', degrees: [], registrations: [] },
        profileRead: false,
      },
      'scribe: visitOfPad': undefined,
      'scribe: patientOfPad': undefined,
      'scribe: resultsOf': [],
      'printout: patientOfPad': undefined,
      'printout: doctor': expect.objectContaining({
        profile: expect.objectContaining({ name: 'Dr. Meera Iyer' }) as unknown,
      }) as unknown,
      'sync: visitOf': undefined,
      'sync: patientName': undefined,
    });
  });

  it('refuses a late-bound link asked for before its module is built, then answers it once bound', async () => {
    expect(seen.lateErrors).toEqual([
      'NotReadyError: The patient of a pad was asked for before the core had built it.',
      'NotReadyError: The scribe of a pad was asked for before the core had built it.',
      'NotReadyError: The printout of a pad was asked for before the core had built it.',
    ]);
    // Once the core is built, the same links answer (no pad of that id: no patient, no suggestion).
    expect(seen.padsDeps?.patientOf?.('no-such-pad')).toBeUndefined();
    await expect(seen.padsDeps?.openSuggestions?.('no-such-pad')).resolves.toBe(0);
  });
});
