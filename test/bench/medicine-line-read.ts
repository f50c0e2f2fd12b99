import { performance } from 'node:perf_hooks';
import { readDose, readDuration, readFrequency } from '../../src/shared/pad/medicine-input';
import { directionsOf, printedName, readMedicineLine } from '../../src/shared/pad/medicine-line';
import { CORPUS } from '../unit/node/pad/corpus/medicine-lines';
import { report } from './report';

const ROUNDS = 40;

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

/**
 * One whole medicine line typed and read (readMedicineLine, then the words the pad shows:
 * printedName and directionsOf), per line of the corpus, against the old field-by-field path
 * reading the same line's three fields (dose, frequency, duration) with the field readers.
 */
export function benchMedicineLineRead(): void {
  const lines = CORPUS.map((entry) => entry.text).filter((text) => text.trim() !== '');
  const whole: number[] = [];
  const fields: number[] = [];
  let sink = 0;
  for (let round = 0; round < ROUNDS; round += 1) {
    for (const text of lines) {
      let start = performance.now();
      const read = readMedicineLine(text);
      if (read.ok) sink += printedName(read.line).length + directionsOf(read.line).length;
      else sink += read.question.length;
      whole.push(performance.now() - start);

      const words = text.split(' ');
      start = performance.now();
      sink += readDose(words.slice(2, 4).join(' '), 'Tablet').ok ? 1 : 0;
      sink += readFrequency(words[4] ?? '').ok ? 1 : 0;
      sink += readDuration(words.slice(5, 8).join(' ')).ok ? 1 : 0;
      fields.push(performance.now() - start);
    }
  }
  if (sink === 0) throw new Error('nothing was read');
  report(
    'medicine_line_read_p95',
    percentile(whole, 95),
    'ms',
    'medicine_fields_read_p95',
    percentile(fields, 95),
  );
  report(
    'medicine_line_read_p50',
    percentile(whole, 50),
    'ms',
    'medicine_fields_read_p50',
    percentile(fields, 50),
  );
}
