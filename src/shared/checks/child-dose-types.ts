import type { CheckSource } from './check-types';
import type { RouteKind } from './drug-identity';

/** A limit: per kg of body weight (capped at `max`), or a fixed amount for the age band. */
export interface DoseLimit {
  perKg?: number;
  max?: number;
  fixed?: number;
}

export interface ChildDoseRow {
  id: string;
  generic: string;
  /** The row applies only when the line also gives this generic (co-amoxiclav). */
  with?: string;
  /** The row applies only when the line does not give this generic. */
  without?: string;
  /** The age band, in days: [fromDays, toDays). */
  fromDays: number;
  toDays: number;
  routes: readonly RouteKind[];
  /** `single`: STAT or a one-day course; `repeated`: any other. Both when absent. */
  course?: 'single' | 'repeated';
  /** What the limits count: mg of the ingredient, or ml of the line (ORS). */
  measure: 'mg' | 'ml';
  perDose?: DoseLimit;
  perDay?: DoseLimit;
  /** No dose is given for this age: the row warns with these words instead of checking numbers. */
  notForAge?: string;
  source: CheckSource;
}
