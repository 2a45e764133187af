/**
 * Starts a User Timing measure named `name` (with a `<name>:start` mark, as the benchmark and
 * the tests read them) and returns the function that ends it. The measure is taken from the
 * start time, not from the mark's name: another script on the page may clear every mark
 * (`performance.clearMarks()`) while the work runs, and a measure naming a missing mark throws,
 * which would fail the work being timed.
 *
 * @example
 * const done = startTiming('lantern:fragments');
 * applyTheFragments();
 * done();
 */
export function startTiming(name: string): () => void {
  const start = performance.now();
  performance.mark(`${name}:start`, { startTime: start });
  return () => {
    performance.measure(name, { start });
  };
}
