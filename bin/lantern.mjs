#!/usr/bin/env node
// `lantern doctor page.html|http://localhost/...` (README, "lantern doctor"). The doctor is
// the project's TypeScript, run through tsx, so it reads the same island table and surface
// rules as the build.
import { register } from 'tsx/esm/api';

register();
const { main } = await import('../doctor/cli.ts');
process.exitCode = await main(process.argv.slice(2));
