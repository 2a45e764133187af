/** Median and max of repeated measurements; the machine is noisy, so one run proves little. */
export interface Summary {
  median: number;
  max: number;
  runs: number[];
}

export function summarise(runs: readonly number[]): Summary {
  if (runs.length === 0) return { median: NaN, max: NaN, runs: [] };
  const sorted = [...runs].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const median = sorted.length % 2 === 1 ? (sorted[middle] ?? NaN) : ((sorted[middle - 1] ?? NaN) + (sorted[middle] ?? NaN)) / 2;
  return { median, max: sorted[sorted.length - 1] ?? NaN, runs: [...runs] };
}

/** How many times each timed measurement is repeated (BENCH_RUNS overrides). */
export const RUNS = Math.max(1, Number(process.env.BENCH_RUNS ?? 7) || 7);

/** Runs `measure` `times` times, one after another (never in parallel: 2 cores). */
export async function repeat<T>(times: number, measure: (run: number) => Promise<T>): Promise<T[]> {
  const results: T[] = [];
  for (let run = 0; run < times; run += 1) results.push(await measure(run));
  return results;
}
