import { doctorReport } from './doctor-report';
import { formatReport } from './format';
import { readPage } from './read-page';

const USAGE = `Usage: lantern doctor <page.html | http://localhost/...> [--json]

Reads a saved page or a page of your shop (its HTML; nothing on it runs) and tells what Lantern
adopts there, what it leaves and why, the script handles to hand over, the scripts that still
need jQuery, missing globals and double handlers. In the browser: await window.lantern.report().`;

/**
 * `lantern doctor …`; resolves with the exit code.
 * @example process.exitCode = await main(['doctor', 'shop.html']);
 */
export async function main(args: readonly string[], print: (text: string) => void = console.log): Promise<number> {
  const [command, ...rest] = args;
  const json = rest.includes('--json');
  const targets = rest.filter((arg) => arg !== '--json');
  if (command !== 'doctor' || targets.length === 0) {
    print(USAGE);
    return command === 'help' || command === '--help' ? 0 : 2;
  }
  for (const target of targets) {
    try {
      const page = await readPage(target);
      const report = doctorReport(page);
      print(json ? JSON.stringify(report, null, 2) : formatReport(page.origin, report));
    } catch (error) {
      print(`lantern doctor: ${target}: ${error instanceof Error ? error.message : String(error)}`);
      return 1;
    }
  }
  return 0;
}
