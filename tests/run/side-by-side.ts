import { spawn } from 'node:child_process';

/** One command of a side-by-side run, named for the heading of its output. */
export interface Step {
  name: string;
  command: string;
  args: readonly string[];
}

export interface StepResult {
  name: string;
  code: number;
  seconds: number;
}

/** Runs one step with its output kept back, and hands the output over whole when it ends. */
function runStep(step: Step, env: NodeJS.ProcessEnv, print: (text: string) => void): Promise<StepResult> {
  const started = performance.now();
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    const child = spawn(step.command, step.args, { env, stdio: ['ignore', 'pipe', 'pipe'] });
    child.stdout.on('data', (chunk: Buffer) => chunks.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => chunks.push(chunk));
    let startError: Error | undefined;
    // A command that cannot start reports an error, then closes like any other.
    child.on('error', (error) => {
      startError = error;
      chunks.push(Buffer.from(`${error.message}\n`));
    });
    child.on('close', (code, signal) => {
      const seconds = (performance.now() - started) / 1000;
      const exitCode = startError ? 127 : (code ?? (signal ? 128 : 1));
      const output = Buffer.concat(chunks).toString('utf8');
      print(`\n> ${step.name} (${exitCode === 0 ? 'passed' : `failed with code ${exitCode}`}, ${seconds.toFixed(1)} s)\n${output}${output.endsWith('\n') ? '' : '\n'}`);
      resolve({ name: step.name, code: exitCode, seconds });
    });
  });
}

/**
 * Runs commands at the same time and prints each one's output whole, under its name, as it
 * ends: the unit files wait on their timers for much of their run, and the type check and lint
 * fill the core they leave idle. Every command runs to its end, so one run shows every failure.
 * Resolves to the results in the order given; a command that cannot start counts as failed.
 *
 * @example
 * const results = await runSideBySide([
 *   { name: 'typecheck', command: 'npm', args: ['run', 'typecheck'] },
 *   { name: 'lint', command: 'npm', args: ['run', 'lint'] },
 * ]);
 * process.exitCode = results.some((result) => result.code !== 0) ? 1 : 0;
 */
export function runSideBySide(steps: readonly Step[], print: (text: string) => void = (text) => process.stdout.write(text), env: NodeJS.ProcessEnv = process.env): Promise<StepResult[]> {
  return Promise.all(steps.map((step) => runStep(step, env, print)));
}
