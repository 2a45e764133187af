import { describe, expect, it } from 'vitest';
import { runSideBySide, type Step } from './side-by-side';

/** A Node one-liner as a step. */
const node = (name: string, script: string): Step => ({ name, command: process.execPath, args: ['-e', script] });

describe('runSideBySide', () => {
  it("prints each command's output whole, under its name, however their writes interleave", async () => {
    const printed: string[] = [];
    // The first writes twice with a pause between; the second writes at once, inside that pause.
    const results = await runSideBySide(
      [node('slow', "process.stdout.write('a1 '); setTimeout(() => process.stdout.write('a2'), 300)"), node('quick', "process.stdout.write('b1')")],
      (text) => printed.push(text),
    );
    expect(results.map(({ name, code }) => ({ name, code }))).toEqual([
      { name: 'slow', code: 0 },
      { name: 'quick', code: 0 },
    ]);
    expect(printed).toHaveLength(2);
    expect(printed.find((text) => text.includes('> slow (passed'))).toContain('a1 a2\n');
    expect(printed.find((text) => text.includes('> quick (passed'))).toContain('b1\n');
  });

  it('runs every command to its end when one fails, and reports its code and its error output', async () => {
    const printed: string[] = [];
    const results = await runSideBySide(
      [node('failing', "console.error('broken'); process.exit(3)"), node('passing', "setTimeout(() => console.log('finished'), 200)")],
      (text) => printed.push(text),
    );
    expect(results.map(({ code }) => code)).toEqual([3, 0]);
    expect(printed.join('')).toContain('> failing (failed with code 3');
    expect(printed.join('')).toContain('broken');
    expect(printed.join('')).toContain('finished');
  });

  it('counts a command that cannot start as failed, saying why, once', async () => {
    const printed: string[] = [];
    const [result] = await runSideBySide([{ name: 'missing', command: '/no/such/command', args: [] }], (text) => printed.push(text));
    expect(result?.code).toBe(127);
    expect(printed).toHaveLength(1);
    expect(printed[0]).toContain('ENOENT');
  });
});
