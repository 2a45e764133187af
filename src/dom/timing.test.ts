import { afterEach, describe, expect, it } from 'vitest';
import { startTiming } from './timing';

afterEach(() => {
  performance.clearMarks();
  performance.clearMeasures();
});

describe('startTiming', () => {
  it('marks the start and measures from it to the end', () => {
    const done = startTiming('lantern:work');
    expect(performance.getEntriesByName('lantern:work:start', 'mark')).toHaveLength(1);
    done();
    const [measure] = performance.getEntriesByName('lantern:work', 'measure');
    expect(measure?.startTime).toBe(performance.getEntriesByName('lantern:work:start', 'mark')[0]?.startTime);
  });

  it('still measures when another script cleared every mark before the end', () => {
    const done = startTiming('lantern:work');
    performance.clearMarks();
    expect(() => done()).not.toThrow();
    expect(performance.getEntriesByName('lantern:work', 'measure')).toHaveLength(1);
  });
});
