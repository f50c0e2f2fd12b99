import { panelOf, unitAlternatives, VITALS, type VitalPanel } from '../../../shared/pad/vitals';
import { usePadStore } from '../stores/padStore';
import { BloodPressureRow } from './BloodPressureRow';
import { GLUCOSE_VITAL_ID } from '../../../shared/pad/glucose';
import { BmiRow } from './BmiRow';
import { GlucoseRow } from './GlucoseRow';
import { TemperatureRow } from './TemperatureRow';
import { VitalRow } from './VitalRow';
import { WaistHipRow } from './WaistHipRow';
import './VitalsGrid.css';

type RowSpec =
  | { kind: 'typed'; key: string; vitalId: string }
  | { kind: 'panel'; key: string; panel: VitalPanel }
  | { kind: 'units'; key: string; vitalIds: readonly string[] }
  | { kind: 'calculated'; key: string; vitalId: string }
  | { kind: 'waist-hip'; key: string }
  | { kind: 'glucose'; key: string; vitalId: string };

/**
 * The rows in catalogue order: a panel's readings (blood pressure) on the row of its first, the
 * units of one measure (temperature °F / °C) on the row of the first, calculated vitals (BMI)
 * as output. Built once, so every row's props stay the same object and memo holds.
 */
function rowsOf(): RowSpec[] {
  const rows: RowSpec[] = [];
  const placed = new Set<string>();
  for (const vital of VITALS) {
    if (placed.has(vital.id)) continue;
    placed.add(vital.id);
    if (vital.calculated !== false) {
      rows.push({ kind: 'calculated', key: vital.id, vitalId: vital.id });
      continue;
    }
    const panel = panelOf(vital.id);
    if (panel !== undefined) {
      panel.components.forEach((id) => placed.add(id));
      rows.push({ kind: 'panel', key: panel.id, panel });
      continue;
    }
    const others = unitAlternatives(vital.id).filter((other) => !placed.has(other.id));
    if (others.length > 0) {
      others.forEach((other) => placed.add(other.id));
      rows.push({ kind: 'units', key: vital.id, vitalIds: [vital.id, ...others.map((o) => o.id)] });
      continue;
    }
    if (vital.id === GLUCOSE_VITAL_ID) {
      rows.push({ kind: 'glucose', key: vital.id, vitalId: vital.id });
      continue;
    }
    rows.push({ kind: 'typed', key: vital.id, vitalId: vital.id });
    // The waist-hip ratio, derived, right after the second of its two measurements.
    if (vital.id === 'hip-circumference') rows.push({ kind: 'waist-hip', key: 'waist-hip-ratio' });
  }
  return rows;
}

const ROWS = rowsOf();

function VitalsRow({ row }: { row: RowSpec }) {
  switch (row.kind) {
    case 'typed':
      return <VitalRow vitalId={row.vitalId} />;
    case 'panel':
      return <BloodPressureRow panel={row.panel} />;
    case 'units':
      return <TemperatureRow vitalIds={row.vitalIds} />;
    case 'calculated':
      return <BmiRow vitalId={row.vitalId} />;
    case 'waist-hip':
      return <WaistHipRow />;
    case 'glucose':
      return <GlucoseRow vitalId={row.vitalId} />;
  }
}

export interface VitalsGridProps {
  /** The level of the "Vitals" heading: 2, under the screen's h1, unless placed deeper. */
  headingLevel?: 2 | 3 | 4;
}

/**
 * The pad's vitals: one row per vital in catalogue order, each bound to its own text in the
 * store. The grid itself selects only the pad's id, so it renders again only for another pad
 * (which also forgets which fields were left).
 */
export function VitalsGrid({ headingLevel = 2 }: VitalsGridProps) {
  const padId = usePadStore((state) => state.meta?.id ?? '');
  const Heading = `h${headingLevel}` as const;
  return (
    <section className="vitals" aria-labelledby="pad-vitals-heading">
      <Heading id="pad-vitals-heading" className="vitals__heading">
        Vitals
      </Heading>
      <div className="vitals__grid" key={padId}>
        {ROWS.map((row) => (
          <VitalsRow key={row.key} row={row} />
        ))}
      </div>
    </section>
  );
}
