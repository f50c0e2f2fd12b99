import { cpSync, readFileSync, realpathSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { makeTempDir } from '../helpers/temp-dir';

/** The repository this file belongs to: where the worker runs from when no mutant is asked for. */
export const REPOSITORY_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/**
 * Deliberate bugs the chaos run must catch, each a one-place edit of the production source. They
 * are applied to a copy of the source in a temp folder, never to the repository, so the shipped
 * code carries no test switch. `expect` names the figure of the run's report that must rise.
 */
export const MUTANTS = {
  /** The app forgets what it queued: every pending or in-flight outbox row deleted at start-up. */
  'drop-queued-at-start': {
    file: 'src/main/core/core.ts',
    find: '  shared.sync.start();\n',
    replace: `  shared.db.prepare("DELETE FROM outbox WHERE state IN ('pending', 'in_flight')").run();\n  shared.sync.start();\n`,
    expect: 'lost',
  },
  /** Each attempt goes out under a new Idempotency-Key, so the platform cannot recognise a resend. */
  'fresh-key-per-attempt': {
    file: 'src/main/core/outbox/sync-loop-drain.ts',
    find: 'idempotencyKey: row.idempotencyKey,',
    replace: 'idempotencyKey: globalThis.crypto.randomUUID(),',
    expect: 'duplicates',
  },
  /**
   * The prescription's PDF goes to the record under a new document id on every attempt, so a
   * presign or upload whose answer was lost leaves a document of its own on the patient's record.
   */
  'fresh-document-per-attempt': {
    file: 'src/main/core/pad/pad-record.ts',
    find: 'async send({ padId, revision, documentId, waitsForPatient }, context) {',
    replace:
      'async send({ padId, revision, waitsForPatient }, context) { const documentId = globalThis.crypto.randomUUID();',
    expect: 'duplicates',
  },
  /** Rows a crash left in flight are never returned to pending. */
  'skip-crash-recovery': {
    file: 'src/main/core/outbox/sync-loop.ts',
    find: '    outbox.recoverInFlight();\n    if (clock.now() - lastPruneAt',
    replace: '    if (clock.now() - lastPruneAt',
    expect: 'pending',
  },
} as const satisfies Record<
  string,
  { file: string; find: string; replace: string; expect: 'lost' | 'duplicates' | 'pending' }
>;

export type MutantName = keyof typeof MUTANTS;

export function isMutantName(name: string): name is MutantName {
  return Object.hasOwn(MUTANTS, name);
}

/**
 * A copy of the source tree the worker needs (the app's `src`, `resources` and `spec/published`, the chaos worker and the test
 * helpers, with package.json and the tsconfig files the bundler reads), with the mutant's edit applied. Throws when
 * the edit does not match exactly once: a mutant that silently changes nothing would prove nothing.
 */
export function prepareMutant(name: MutantName): { root: string; remove: () => void } {
  const mutant = MUTANTS[name];
  const temp = makeTempDir(`companion-mutant-${name}-`);
  try {
    for (const entry of [
      'src',
      'resources',
      // The app imports the published webhook deliveries (its event catalogue) from here.
      'spec/published',
      'test/chaos',
      'test/helpers',
      'package.json',
      'tsconfig.json',
      'tsconfig.base.json',
      'tsconfig.node.json',
    ]) {
      cpSync(path.join(REPOSITORY_ROOT, entry), path.join(temp.dir, entry), { recursive: true });
    }
    symlinkSync(
      realpathSync(path.join(REPOSITORY_ROOT, 'node_modules')),
      path.join(temp.dir, 'node_modules'),
    );
    const file = path.join(temp.dir, mutant.file);
    const source = readFileSync(file, 'utf8');
    const matches = source.split(mutant.find).length - 1;
    if (matches !== 1) {
      throw new Error(`mutant ${name}: expected one match in ${mutant.file}, found ${matches}`);
    }
    writeFileSync(file, source.replace(mutant.find, mutant.replace));
    return { root: temp.dir, remove: temp.remove };
  } catch (error) {
    temp.remove();
    throw error;
  }
}
