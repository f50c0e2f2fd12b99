/**
 * An amount as a decimal that holds it exactly (at most three places: 0.5, 0.25, 1.5, 60000),
 * else undefined: a third of a tablet is said in words only, never rounded to 0.333. Used where
 * an amount leaves as a number (FHIR's doseQuantity, the platform record's `dose.value`).
 */
export function exactAmount(amount: number): number | undefined {
  const thousandths = amount * 1000;
  const whole = Math.round(thousandths);
  return Math.abs(thousandths - whole) < 1e-6 && whole > 0 ? whole / 1000 : undefined;
}
