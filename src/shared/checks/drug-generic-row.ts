import type { CheckSource } from './check-types';
import { dailyMed } from './check-sources';
import type { ClassId } from './drug-classes';

export interface GenericRow {
  /** The name the checks use, lower case ("paracetamol"). */
  name: string;
  /** Other names it is written under ("acetaminophen"), lower case. */
  aliases: readonly string[];
  classes: readonly ClassId[];
  source: CheckSource;
}

/** A row of the generic table; its source is its DailyMed label unless another is given. */
export const g = (
  name: string,
  classes: readonly ClassId[] = [],
  aliases: readonly string[] = [],
  source: CheckSource = dailyMed(name, 'Description and clinical pharmacology'),
): GenericRow => ({ name, aliases, classes, source });

export const QT: ClassId = 'qt-prolonging';
