import { describe, expect, it } from 'vitest';
import { HANDOVER_REPORT_NOTES } from './handover-report-table';
import { HANDOVER_SURFACES } from './handover-table';

describe("the report's notes on the handed-over surfaces", () => {
  it('are kept only for surfaces the hand-over table has, so a renamed surface keeps its notes', () => {
    const surfaces = new Set(HANDOVER_SURFACES.map((surface) => surface.name));
    expect(Object.keys(HANDOVER_REPORT_NOTES).filter((name) => !surfaces.has(name))).toEqual([]);
  });
});
