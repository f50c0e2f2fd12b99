import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/*
 * Each feature owns its tables; another feature asks it through a typed interface and never reads
 * them. This test reads the SQL in every core source file and checks each table it names belongs
 * to the folder the file is in (migrations create every table, so they are left out).
 */
const CORE = path.resolve(__dirname, '../../../../src/main/core');

/** Table -> the folder of `src/main/core` that owns it. */
const OWNER: Record<string, string> = {
  outbox: 'outbox',
  outbox_log: 'outbox',
  outbox_totals: 'outbox',
  settings: 'settings',
  webhooks_cache: 'webhooks',
  webhook_lists: 'webhooks',
  webhook_replays: 'webhooks',
  properties_cache: 'properties',
  medical_db_cache: 'medical-db',
  medical_db_own_medicines: 'medical-db',
  documents: 'documents',
  pads: 'pad',
  pad_records: 'pad',
  recording_sessions: 'recording',
  recording_chunks: 'recording',
  recording_chunk_audio: 'recording',
  voice_catalogue: 'recording',
  patients: 'patients',
  patient_search_rows: 'patients',
  patient_search_tokens: 'patients',
  consultations: 'consultations',
  appointments: 'queue',
  doctor_profile: 'doctor',
  doctor_signatures: 'doctor',
  scribe_suggestions: 'scribe',
};

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return name === 'migrations' ? [] : sourceFiles(full);
    return name.endsWith('.ts') ? [full] : [];
  });
}

/** Table names a file's SQL reads or writes. */
export function tablesIn(source: string): string[] {
  const found = new Set<string>();
  for (const match of source.matchAll(/\b(?:FROM|JOIN|INTO|UPDATE)\s+([a-z_]+)\b/g)) {
    const table = match[1]!;
    // `json_each` is a table-valued function, not a table.
    if (table !== 'json_each') found.add(table);
  }
  return [...found];
}

describe('table ownership', () => {
  it('finds the tables a statement names', () => {
    expect(
      tablesIn('db.prepare(`SELECT p.* FROM pads p LEFT JOIN outbox o ON o.id = p.outbox_id`)'),
    ).toEqual(['pads', 'outbox']);
    expect(tablesIn("'UPDATE recording_chunks SET a = 1'; 'INSERT INTO outbox_log (x)'")).toEqual([
      'recording_chunks',
      'outbox_log',
    ]);
  });

  it('no feature names another feature’s table in its SQL', () => {
    const offences: string[] = [];
    for (const file of sourceFiles(CORE)) {
      const folder = path.relative(CORE, file).split(path.sep)[0]!;
      for (const table of tablesIn(readFileSync(file, 'utf8'))) {
        const owner = OWNER[table];
        if (owner === undefined)
          offences.push(`${path.relative(CORE, file)}: unknown table ${table}`);
        else if (owner !== folder) {
          offences.push(`${path.relative(CORE, file)} reads ${table}, which ${owner} owns`);
        }
      }
    }
    expect(offences).toEqual([]);
  });
});
