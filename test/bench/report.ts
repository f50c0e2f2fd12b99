/** One benchmark line: a measured figure beside its baseline measured in the same run. */
export interface BenchLine {
  name: string;
  value: number;
  unit: string;
  baseline: string;
  baseline_value: number;
  ratio: number;
}

export function report(
  name: string,
  value: number,
  unit: string,
  baseline: string,
  baselineValue: number,
): BenchLine {
  const line: BenchLine = {
    name,
    value: round(value),
    unit,
    baseline,
    baseline_value: round(baselineValue),
    ratio: round(value / baselineValue),
  };
  console.log(JSON.stringify(line));
  return line;
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

function round(value: number): number {
  return Math.round(value * 1000) / 1000;
}
